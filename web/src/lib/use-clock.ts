import { useEffect, useState } from 'react';

/** setTimeout fires at once beyond about 24.8 days; a day at a time stays well inside that. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The current time, re-rendering the screen when the next of `instants` (ISO) passes: a
 * booking button that reads "Registration opens …" turns into "Book Slot" at that moment,
 * without a reload.
 */
export function useClockAt(instants: readonly (string | null | undefined)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const key = instants.join('|');
  useEffect(() => {
    const next = key
      .split('|')
      .map((iso) => (iso ? Date.parse(iso) : NaN))
      .filter((at) => at > now.getTime())
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(
      () => setNow(new Date()),
      Math.min(next - now.getTime() + 1, LONGEST_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
