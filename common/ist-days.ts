/**
 * The books count days as the organiser's bank does: in India Standard Time (Asia/Kolkata),
 * which is UTC+05:30 all year (no daylight saving), so a day is a fixed 24-hour span.
 */

export const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A calendar day written as `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day in `YYYY-MM-DD` form (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The moment an IST day begins. */
export const istDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The moment an IST day ends (the next day's start). */
export const istDayEnd = (day: string): Date => new Date(istDayStart(day).getTime() + DAY_MS);

/** The IST day a moment falls on, `YYYY-MM-DD`. */
export const istDayOf = (moment: Date): string =>
  new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The day after (or `days` after) an IST day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "2026-11-28 07:02:31": a moment in IST as spreadsheets read a date and time. */
export const istDateTime = (moment: Date): string =>
  new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
