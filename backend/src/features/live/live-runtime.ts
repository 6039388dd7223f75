import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { MailQueue } from '../../mail/mail-queue';
import { type OpenStream, openEventStream, streamStart } from './event-stream';
import { createEventsRepository } from './events-repository';
import { createLiveListener } from './live-listener';
import { createRoomReleaser } from './room-releaser';

/** Events are kept this long: a consumer away longer starts again from the head (`reset`). */
export const EVENTS_KEPT_MS = 3 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

export interface LiveRuntimeOptions {
  db: Db;
  log: FastifyBaseLogger;
  mailQueue: MailQueue;
  /** The releaser's clock (tests). */
  clock?: () => Date;
  pollMs?: number;
}

/**
 * What runs beside the requests of one backend process for live updates: the LISTEN that wakes
 * readers, the event streams it wakes, the room releaser and the pruning of old events. Started
 * when the app is ready; stopped first when it closes, so no open stream holds the stop.
 */
export function createLiveRuntime(options: LiveRuntimeOptions) {
  const { db, log } = options;
  const events = createEventsRepository(db);
  const listener = createLiveListener({ db, log, pollMs: options.pollMs });
  const releaser = createRoomReleaser({
    db,
    log,
    mailQueue: options.mailQueue,
    clock: options.clock,
  });
  const streams = new Set<OpenStream>();
  let unsubscribeReleaser: (() => void) | undefined;
  let pruning: NodeJS.Timeout | undefined;

  const prune = () =>
    void events
      .prune(new Date(Date.now() - EVENTS_KEPT_MS))
      .catch((error: unknown) => log.warn({ err: error }, 'pruning events failed'));

  return {
    releaser,

    /** Resolves once the e-mails queued so far are sent or have failed (tests, the stop). */
    mailsSent: () => options.mailQueue.drain(),

    /** Where a consumer with this Last-Event-ID starts (before the response is taken over). */
    streamStart: (lastEventId: string | undefined) => streamStart(events, lastEventId),

    openStream(res: ServerResponse, start: Awaited<ReturnType<typeof streamStart>>): void {
      const stream = openEventStream(res, start, { events, listener, log });
      streams.add(stream);
      void stream.closed.then(() => streams.delete(stream));
    },

    async start(): Promise<void> {
      await listener.start();
      unsubscribeReleaser = listener.subscribe(releaser.notified);
      releaser.start();
      prune();
      pruning = setInterval(prune, PRUNE_EVERY_MS);
      pruning.unref();
    },

    async stop(): Promise<void> {
      for (const stream of streams) stream.end();
      clearInterval(pruning);
      unsubscribeReleaser?.();
      await releaser.stop();
      await listener.stop();
    },
  };
}

export type LiveRuntime = ReturnType<typeof createLiveRuntime>;
