import type { TournamentSource, UpstreamRoomAudience } from '../../upstream/upstream-types';

/** How long a shared read serves the subscribers of one event. */
const KEEP_MS = 10_000;

/**
 * One read per event however many subscribers it reaches (2,000 players waiting for one room
 * make one upstream call, not 2,000). Entries go once their event has been pushed to all.
 */
export function perEventMemo<T>() {
  const entries = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = load();
      entries.set(key, entry);
      setTimeout(() => entries.delete(key), KEEP_MS).unref();
    }
    return entry;
  };
}

/** The reads one gateway shares between the subscribers of an event (one set per gateway). */
export function createSharedReads() {
  return {
    audiences: perEventMemo<UpstreamRoomAudience>(),
    tournaments: perEventMemo<TournamentSource | null>(),
  };
}

export type SharedReads = ReturnType<typeof createSharedReads>;
