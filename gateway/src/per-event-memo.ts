import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from './live-feed/live-hub';
import { type Loaders, createLoaders } from './loaders';
import { ROUTES } from './upstream/route-table';
import type { UpstreamClient } from './upstream/upstream-client';
import type { TournamentSource, UpstreamRoomAudience } from './upstream/tournament-types';

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

/**
 * The reads one gateway shares between the subscribers of an event (one set per gateway): the
 * room's audience; the tournament, one object for all (the payload that visitors' shared
 * execution is keyed by, live/shared-subscribe.ts); and one set of loaders per event for the
 * reads that carry no token (a tournament's row, its results), so every subscriber's fields
 * resolve from the same answers.
 */
export function createSharedReads(upstream: UpstreamClient, log: FastifyBaseLogger, hub: LiveHub) {
  const publicLoaders = perEventMemo<Loaders>();
  let lastHeard = 'start';
  hub.listen((event) => void (lastHeard = event.cursor));
  return {
    /**
     * The key of a read of the current state (a subscriber's first push): the last event heard.
     * Subscribers who start between two events share one read, as a reconnecting crowd does: a
     * read shared since the last event is current for them, as each listens before it reads, and
     * a change after it is an event each of them hears.
     */
    current: () => `now:${lastHeard}`,
    audiences: perEventMemo<UpstreamRoomAudience>(),
    tournaments: perEventMemo<TournamentSource | null>(),
    publicReads: (key: string) =>
      publicLoaders(key, async () => createLoaders(upstream, undefined, log)),
  };
}

export type SharedReads = ReturnType<typeof createSharedReads>;

/**
 * A subscriber's loaders for one push: reads without a token from the event's shared loaders,
 * reads with one (the viewer's booking, team, room) from the subscriber's own.
 */
export const withSharedPublicReads = (shared: Loaders, own: Loaders): Loaders => ({
  read: (route, params, query) => (ROUTES[route].auth ? own : shared).read(route, params, query),
  clear: own.clear,
});
