/**
 * Dates as SPEC §9 shows them: en-US, and a tournament's start always in UTC (players across
 * India and abroad read one time; the label says which).
 *
 * Written out by hand rather than with Intl.DateTimeFormat: making the first one costs a budget
 * phone tens of milliseconds of main thread (ICU's locale data), in the middle of taking a
 * server-rendered page over. The texts are Intl's own, which format-date.test.tsx holds them to.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** A date's parts in UTC, or in the reader's own time zone. */
export function datePartsOf(date: Date, zone: 'utc' | 'reader') {
  const utc = zone === 'utc';
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!;
  return {
    /** "November" */
    month,
    /** "Nov" */
    shortMonth: month.slice(0, 3),
    day: utc ? date.getUTCDate() : date.getDate(),
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    /** "6:30 PM" */
    time: `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "Nov 21, 2026, 6:30 PM UTC": the cards' start time. */
export function formatUtcDateTime(iso: string): string {
  if (!valid(iso)) return iso;
  const { shortMonth, day, year, time } = datePartsOf(new Date(iso), 'utc');
  return `${shortMonth} ${day}, ${year}, ${time} UTC`;
}

/** "November 21, 2026 at 6:30 PM UTC": long month, 12-hour, in UTC. */
export function formatUtcLongDateTime(iso: string): string {
  if (!valid(iso)) return iso;
  const { month, day, year, time } = datePartsOf(new Date(iso), 'utc');
  return `${month} ${day}, ${year} at ${time} UTC`;
}

/**
 * "November 21, 2026" in the reader's own time zone; in UTC where the reader's is not known yet
 * (`readerZone` false: a server render and its hydration, see useReaderZone).
 */
export function formatLongDate(date: Date | string, readerZone = true): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  const { month, day, year } = datePartsOf(value, readerZone ? 'reader' : 'utc');
  return `${month} ${day}, ${year}`;
}

/** "2026-11-21": a day for a <time dateTime> attribute, in the reader's zone or in UTC. */
export const isoDayOf = (date: Date, readerZone = true): string =>
  readerZone
    ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
    : date.toISOString().slice(0, 10);

/** The machine-readable form for a <time dateTime> attribute. */
export const isoOf = (iso: string): string | undefined =>
  valid(iso) ? new Date(iso).toISOString() : undefined;

/** "Nov 21, 6:30 PM" in the reader's own time zone: when something happened, for organisers. */
export function formatDateTime(iso: string): string {
  if (!valid(iso)) return iso;
  const { shortMonth, day, time } = datePartsOf(new Date(iso), 'reader');
  return `${shortMonth} ${day}, ${time}`;
}
