import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type Cursor, compareCursors, formatCursor, parseCursor } from '../../db/event-cursor';
import type { EventsRepository } from './events-repository';
import { cursorOf, toLiveEvent } from './live-event-json';
import type { LiveListener } from './live-listener';

/**
 * One consumer of the event stream (text/event-stream, decision 016): resumed after the cursor
 * it sent, or started at the head with `ready` (no cursor) or `reset` (a cursor that is
 * malformed, older than what is kept, or from another database).
 */
export interface StreamStart {
  cursor: Cursor;
  opening?: 'ready' | 'reset';
  /** Events a consumer started at the head is not sent: committed before it came (as "xid.id"). */
  before?: ReadonlySet<string>;
}

export interface EventStreamDeps {
  events: EventsRepository;
  listener: LiveListener;
  log: FastifyBaseLogger;
  /** A comment this often keeps proxies from closing a quiet stream. */
  pingMs?: number;
}

export interface OpenStream {
  /** Ends the stream; the consumer reconnects (to another copy) with its last id. */
  end(): void;
  closed: Promise<void>;
}

const BATCH = 500;
/** Transactions in flight at once are few; more committed-but-unsettled events than this are sent. */
const BEFORE_LIMIT = 1000;
/**
 * Events that wait for an older transaction (of any database on the server) are looked at again
 * this soon, then less often while they wait; not only at the next notification or poll.
 */
const WAITING_RETRY_MS = { first: 25, max: 1000 };
const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => res.once('drain', () => resolve()));

const frame = (event: string, id: string, data: string) =>
  `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;

export async function streamStart(
  events: EventsRepository,
  lastEventId: string | undefined,
): Promise<StreamStart> {
  const head = await events.head();
  const atHead = async (opening: 'ready' | 'reset'): Promise<StreamStart> => {
    // The head is the newest settled event; those after it that are already committed (their
    // transaction ended while an older one, perhaps of another database, still runs) came
    // before this consumer too.
    const committed = await events.committedAfter(head, BEFORE_LIMIT);
    return { cursor: head, opening, before: new Set(committed.map(formatCursor)) };
  };
  if (!lastEventId) return atHead('ready');
  const cursor = parseCursor(lastEventId);
  if (!cursor) return atHead('reset');
  const tooOld = compareCursors(cursor, await events.prunedUpTo()) < 0;
  // The head never moves back: a cursor past it was handed out by another database.
  const unknown = compareCursors(cursor, head) > 0;
  return tooOld || unknown ? atHead('reset') : { cursor };
}

export function openEventStream(
  res: ServerResponse,
  start: StreamStart,
  { events, listener, log, pingMs = 15_000 }: EventStreamDeps,
): OpenStream {
  let cursor = start.cursor;
  let closed = false;
  let pumping = false;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = WAITING_RETRY_MS.first;
  const closedOnce = new Promise<void>((resolve) => res.once('close', () => resolve()));
  // A consumer gone mid-write is a close, handled below, not a crash.
  res.on('error', () => undefined);
  const send = (text: string) => {
    if (!closed && !res.writableEnded) res.write(text);
  };

  res.writeHead(200, HEADERS);
  send(start.opening ? frame(start.opening, formatCursor(cursor), '{}') : ': resumed\n\n');

  /** Sends what was settled since the cursor; a wake meanwhile makes it look once more. */
  async function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        let batch;
        do {
          batch = await events.after(cursor, BATCH);
          for (const row of batch) {
            if (closed) return;
            const event = toLiveEvent(row);
            if (!start.before?.has(event.cursor)) {
              send(frame(event.kind, event.cursor, JSON.stringify(event)));
            }
            cursor = cursorOf(row);
          }
          if (res.writableNeedDrain) await Promise.race([drained(res), closedOnce]);
        } while (batch.length === BATCH && !closed);
      } while (again && !closed);
      if (!closed && (await events.waitingAfter(cursor))) {
        clearTimeout(retry);
        retry = setTimeout(() => void pump(), retryMs);
        retryMs = Math.min(WAITING_RETRY_MS.max, retryMs * 2);
      } else {
        retryMs = WAITING_RETRY_MS.first;
      }
    } catch (error) {
      // The next wake (a notification or the poll) tries again from the same cursor.
      if (!closed) log.warn({ err: error }, 'event stream read failed');
    } finally {
      pumping = false;
    }
  }

  const ping = setInterval(() => send(': ping\n\n'), pingMs);
  const unsubscribe = listener.subscribe(() => void pump());
  const stop = () => {
    closed = true;
    clearInterval(ping);
    clearTimeout(retry);
    unsubscribe();
  };
  void closedOnce.then(stop);
  void pump();
  return {
    end() {
      stop();
      res.end();
    },
    closed: closedOnce,
  };
}
