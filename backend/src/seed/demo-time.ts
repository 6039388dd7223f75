/** A point in time relative to seeding: a day and a UTC time, or hours from now. */
export type Moment = { days: number; at: `${number}:${number}` } | { hours: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HALF_HOUR_MS = HOUR_MS / 2;

/**
 * The date a Moment names, seen from `now`. Day moments fall on a whole day before or after
 * today (UTC), so "tomorrow" is always in the future and "yesterday" always in the past.
 * Hour moments are rounded down to the half hour, as real schedules are.
 */
export function resolveMoment(moment: Moment, now: Date): Date {
  if ('hours' in moment) {
    const exact = now.getTime() + moment.hours * HOUR_MS;
    return new Date(Math.floor(exact / HALF_HOUR_MS) * HALF_HOUR_MS);
  }
  const [hours = 0, minutes = 0] = moment.at.split(':').map(Number);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(today + moment.days * DAY_MS + hours * HOUR_MS + minutes * 60_000);
}
