/** Times relative to now, so tournament windows stay open or closed whenever the tests run. */

export const HOUR = 3600_000;

/** The moment `hours` from now (negative: in the past). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
