import { type EventSourceMessage, createParser } from 'eventsource-parser';
import type { LiveEvent } from '#common/live-events';
import { gatewayHeaders } from './test-server';

/**
 * A consumer of the backend's event stream, as the gateway is: over HTTP, parsing the stream
 * with the same parser. It keeps every message, and a test waits for the one it expects.
 */
export interface StreamClient {
  status: number;
  contentType: string | null;
  messages: EventSourceMessage[];
  /** The events (not `ready` or `reset`), parsed. */
  events(): LiveEvent[];
  /** The first message, from the start, that `matches`; waits for it to arrive. */
  waitFor(matches: (message: EventSourceMessage) => boolean): Promise<EventSourceMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export interface StreamOptions {
  lastEventId?: string;
  /** Sent as ?after= instead of the header. */
  after?: string;
  headers?: Record<string, string>;
}

/** Connects as the gateway does, with its secret; `options.headers` may replace it. */
export async function connectEventStream(
  server: { baseUrl: string; config: { gatewaySharedSecret: string } },
  options: StreamOptions = {},
): Promise<StreamClient> {
  const url = new URL('/api/events', server.baseUrl);
  if (options.after !== undefined) url.searchParams.set('after', options.after);
  const headers: Record<string, string> = { ...gatewayHeaders(server.config), ...options.headers };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });

  const messages: EventSourceMessage[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent(message) {
      messages.push(message);
      for (const check of waiting) check();
    },
  });

  const read = async () => {
    if (!response.body || !response.headers.get('content-type')?.includes('event-stream')) {
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted by close().
    }
  };
  const ended = read();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    messages,
    events: () =>
      messages
        .filter((message) => message.event !== 'ready' && message.event !== 'reset')
        .map((message) => JSON.parse(message.data) as LiveEvent),
    waitFor: (matches) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (found) {
            waiting.delete(check);
            resolve(found);
          }
        };
        waiting.add(check);
        check();
        void ended.then(() => {
          if (waiting.delete(check)) reject(new Error('the stream ended first'));
        });
      }),
    ended,
    close: () => controller.abort(),
  };
}

/** A matcher for the event of `kind` (and, when given, about `subject`). */
export const eventOf =
  (kind: string, about: { tournamentId?: number; userId?: number } = {}) =>
  (message: EventSourceMessage) => {
    if (message.event !== kind) return false;
    const event = JSON.parse(message.data) as LiveEvent;
    return (
      (about.tournamentId === undefined || event.tournamentId === about.tournamentId) &&
      (about.userId === undefined || event.userId === about.userId)
    );
  };
