import type { FastifyInstance } from 'fastify';
import { CloseCode } from 'graphql-ws';
import { type WebSocket, WebSocketServer } from 'ws';
import type { LiveEvent } from '#common/live-events';
import type { Viewer } from '../auth/token-verifier';
import type { LiveHub } from '../live-feed/live-hub';
import { SOCKET_LIMITS, createAddressCounter, socketAddressOf } from './socket-limits';

/** What one socket knows about its player, set by connection_init. */
export interface SocketState {
  address: string;
  token?: string;
  viewer?: Viewer;
  /** The backend session the token names (`sid`): a logout of that session closes the socket. */
  sessionId?: string;
  subscriptions: number;
  idleTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;
  alive: boolean;
  closed: boolean;
}

/** Counts sockets and subscriptions for /metrics. */
export interface SocketGauges {
  sockets(delta: number): void;
  subscriptions(delta: number): void;
}

export interface SocketRegistryOptions {
  hub: LiveHub;
  trustedHops: number;
  gauges?: SocketGauges;
}

export const FORBIDDEN = CloseCode.Forbidden;

/**
 * Sessions ended by the backend close their sockets: a logout names its session (subjectId),
 * and only that session's sockets close; without one (all devices, a password reset, a ban, a
 * role change) every socket of the player does.
 */
const ENDS_SESSIONS = new Set(['sessions.ended', 'account.banned']);

/** The longest delay setTimeout keeps; a later expiry would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Every open socket of the gateway's /graphql and what is known of it: the per-address limits
 * at upgrade, the heartbeat that drops sockets gone silent, the idle and expiry timers, the
 * player each belongs to (so a session the backend ends closes its sockets) and the count of
 * subscriptions each holds.
 */
export function createSocketRegistry(app: FastifyInstance, options: SocketRegistryOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const states = new WeakMap<WebSocket, SocketState>();
  const byUser = new Map<number, Set<WebSocket>>();
  const perAddress = createAddressCounter(SOCKET_LIMITS.socketsPerAddress);
  const subscriptionsPerAddress = createAddressCounter(SOCKET_LIMITS.subscriptionsPerAddress);

  const stateOf = (socket: WebSocket) => states.get(socket) as SocketState;

  function armIdle(socket: WebSocket) {
    const state = stateOf(socket);
    clearTimeout(state.idleTimer);
    if (state.subscriptions > 0) return;
    state.idleTimer = setTimeout(() => socket.close(1000, 'Idle'), SOCKET_LIMITS.idleMs);
    state.idleTimer.unref();
  }

  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://gateway');
    if (pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    const address = socketAddressOf(request, options.trustedHops);
    if (!perAddress.admit(address)) {
      socket.end(
        'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      states.set(ws, { address, subscriptions: 0, alive: true, closed: false });
      options.gauges?.sockets(1);
      ws.on('pong', () => (stateOf(ws).alive = true));
      ws.once('close', () => {
        const state = stateOf(ws);
        state.closed = true;
        perAddress.release(address);
        subscriptionsPerAddress.release(address, state.subscriptions);
        clearTimeout(state.idleTimer);
        clearTimeout(state.expiryTimer);
        if (state.viewer) byUser.get(state.viewer.userId)?.delete(ws);
        options.gauges?.sockets(-1);
        options.gauges?.subscriptions(-state.subscriptions);
      });
      armIdle(ws);
      wss.emit('connection', ws, request);
    });
  });

  // A socket that did not answer the last ping is gone (a phone that lost its network).
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      const state = stateOf(socket);
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, SOCKET_LIMITS.heartbeatMs);
  heartbeat.unref();

  const stopListening = options.hub.listen((event: LiveEvent) => {
    if (!ENDS_SESSIONS.has(event.kind) || event.userId === null) return;
    const session = event.kind === 'sessions.ended' ? event.subjectId : null;
    for (const socket of byUser.get(event.userId) ?? []) {
      if (session && stateOf(socket).sessionId !== session) continue;
      socket.close(FORBIDDEN, 'Forbidden');
    }
  });

  return {
    wss,
    stateOf,

    /** Lists the socket under its player, so an end of their session is heard. */
    listUnder(socket: WebSocket, viewer: Viewer) {
      const sockets = byUser.get(viewer.userId) ?? new Set<WebSocket>();
      sockets.add(socket);
      byUser.set(viewer.userId, sockets);
    },

    /** Closes the socket when its token stops working (ms since the epoch). */
    closeAt(socket: WebSocket, expiresAt: number) {
      const state = stateOf(socket);
      state.expiryTimer = setTimeout(
        () => socket.close(FORBIDDEN, 'Forbidden'),
        Math.max(0, Math.min(expiresAt - Date.now(), MAX_TIMER_MS)),
      );
      state.expiryTimer.unref();
    },

    /** Counts a subscription in; false (not counted) when its address is at its limit. */
    admitSubscription(socket: WebSocket): boolean {
      const state = stateOf(socket);
      if (!subscriptionsPerAddress.admit(state.address)) return false;
      state.subscriptions += 1;
      options.gauges?.subscriptions(1);
      armIdle(socket);
      return true;
    },

    /** Counts a finished subscription out. */
    releaseSubscription(socket: WebSocket) {
      const state = stateOf(socket);
      // A closing socket's subscriptions were all counted out when it closed.
      if (state.closed || state.subscriptions === 0) return;
      state.subscriptions -= 1;
      subscriptionsPerAddress.release(state.address);
      options.gauges?.subscriptions(-1);
      armIdle(socket);
    },

    /** Ends every socket (going away) so a stop is not held by open subscriptions. */
    async close() {
      clearInterval(heartbeat);
      stopListening();
      for (const socket of wss.clients) socket.close(1001, 'Going away');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const socket of wss.clients) socket.terminate();
    },
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
