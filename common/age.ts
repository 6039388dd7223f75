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

/** What a player is told about their date of birth and paid entry (one text everywhere). */
export const AGE_MESSAGES = {
  notADate: 'Enter your date of birth as a real date, like 2001-08-15',
  inFuture: 'Your date of birth cannot be in the future',
  tooYoungToPlay: `You must be ${FREE_ENTRY_MIN_AGE} or older to play`,
  alreadyRecorded: 'Your date of birth is already recorded; contact support to correct it',
  neededForPaidEntry: 'Add your date of birth to enter paid tournaments',
  tooYoungForPaidEntry: (minAge: number) =>
    `Paid tournaments are for players aged ${minAge} or over`,
} as const;

/** Why a birthday the player gives is refused (future, or under 16 today), or undefined. */
export function dateOfBirthRefusal(dateOfBirth: string, now: Date): string | undefined {
  if (dateOfBirth > istDayOf(now)) return AGE_MESSAGES.inFuture;
  if (ageOn(dateOfBirth, now) < FREE_ENTRY_MIN_AGE) return AGE_MESSAGES.tooYoungToPlay;
  return undefined;
}

/** Why a player may not pay to enter (no birthday yet, or under the operator's age). */
export function paidEntryRefusal(
  dateOfBirth: string | null,
  now: Date,
  minAge: number,
): string | undefined {
  if (dateOfBirth === null) return AGE_MESSAGES.neededForPaidEntry;
  if (ageOn(dateOfBirth, now) < minAge) return AGE_MESSAGES.tooYoungForPaidEntry(minAge);
  return undefined;
}
