import { ApolloLink } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { SAVED_COPY_HEADER } from './offline-caches';

/**
 * Whether the latest answer the app received was a copy the service worker saved earlier,
 * given because the network did not answer in time (sw.ts): the phone says it is online, but
 * the page shows what the player last saw. The next answer from the network clears it.
 */
let savedCopy = false;
const listeners = new Set<() => void>();

export function setShowingSavedCopy(value: boolean): void {
  if (value === savedCopy) return;
  savedCopy = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useShowingSavedCopy = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => savedCopy,
    () => false,
  );

/** Reads, on each answer, whether it came from the service worker's saved copies. */
export const savedCopyLink = new ApolloLink((operation, forward) =>
  forward(operation).map((result) => {
    const { response } = operation.getContext() as { response?: Response };
    setShowingSavedCopy(response?.headers.get(SAVED_COPY_HEADER) === '1');
    return result;
  }),
);
