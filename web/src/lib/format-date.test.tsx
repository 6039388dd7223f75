import { describe, expect, it } from 'vitest';
import { formatLongDate, formatUtcDateTime, formatUtcLongDateTime } from './format-date';

const intlUtc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

/** Every hour of a leap year's days and a few odd minutes: midnight, noon, month ends. */
function* sampleInstants() {
  const start = Date.UTC(2028, 0, 1);
  for (let hour = 0; hour < 366 * 24; hour += 7) {
    yield new Date(start + hour * 3_600_000 + ((hour * 13) % 60) * 60_000);
  }
  yield new Date(Date.UTC(2026, 10, 21, 0, 0));
  yield new Date(Date.UTC(2026, 10, 21, 12, 0));
  yield new Date(Date.UTC(2026, 11, 31, 23, 59));
}

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
    const short = intlUtc({
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    const long = intlUtc({
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    const day = intlUtc({ year: 'numeric', month: 'long', day: 'numeric' });
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
  });
});
