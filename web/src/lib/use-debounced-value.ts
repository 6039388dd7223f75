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
