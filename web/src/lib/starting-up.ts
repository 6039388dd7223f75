import { useSyncExternalStore } from 'react';

/**
 * Whether the platform answered "starting up" to a request still being retried (see
 * apollo-client.ts). Pages keep their loading state meanwhile; the layout says why.
 */
let startingUp = false;
const listeners = new Set<() => void>();

export function setStartingUp(value: boolean): void {
  if (value === startingUp) return;
  startingUp = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useStartingUp = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => startingUp,
    () => false,
  );
