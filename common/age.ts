import { istDayOf } from './ist-days';

/**
 * Ages for entry (issue 24): the SPEC's service is for 16 and over; paid entry needs the
 * operator's minimum (18 by default). Counted in whole years on the Indian calendar day.
 */

export const FREE_ENTRY_MIN_AGE = 16;
export const DEFAULT_PAID_ENTRY_MIN_AGE = 18;

/** Whole years from a `YYYY-MM-DD` birthday to the IST day of `now`. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = istDayOf(now).split('-').map(Number) as [number, number, number];
  const hadBirthday = m > month || (m === month && d >= day);
  return y - year - (hadBirthday ? 0 : 1);
}
