import type { LiveEvent } from '#common/live-events';
import type { LiveHub, LiveInterest } from '../../live-feed/live-hub';

export interface LiveFeed<T> {
  hub: LiveHub;
  /**
   * The keys the hub files this subscription under (its kinds, tournament, player), so an event
   * reaches only the subscriptions it may concern; `accepts` still decides exactly.
   */
  interest?: LiveInterest;
  /** Which events concern this subscription. */
  accepts(event: LiveEvent): boolean;
  /** What to push for an event (undefined: the current state); undefined pushes nothing. */
  load(event: LiveEvent | undefined): Promise<T | undefined>;
  /** Push the current state first, so a change made while subscribing is never missed. */
  pushCurrent: boolean;
}

/** One queued reason to load: an event, or the current state (no event). */
interface Due {
  event?: LiveEvent;
}

/**
 * An async iterator of a subscription's payloads: it listens first, then loads the current
 * state (when asked), then each accepted event's payload, one at a time and in order. Repeats
 * are left out later, on the results as executed (live/without-repeats.ts): a payload here is
 * only the root of what the subscriber receives.
 */
export async function liveIterator<T>(feed: LiveFeed<T>): Promise<AsyncIterableIterator<T>> {
  await feed.hub.ensureStarted();
  const queue: Due[] = feed.pushCurrent ? [{}] : [];
  let wake: (() => void) | undefined;
  let done = false;
  const stop = feed.hub.listen((event) => {
    if (!feed.accepts(event)) return;
    queue.push({ event });
    wake?.();
  }, feed.interest);
  const finish = async (): Promise<IteratorResult<T>> => {
    done = true;
    stop();
    wake?.();
    return { done: true, value: undefined };
  };

  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      while (!done) {
        const due = queue.shift();
        if (!due) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        const value = await feed.load(due.event);
        if (value === undefined || done) continue;
        return { done: false, value };
      }
      return { done: true, value: undefined };
    },
    return: finish,
    async throw(error?: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
