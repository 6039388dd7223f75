import { type InferType, object, string } from 'yup';
import { DAILY_CLOSE_MAX_DAYS, bookDayField, booksRangeSchema } from '#common/validation/books';

/** The books' inputs: IST days as YYYY-MM-DD, ranges bounded by the console's own rules. */

/** The accountant's spreadsheets. */
export const EXPORT_KINDS = ['transactions', 'ledger', 'payouts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportRangeSchema = booksRangeSchema();
export type RangeQuery = InferType<typeof exportRangeSchema>;

export const dailyCloseRangeSchema = booksRangeSchema(DAILY_CLOSE_MAX_DAYS);

export const exportParamsSchema = object({
  kind: string<ExportKind>()
    .oneOf(EXPORT_KINDS, 'Export must be transactions, ledger or payouts')
    .required('Export must be transactions, ledger or payouts')
    .meta({ description: 'Which spreadsheet: transactions, ledger or payouts' }),
});
export type ExportParams = InferType<typeof exportParamsSchema>;

export const dayParamsSchema = object({
  day: bookDayField('Enter the day').meta({ description: 'The IST day, YYYY-MM-DD' }),
});
export type DayParams = InferType<typeof dayParamsSchema>;
