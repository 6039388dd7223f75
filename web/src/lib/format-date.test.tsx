import { afterEach, describe, expect, it } from 'vitest';
import { transactionDate } from './wallet-transaction-view';
import {
  formatDateTime,
  formatLongDate,
  formatUtcDateTime,
  formatUtcLongDateTime,
} from './format-date';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
const dateTime = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** Every seventh hour of a leap year, at odd minutes, and midnight, noon and a year's end. */
function* sampleInstants() {
  const start = Date.UTC(2028, 0, 1);
  for (let hour = 0; hour < 366 * 24; hour += 7) {
    yield new Date(start + hour * 3_600_000 + ((hour * 13) % 60) * 60_000);
  }
  yield new Date(Date.UTC(2026, 10, 21, 0, 0));
  yield new Date(Date.UTC(2026, 10, 21, 12, 0));
  yield new Date(Date.UTC(2026, 11, 31, 23, 59));
}

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('dates in UTC, as the cards and details show them', () => {
  it('reads as the spec writes them', () => {
    expect(formatUtcDateTime('2026-11-21T18:30:00.000Z')).toBe('Nov 21, 2026, 6:30 PM UTC');
    expect(formatUtcDateTime('2026-11-21T00:05:00.000Z')).toBe('Nov 21, 2026, 12:05 AM UTC');
    expect(formatUtcLongDateTime('2026-11-21T12:00:00.000Z')).toBe(
      'November 21, 2026 at 12:00 PM UTC',
    );
    expect(formatLongDate('2026-11-21T23:30:00.000Z', false)).toBe('November 21, 2026');
  });

  it("matches the browser's own en-US formatting at every hour of a year", () => {
    const utc = { timeZone: 'UTC' } as const;
    const short = intl({ ...utc, ...dateTime, year: 'numeric' });
    const long = intl({
      ...utc,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const day = intl({ ...utc, year: 'numeric', month: 'long', day: 'numeric' });
    for (const instant of sampleInstants()) {
      const iso = instant.toISOString();
      expect(formatUtcDateTime(iso)).toBe(`${short.format(instant)} UTC`);
      expect(formatUtcLongDateTime(iso)).toBe(`${long.format(instant)} UTC`);
      expect(formatLongDate(instant, false)).toBe(day.format(instant));
    }
  });

  it('shows what it was given when it is not a date', () => {
    expect(formatUtcDateTime('soon')).toBe('soon');
    expect(formatUtcLongDateTime('')).toBe('');
    expect(formatLongDate('never', false)).toBe('never');
    expect(formatDateTime('later')).toBe('later');
    expect(transactionDate('')).toBe('N/A');
  });
});

describe("dates in the reader's own time zone", () => {
  it.each(['Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe'])(
    "match the browser's own en-US formatting in %s, summer time included",
    (zone) => {
      process.env.TZ = zone;
      const short = intl(dateTime);
      const day = intl({ year: 'numeric', month: 'long', day: 'numeric' });
      const transactionDay = intl({ month: 'long', day: '2-digit', year: 'numeric' });
      const time = intl({ hour: 'numeric', minute: '2-digit' });
      for (const instant of sampleInstants()) {
        const iso = instant.toISOString();
        expect(formatDateTime(iso)).toBe(short.format(instant));
        expect(formatLongDate(iso)).toBe(day.format(instant));
        expect(transactionDate(iso)).toBe(
          `${transactionDay.format(instant)}, ${time.format(instant)}`,
        );
      }
    },
  );

  it('reads a time in India as a player there sees it', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2026-11-21T13:00:00.000Z')).toBe('Nov 21, 6:30 PM');
    expect(transactionDate('2026-11-04T20:00:00.000Z')).toBe('November 05, 2026, 1:30 AM');
  });
});
