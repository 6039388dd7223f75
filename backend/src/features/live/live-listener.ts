import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { listenOf } from '../../db/listen';

/** The channel the events table's trigger notifies on every commit that wrote events. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

export interface LiveListenerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** A wake-up this often whatever LISTEN hears: the safety net for a lost notification. */
  pollMs?: number;
}

/**
 * One LISTEN per process, fanned out to every open event stream and the room releaser. A wake
 * says only "something may have been written": each reader reads from where it is.
 */
export function createLiveListener({ db, log, pollMs = 5000 }: LiveListenerOptions) {
  const readers = new Set<() => void>();
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  const wakeAll = () => {
    for (const wake of readers) wake();
  };

  return {
    /** Calls `wake` on every notification and poll until the returned function is called. */
    subscribe(wake: () => void): () => void {
      readers.add(wake);
      return () => readers.delete(wake);
    },

    async start(): Promise<void> {
      poll = setInterval(wakeAll, pollMs);
      poll.unref();
      const listen = listenOf(db);
      if (!listen) return;
      try {
        unlisten = await listen(LIVE_EVENTS_CHANNEL, wakeAll);
      } catch (error) {
        log.warn({ err: error }, 'LISTEN failed; live events are polled');
      }
    },

    async stop(): Promise<void> {
      clearInterval(poll);
      readers.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

export type LiveListener = ReturnType<typeof createLiveListener>;
