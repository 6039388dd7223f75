/**
 * Dates as SPEC §9 shows them: en-US, and a tournament's start always in UTC (players across
 * India and abroad read one time; the label says which).
 */

const utcDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const utcLongDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "Nov 21, 2026, 6:30 PM UTC": the cards' start time. */
export const formatUtcDateTime = (iso: string): string =>
  valid(iso) ? `${utcDateTime.format(new Date(iso))} UTC` : iso;

/** "November 21, 2026 at 6:30 PM UTC": long month, 12-hour, in UTC. */
export const formatUtcLongDateTime = (iso: string): string =>
  valid(iso) ? `${utcLongDateTime.format(new Date(iso))} UTC` : iso;

/**
 * "November 21, 2026" in the reader's own time zone; in UTC where the reader's is not known yet
 * (`readerZone` false: a server render and its hydration, see useReaderZone).
 */
export const formatLongDate = (date: Date | string, readerZone = true): string => {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  return (readerZone ? longDate : longDateUtc).format(value);
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2026-11-21": a day for a <time dateTime> attribute, in the reader's zone or in UTC. */
export const isoDayOf = (date: Date, readerZone = true): string =>
  readerZone
    ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
    : date.toISOString().slice(0, 10);

/** The machine-readable form for a <time dateTime> attribute. */
export const isoOf = (iso: string): string | undefined =>
  valid(iso) ? new Date(iso).toISOString() : undefined;

const localDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "Nov 21, 6:30 PM" in the reader's own time zone: when something happened, for organisers. */
export const formatDateTime = (iso: string): string =>
  valid(iso) ? localDateTime.format(new Date(iso)) : iso;
