import type { FastifyBaseLogger } from 'fastify';
import { createParser } from 'eventsource-parser';
import { LIVE_EVENT_KINDS, type LiveEvent } from '#common/live-events';
import type { UpstreamClient } from '../upstream/upstream-client';

const KINDS = new Set<string>(LIVE_EVENT_KINDS);
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export interface EventStreamReader {
  /** Resolves once the stream is open and positioned (at the head, or after the cursor). */
  ready(): Promise<void>;
  stop(): void;
}

export interface ReaderOptions {
  upstream: UpstreamClient;
  log: FastifyBaseLogger;
  /** Where to resume; the head when undefined. */
  cursor?: string;
  onEvent(event: LiveEvent): void;
  /** Each cursor read, so another copy could resume from it (the Redis relay keeps it). */
  onCursor?(cursor: string): void;
}

function liveEventOf(data: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(data) as LiveEvent;
    return KINDS.has(event.kind) ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the backend's event stream for as long as it runs: on a drop it reconnects with
 * backoff and Last-Event-ID, so nothing committed in between is missed (decision 016).
 */
export function startEventStreamReader(options: ReaderOptions): EventStreamReader {
  const { upstream, log } = options;
  let cursor = options.cursor;
  let stopped = false;
  const abort = new AbortController();
  let markReady: () => void = () => undefined;
  const readyOnce = new Promise<void>((resolve) => (markReady = resolve));

  const parser = createParser({
    onEvent: (message) => {
      if (message.id) {
        cursor = message.id;
        options.onCursor?.(message.id);
      }
      if (message.event === 'ready' || message.event === 'reset') {
        if (message.event === 'reset') log.warn('live events: cursor too old, resumed at the head');
        markReady();
        return;
      }
      const event = liveEventOf(message.data);
      if (event) options.onEvent(event);
    },
  });

  // Before the stream has ever opened, the backend is most likely still starting (both start
  // together): one quiet line, not a warning with a stack at every retry.
  let everOpened = false;
  let toldWaiting = false;
  function reportFailure(error: unknown) {
    if (everOpened) log.warn({ err: error }, 'live events stream dropped; reconnecting');
    else if (!toldWaiting) {
      toldWaiting = true;
      log.info('live events: waiting for the backend to answer');
    }
  }

  async function readOnce(): Promise<void> {
    const body = await upstream.openEventStream(cursor, abort.signal);
    everOpened = true;
    // Resuming after a known cursor needs no `ready`: the stream is positioned once open.
    if (cursor) markReady();
    parser.reset();
    for await (const chunk of body) parser.feed((chunk as Buffer).toString('utf8'));
  }

  void (async () => {
    let delay = FIRST_RETRY_MS;
    while (!stopped) {
      const opened = Date.now();
      try {
        await readOnce();
      } catch (error) {
        if (stopped) return;
        reportFailure(error);
      }
      if (stopped) return;
      if (Date.now() - opened > MAX_RETRY_MS) delay = FIRST_RETRY_MS;
      await new Promise((resolve) => setTimeout(resolve, delay + Math.random() * delay));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  })();

  return {
    ready: () => readyOnce,
    stop() {
      stopped = true;
      abort.abort();
    },
  };
}
