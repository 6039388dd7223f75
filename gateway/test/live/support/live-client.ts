import { type FormattedExecutionResult, createClient } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { TestGateway } from '../../support/gateway-server';

/** A payload as the client receives it (data, and errors as JSON). */
export type Pushed<T> = FormattedExecutionResult<T, unknown>;

export interface Closed {
  code: number;
  reason: string;
}

export interface LiveSubscription<T> {
  /** The next payload the server pushes (waits for it); rejects once the subscription ended. */
  next(): Promise<Pushed<T>>;
  /**
   * Resolves when the server ends the subscription, with what the client was refused with (an
   * `error` message, or a result carrying errors alone); empty when it simply completed.
   */
  ended: Promise<readonly GraphQLFormattedError[]>;
}

export interface LiveSocket {
  /** Resolves once the server acknowledged connection_init. */
  connected: Promise<void>;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<Closed>;
  // Pushed payloads are checked field by field in each test.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  /** Closes the socket (normal closure) and waits for it to be closed. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The address the socket comes from, as a trusted proxy would forward it. */
  forwardedFor?: string;
}

/**
 * A player's (or visitor's) live socket as the web app opens it: a real graphql-ws client over
 * `ws`, the token in connection_init, connected at once and never retrying, so each close the
 * server decides is seen as it is.
 */
export function connect(
  gateway: TestGateway,
  token?: string,
  options: ConnectOptions = {},
): LiveSocket {
  const headers = options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : undefined;
  const client = createClient({
    url: `${gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: false,
    retryAttempts: 0,
    // A refused socket is the expected outcome of several tests, not a failure to print.
    onNonLazyError: () => undefined,
  });
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const closed = new Promise<Closed>((resolve) =>
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason: String(reason) });
    }),
  );

  function subscribe<T>(query: string, variables?: Record<string, unknown>) {
    const results: Pushed<T>[] = [];
    const waiting: {
      resolve(result: Pushed<T>): void;
      reject(error: Error): void;
    }[] = [];
    let finished: Error | undefined;
    let end: (errors: readonly GraphQLFormattedError[]) => void = () => undefined;
    const ended = new Promise<readonly GraphQLFormattedError[]>((resolve) => (end = resolve));
    const finish = (errors: readonly GraphQLFormattedError[], why: string) => {
      finished = new Error(`the subscription ended: ${why}`);
      for (const waiter of waiting.splice(0)) waiter.reject(finished);
      end(errors);
    };
    client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(result);
          else results.push(result);
        },
        error: (error) => {
          const errors = Array.isArray(error) ? (error as GraphQLFormattedError[]) : [];
          finish(errors, JSON.stringify(error));
        },
        complete: () => {
          const refused = results.flatMap((result) => (result.data ? [] : (result.errors ?? [])));
          finish(refused, 'completed');
        },
      },
    );
    return {
      next: () => {
        const result = results.shift();
        if (result) return Promise.resolve(result);
        if (finished) return Promise.reject(finished);
        return new Promise<Pushed<T>>((resolve, reject) => waiting.push({ resolve, reject }));
      },
      ended,
    };
  }

  return {
    connected,
    closed,
    subscribe,
    async close() {
      await client.dispose();
      await closed;
    },
  };
}

async function gaugeOf(gateway: TestGateway, name: string): Promise<number> {
  const metric = gateway.app.metrics.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values[0]?.value ?? 0;
}

/**
 * Waits until the gateway counts `count` live subscriptions. Once its hub is started (see
 * startLiveGateway), a subscription is counted in the same turn as it starts listening, so an
 * event sent after this wait reaches it.
 */
export async function untilSubscriptions(gateway: TestGateway, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      if ((await gaugeOf(gateway, 'graphql_subscriptions_active')) !== count) {
        throw new Error(`waiting for ${count} subscriptions`);
      }
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Waits until the gateway counts `count` open live sockets. */
export async function untilSockets(gateway: TestGateway, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      if ((await gaugeOf(gateway, 'graphql_ws_sockets_open')) !== count) {
        throw new Error(`waiting for ${count} sockets`);
      }
    },
    { timeout: 10_000, interval: 20 },
  );
}
