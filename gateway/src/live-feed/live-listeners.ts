import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent, LiveEventKind } from '#common/live-events';

export type LiveListener = (event: LiveEvent) => void;

/**
 * What a listener hears: only events of these kinds, of this tournament, of this player (each
 * that is given must hold). Ids compare as text, as the subscriptions' own checks compare them.
 * A listener that declares nothing hears every event.
 */
export interface LiveInterest {
  kinds?: Iterable<LiveEventKind>;
  tournamentId?: string | number;
  userId?: string | number;
}

interface Entry {
  /** Order of listening: every event reaches its listeners in this order. */
  order: number;
  listener: LiveListener;
  kinds?: ReadonlySet<string>;
  tournament?: string;
  user?: string;
  active: boolean;
}

type Bucket = Set<Entry>;

const hears = (entry: Entry, event: LiveEvent) =>
  (!entry.kinds || entry.kinds.has(event.kind)) &&
  (entry.tournament === undefined || entry.tournament === String(event.tournamentId)) &&
  (entry.user === undefined || entry.user === String(event.userId));

/** The listeners of several buckets as one list, in the order they started listening. */
function inListeningOrder(buckets: Bucket[]): Entry[] {
  const [only, ...more] = buckets;
  if (only && more.length === 0) return [...only];
  return buckets.flatMap((bucket) => [...bucket]).sort((a, b) => a.order - b.order);
}

/**
 * The listeners of a hub, indexed by what they declared they listen to, so an event costs its
 * own listeners and not every subscription of the copy (decision 058). A listener is filed under
 * its narrowest key (its player, else its tournament, else its kinds, else everyone's); an event
 * reads the buckets it can concern, at most one of each index, and checks each listener's whole
 * interest there.
 */
export function createListeners(log: FastifyBaseLogger) {
  const everyone: Bucket = new Set();
  const byUser = new Map<string, Bucket>();
  const byTournament = new Map<string, Bucket>();
  const byKind = new Map<string, Bucket>();
  let listened = 0;

  /** Where a listener is filed: its player, else its tournament, else each of its kinds. */
  function keysOf(entry: Entry): [Map<string, Bucket>, string][] {
    if (entry.user !== undefined) return [[byUser, entry.user]];
    if (entry.tournament !== undefined) return [[byTournament, entry.tournament]];
    return [...(entry.kinds ?? [])].map((kind) => [byKind, kind]);
  }

  function add(listener: LiveListener, interest: LiveInterest = {}) {
    const entry: Entry = {
      order: (listened += 1),
      listener,
      kinds: interest.kinds ? new Set(interest.kinds) : undefined,
      tournament: interest.tournamentId === undefined ? undefined : String(interest.tournamentId),
      user: interest.userId === undefined ? undefined : String(interest.userId),
      active: true,
    };
    const keys = keysOf(entry);
    for (const [index, key] of keys) {
      const bucket = index.get(key) ?? new Set<Entry>();
      index.set(key, bucket.add(entry));
    }
    if (keys.length === 0) everyone.add(entry);
    return () => {
      entry.active = false;
      everyone.delete(entry);
      for (const [index, key] of keys) {
        const bucket = index.get(key);
        bucket?.delete(entry);
        // Players and tournaments come and go: an empty bucket is not kept.
        if (bucket?.size === 0) index.delete(key);
      }
    };
  }

  function dispatch(event: LiveEvent) {
    const buckets = [
      everyone,
      byKind.get(event.kind),
      byTournament.get(String(event.tournamentId)),
      byUser.get(String(event.userId)),
    ].filter((bucket): bucket is Bucket => bucket !== undefined && bucket.size > 0);
    if (buckets.length === 0) return;
    for (const entry of inListeningOrder(buckets)) {
      // One that stopped while this event was being handed out no longer hears it.
      if (!entry.active || !hears(entry, event)) continue;
      try {
        entry.listener(event);
      } catch (error) {
        log.error({ err: error }, 'live event listener failed');
      }
    }
  }

  return { add, dispatch };
}
