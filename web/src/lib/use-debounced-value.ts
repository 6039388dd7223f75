import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: a search box then asks the gateway once
 * per pause in typing rather than once per key, which matters on slow mobile networks.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** How long typing must pause before a search box asks again, in every search of the app. */
export const SEARCH_PAUSE_MS = 300;

/** A search box's text, trimmed, once typing has paused. */
export function useSettledSearch(text: string): string {
  return useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
}
