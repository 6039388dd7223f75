import { toLocalInput } from '../../../../lib/local-date-time';

/**
 * The form of a tournament as the start of the next one (the console's Duplicate). Everything
 * the form holds is copied as it is, whatever fields it has now or gets later (points system,
 * schedule, check-in window): only its date-times move, all by the same whole number of days,
 * to the first evening after now at the same wall-clock times, and the status starts over.
 * Bookings, rooms and results are not part of the form, so they never come along.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A `datetime-local` value, as every date-time field of the form holds one. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The same wall-clock time `days` later (a calendar shift: a DST change keeps the hour). */
function shiftLocal(value: string, days: number): string {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return value;
  const [year, month, day, hours, minutes] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return toLocalInput(new Date(year, month - 1, day + days, hours, minutes).toISOString());
}

/** Days to move by: at least one, and enough that the copy starts after `now`. */
export function daysForward(startsAt: string, now: Date): number {
  if (!LOCAL_DATE_TIME.test(startsAt)) return 1;
  const start = new Date(startsAt).getTime();
  return Math.max(1, Math.floor((now.getTime() - start) / DAY_MS) + 1);
}

/** Every date-time in `value`, however deep (a schedule's matches), moved `days` forward. */
function shiftAll<T>(value: T, days: number): T {
  if (typeof value === 'string') return shiftLocal(value, days) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftAll(item, days)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftAll(item, days)]),
    ) as T;
  }
  return value;
}

export function duplicateValues<T extends { startsAt: string; status: string }>(
  values: T,
  now: Date,
): T {
  const days = daysForward(values.startsAt, now);
  const shifted = shiftAll(values, days);
  return { ...shifted, status: 'UPCOMING' };
}

/**
 * The original's map for each match, where the form has a field for a new tournament's maps
 * (`matchMaps`); a form without one is left as it is.
 */
export function withMatchMaps<T extends object>(
  values: T,
  matches: readonly { number: number; map: string }[],
): T {
  if (!('matchMaps' in values) || matches.length === 0) return values;
  const maps = [...matches].sort((a, b) => a.number - b.number).map((match) => match.map);
  return { ...values, matchMaps: maps };
}
