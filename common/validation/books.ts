import { object, string } from 'yup';
import { addDays, isDay } from '../ist-days';

/**
 * The books' date filters (IST days, both included), checked alike by the console's forms and
 * the backend: an export or a range of daily closes covers at most a year.
 */
export const BOOKS_RANGE_MAX_DAYS = 366;
/** The daily close lists at most this many days at once. */
export const DAILY_CLOSE_MAX_DAYS = 62;

export const BOOKS_TEXTS = {
  fromRequired: 'Enter the first day',
  toRequired: 'Enter the last day',
  notADay: 'Enter a day as YYYY-MM-DD',
  toBeforeFrom: 'The last day cannot be before the first day',
  tooLong: (days: number) => `Choose at most ${days} days`,
} as const;

export const bookDayField = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('day', BOOKS_TEXTS.notADay, (value) => !value || isDay(value));

/** A range of IST days; `maxDays` bounds it. */
export const booksRangeSchema = (maxDays = BOOKS_RANGE_MAX_DAYS) =>
  object({
    from: bookDayField(BOOKS_TEXTS.fromRequired).meta({
      description: 'The first day (IST), YYYY-MM-DD',
    }),
    to: bookDayField(BOOKS_TEXTS.toRequired)
      .meta({ description: 'The last day (IST), YYYY-MM-DD, included' })
      .test('after-from', BOOKS_TEXTS.toBeforeFrom, function (to) {
        const { from } = this.parent as { from?: string };
        return !from || !to || !isDay(from) || !isDay(to) || to >= from;
      })
      .test('span', BOOKS_TEXTS.tooLong(maxDays), function (to) {
        const { from } = this.parent as { from?: string };
        if (!from || !to || !isDay(from) || !isDay(to)) return true;
        return to <= addDays(from, maxDays - 1);
      }),
  });
