import { ApolloLink, type FetchResult, Observable, type Operation } from '@apollo/client';
import type { Client, ClientOptions } from 'graphql-ws';
import { expireSession, onSessionChange, readToken } from '../session';
import {
  type ConnectionState,
  FORBIDDEN_CLOSE_CODE,
  IDLE_CONNECTION,
  RESTART_CLOSE_CODE,
  afterAcknowledged,
  afterClosed,
  afterConnecting,
} from './connection-state';
import { authorizationOf } from '../bearer-token';
import { retryDelayMs } from './retry-delay';
import { createWakeableWait } from './wakeable-wait';

/** How often the live screens ask again while the socket cannot carry their updates. */
export const LIVE_POLL_MS = 15_000;

/**
 * The socket's timings. The first four turn a silent socket into a failed attempt: one that
 * never opens (a proxy that swallows it), one the gateway never acknowledges, and one that
 * stops answering pings (a phone that changed networks keeps a dead socket "open" for minutes
 * otherwise).
 */
export const LIVE_TIMEOUTS = {
  openMs: 10_000,
  ackMs: 10_000,
  pingEveryMs: 20_000,
  pongMs: 5_000,
  /** How long a socket no screen listens on stays open, for the next page to use. */
  idleCloseMs: 3_000,
};

export interface LiveOptions {
  /** The wait before attempt `attempt` (0 first); tests shorten it. */
  retryDelay?: (attempt: number) => number;
  /** The polling interval of the live screens while the socket is blocked. */
  pollIntervalMs?: number;
}

/** The app's live socket as the rest of the app sees it. */
export interface LiveConnection {
  /** Carries subscriptions to the gateway (the Apollo client's split sends them here). */
  link: ApolloLink;
  pollIntervalMs: number;
  getState: () => ConnectionState;
  onStateChange: (listener: () => void) => () => void;
  /** Runs `listener` each time the socket is back after a loss (not on the first connection). */
  onReconnected: (listener: () => void) => () => void;
  /** Follows the session (a new token connects again) and the network; returns the stop. */
  start: () => () => void;
}

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

const closeCodeOf = (event: unknown): number => {
  const code = (event as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : 1006;
};

/** Where the browser has no WebSocket at all: subscriptions fail and the screens poll. */
function withoutWebSocket(pollIntervalMs: number): LiveConnection {
  const blocked: ConnectionState = { state: 'blocked', failures: 0 };
  return {
    link: new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('WebSocket is not available.'))),
    ),
    pollIntervalMs,
    getState: () => blocked,
    onStateChange: () => () => {},
    onReconnected: () => () => {},
    start: () => () => {},
  };
}

/** A link that hands each operation to the one `open()` gives once it is ready. */
function linkWhenReady(open: () => Promise<ApolloLink>): ApolloLink {
  return new ApolloLink(
    (operation: Operation) =>
      new Observable<FetchResult>((observer) => {
        let cancelled = false;
        let subscription: { unsubscribe: () => void } | undefined;
        open().then(
          (link) => {
            if (!cancelled) subscription = link.request(operation)?.subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/**
 * The graphql-ws client behind the app's subscriptions. It connects when a screen subscribes
 * and closes when none does (lazy); it sends the stored token in `connection_init`; it tries
 * again forever with a growing, jittered wait and resubscribes; and it reports where it stands
 * (see connection-state.ts), so screens can poll while it cannot connect.
 */
export function createLiveConnection(url: string, options: LiveOptions = {}): LiveConnection {
  const { retryDelay = retryDelayMs, pollIntervalMs = LIVE_POLL_MS } = options;
  if (typeof WebSocket === 'undefined') return withoutWebSocket(pollIntervalMs);

  let state = IDLE_CONNECTION;
  const stateChanged = listenerSet();
  const reconnected = listenerSet();
  const pause = createWakeableWait();
  let socket: WebSocket | null = null;
  let acknowledged = false;
  let sentToken: string | null = null;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: ConnectionState) => {
    if (next.state === state.state && next.failures === state.failures) return;
    state = next;
    stateChanged.emit();
  };

  let client: Client | undefined;
  const terminate = () => client?.terminate();
  const clientOptions: ClientOptions = {
    url,
    lazy: true,
    // Moving from one live page to the next keeps the socket rather than opening a new one.
    lazyCloseTimeout: LIVE_TIMEOUTS.idleCloseMs,
    retryAttempts: Infinity,
    // graphql-ws retries only close events by default; a socket that errors is retried too.
    shouldRetry: () => true,
    retryWait: (retries) => pause.wait(retryDelay(retries)),
    connectionAckWaitTimeout: LIVE_TIMEOUTS.ackMs,
    keepAlive: LIVE_TIMEOUTS.pingEveryMs,
    // Read at every connection, so a login or logout in between is what the gateway sees.
    connectionParams: () => {
      sentToken = readToken();
      return sentToken ? { authorization: authorizationOf(sentToken) } : undefined;
    },
    on: {
      connecting: () => {
        acknowledged = false;
        setState(afterConnecting(state));
        clearTimeout(openTimer);
        openTimer = setTimeout(terminate, LIVE_TIMEOUTS.openMs);
      },
      opened: (opened) => {
        clearTimeout(openTimer);
        socket = opened as WebSocket;
      },
      connected: (_socket, _payload, wasRetry) => {
        acknowledged = true;
        setState(afterAcknowledged());
        if (wasRetry) reconnected.emit();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(terminate, LIVE_TIMEOUTS.pongMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(openTimer);
        clearTimeout(pongTimer);
        socket = null;
        const code = closeCodeOf(event);
        setState(afterClosed(state, { code, acknowledged }));
        acknowledged = false;
        // The gateway no longer accepts the token: the session ends as for a refused query.
        if (code === FORBIDDEN_CLOSE_CODE && sentToken !== null) {
          sentToken = null;
          expireSession();
        }
      },
    },
  };
  let opened: Promise<ApolloLink> | undefined;
  const open = () => {
    opened ??= import('./socket-link').then(
      ({ openSocketLink }) => {
        const ready = openSocketLink(clientOptions);
        client = ready.client;
        return ready.link;
      },
      (error: unknown) => {
        // The code could not be fetched (offline, say): the next subscription asks again.
        opened = undefined;
        throw error;
      },
    );
    return opened;
  };

  /** A new token (login, logout): connect again with it, without waiting out a pause. */
  const followSession = () => {
    if (readToken() === sentToken) return;
    if (socket?.readyState === WebSocket.OPEN) socket.close(RESTART_CLOSE_CODE, 'Client Restart');
    pause.wake();
  };

  function start() {
    const stopSession = onSessionChange(followSession);
    // A phone that lost its network keeps a dead socket for a while; drop it and try once back.
    const onOffline = terminate;
    const onOnline = () => pause.wake();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      stopSession();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }

  return {
    link: linkWhenReady(open),
    pollIntervalMs,
    getState: () => state,
    onStateChange: stateChanged.add,
    onReconnected: reconnected.add,
    start,
  };
}
