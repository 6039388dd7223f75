import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '#common/live-events';
import type { UpstreamClient } from '../upstream/upstream-client';
import { type EventStreamReader, startEventStreamReader } from './event-stream-reader';
import { type LiveInterest, type LiveListener, createListeners } from './live-listeners';

export type { LiveInterest, LiveListener } from './live-listeners';

/** Where a gateway copy's live events come from, and who hears them. */
export interface LiveHub {
  /** Starts the feed on first use; resolves once events from now on will be heard. */
  ensureStarted(): Promise<void>;
  /** Hands the listener each event its interest names (every event without one), in order. */
  listen(listener: LiveListener, interest?: LiveInterest): () => void;
  close(): Promise<void>;
}

/** How long a copy's claim to read the stream lasts unless renewed; renewed every third of it. */
const LEASE_MS = 15_000;
const RENEW_IF_MINE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/** One copy alone (no REDIS_URL): it reads the backend's stream itself, from the first subscriber on. */
export function createLocalHub(upstream: UpstreamClient, log: FastifyBaseLogger): LiveHub {
  const listeners = createListeners(log);
  let reader: EventStreamReader | undefined;
  return {
    ensureStarted() {
      reader ??= startEventStreamReader({ upstream, log, onEvent: listeners.dispatch });
      return reader.ready();
    },
    listen: listeners.add,
    close: async () => reader?.stop(),
  };
}

/**
 * Several copies (REDIS_URL): one copy at a time holds a lease and reads the backend's stream,
 * publishing each event on a Redis channel that every copy listens to; the cursor is kept in
 * Redis, so a copy that takes the lease over resumes where the last holder stopped
 * (decision 017).
 */
export function createRedisHub(
  upstream: UpstreamClient,
  log: FastifyBaseLogger,
  redis: Redis,
  channel: string,
): LiveHub {
  const listeners = createListeners(log);
  const me = randomUUID();
  const leaseKey = `${channel}:reader`;
  const cursorKey = `${channel}:cursor`;
  // Subscribing waits for the connection (the shared one refuses commands while it is down).
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  let reader: EventStreamReader | undefined;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      listeners.dispatch(JSON.parse(message) as LiveEvent);
    } catch {
      log.warn('live events: unreadable relay message');
    }
  });

  async function readAsHolder(): Promise<void> {
    const cursor = (await redis.get(cursorKey)) ?? undefined;
    reader = startEventStreamReader({
      upstream,
      log,
      cursor,
      onEvent: (event) => void redis.publish(channel, JSON.stringify(event)).catch(() => undefined),
      onCursor: (next) => void redis.set(cursorKey, next).catch(() => undefined),
    });
    await reader.ready();
  }

  /** Takes the lease when free, renews it when held, lets the reader go when it was lost. */
  async function tend(): Promise<void> {
    try {
      if (reader) {
        const renewed = await redis.eval(RENEW_IF_MINE, 1, leaseKey, me, String(LEASE_MS));
        if (renewed === 1) return;
        reader.stop();
        reader = undefined;
      }
      const taken = await redis.set(leaseKey, me, 'PX', LEASE_MS, 'NX');
      if (taken === 'OK') await readAsHolder();
    } catch (error) {
      log.warn({ err: error }, 'live events: redis lease unavailable');
    }
  }

  return {
    ensureStarted() {
      starting ??= (async () => {
        await subscriber.subscribe(channel);
        await tend();
        timer = setInterval(() => void tend(), LEASE_MS / 3);
        timer.unref();
      })();
      return starting;
    },
    listen: listeners.add,
    async close() {
      clearInterval(timer);
      reader?.stop();
      if (reader)
        await redis
          .eval(
            `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`,
            1,
            leaseKey,
            me,
          )
          .catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
