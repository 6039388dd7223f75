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

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "Nov 21, 2026, 6:30 PM UTC": the cards' start time. */
export const formatUtcDateTime = (iso: string): string =>
  valid(iso) ? `${utcDateTime.format(new Date(iso))} UTC` : iso;

/** "November 21, 2026 at 6:30 PM UTC": long month, 12-hour, in UTC. */
export const formatUtcLongDateTime = (iso: string): string =>
  valid(iso) ? `${utcLongDateTime.format(new Date(iso))} UTC` : iso;

/** "November 21, 2026" in the reader's own time zone. */
export const formatLongDate = (date: Date | string): string => {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? String(date) : longDate.format(value);
};

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
