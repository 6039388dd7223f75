/**
 * Dates as SPEC §9 shows them: en-US, and a tournament's start always in UTC (players across
 * India and abroad read one time; the label says which).
 */

/**
 * An en-US date format in the reader's own time zone, made on its first use: making one costs a
 * budget phone tens of milliseconds of main thread (ICU's locale and zone data), which at module
 * load would all fall in the app's start.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date: Date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

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

/**
 * A date's en-US parts in UTC, written out without Intl: the server-rendered pages show start
 * times in UTC, and their hydration on a phone would otherwise begin with ICU's start-up. The
 * texts are Intl's own (format-date.test.ts holds them to it).
 */
function utcParts(date: Date) {
  const hours = date.getUTCHours();
  return {
    month: MONTHS[date.getUTCMonth()]!,
    day: date.getUTCDate(),
    year: date.getUTCFullYear(),
    time: `${hours % 12 || 12}:${twoDigits(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

const longDate = lazyDateFormat({ year: 'numeric', month: 'long', day: 'numeric' });

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "Nov 21, 2026, 6:30 PM UTC": the cards' start time. */
export function formatUtcDateTime(iso: string): string {
  if (!valid(iso)) return iso;
  const { month, day, year, time } = utcParts(new Date(iso));
  return `${month.slice(0, 3)} ${day}, ${year}, ${time} UTC`;
}

/** "November 21, 2026 at 6:30 PM UTC": long month, 12-hour, in UTC. */
export function formatUtcLongDateTime(iso: string): string {
  if (!valid(iso)) return iso;
  const { month, day, year, time } = utcParts(new Date(iso));
  return `${month} ${day}, ${year} at ${time} UTC`;
}

/**
 * "November 21, 2026" in the reader's own time zone; in UTC where the reader's is not known yet
 * (`readerZone` false: a server render and its hydration, see useReaderZone).
 */
export const formatLongDate = (date: Date | string, readerZone = true): string => {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  if (readerZone) return longDate.format(value);
  const { month, day, year } = utcParts(value);
  return `${month} ${day}, ${year}`;
};

/** "2026-11-21": a day for a <time dateTime> attribute, in the reader's zone or in UTC. */
export const isoDayOf = (date: Date, readerZone = true): string =>
  readerZone
    ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
    : date.toISOString().slice(0, 10);

/** The machine-readable form for a <time dateTime> attribute. */
export const isoOf = (iso: string): string | undefined =>
  valid(iso) ? new Date(iso).toISOString() : undefined;

const localDateTime = lazyDateFormat({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Nov 21, 6:30 PM" in the reader's own time zone: when something happened, for organisers. */
export const formatDateTime = (iso: string): string =>
  valid(iso) ? localDateTime.format(new Date(iso)) : iso;
