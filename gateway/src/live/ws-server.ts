import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  type ExecutionArgs,
  type GraphQLFormattedError,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { CloseCode, type Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import type { IncomingMessage } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { LiveEvent } from '#common/live-events';
import type { TokenVerifier } from '../auth/token-verifier';
import type { GatewayContext, Viewer } from '../context';
import { asParseFailure, asValidationFailure } from '../errors/document-errors';
import { GRAPHQL_LIMITS } from '../http/graphql-protections';
import { createLoaders } from '../loaders';
import type { RateLimit } from '../rate-limits';
import { type UpstreamClient, forRequest } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';
import type { LiveHub } from './live-hub';
import { createSharedReads } from '../features/live/per-event-memo';
import { SOCKET_LIMITS, createAddressCounter, socketAddressOf } from './socket-limits';
import { createSharedSubscribe } from './shared-subscribe';

export interface LiveSocketOptions {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  upstream: UpstreamClient;
  verifyToken: TokenVerifier;
  rateLimit: RateLimit;
  hub: LiveHub;
  trustedHops: number;
  log: FastifyBaseLogger;
  /** The HTTP path's error formatter: the socket's errors leave with the same fixed codes. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Counts sockets and subscriptions for /metrics. */
  gauges?: { sockets(delta: number): void; subscriptions(delta: number): void };
}

/** What one socket knows about its player, set by connection_init. */
interface SocketState {
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

// A type, not an interface: graphql-ws wants an indexable record.
type Extra = { socket: WebSocket; request: IncomingMessage };

const FORBIDDEN = CloseCode.Forbidden;
/** WebSocket's own "try again later" (RFC 6455 registry): the first close sent is the one seen. */
const TRY_AGAIN_LATER = 1013;
/**
 * Sessions ended by the backend close their sockets: a logout names its session (subjectId),
 * and only that session's sockets close; without one (all devices, a password reset, a ban, a
 * role change) every socket of the player does.
 */
const ENDS_SESSIONS = new Set(['sessions.ended', 'account.banned']);

const bearerOf = (params: Record<string, unknown> | undefined) => {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : undefined;
};

/**
 * When the token stops working (ms since the epoch) and the session it names; either is
 * undefined when the token does not say.
 */
function lifeOf(token: string): { expiresAt?: number; sessionId?: string } {
  try {
    const { exp, sid } = decodeJwt(token);
    const expiresAt = Number(exp) * 1000;
    return {
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : undefined,
      sessionId: typeof sid === 'string' ? sid : undefined,
    };
  } catch {
    // Not a JWT (JWT_VERIFY=off passes tokens on as they are): the upstream judges it.
    return {};
  }
}

const problem = (message: string, code: 'BAD_USER_INPUT' | 'RATE_LIMITED' = 'BAD_USER_INPUT') => [
  new GraphQLError(message, { extensions: { code } }),
];

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the gateway's own port at /graphql, as
 * Apollo's documentation sets them up, with the limits of SOCKET_LIMITS (decision 017).
 */
export function installLiveSockets(app: FastifyInstance, options: LiveSocketOptions) {
  const { log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const states = new WeakMap<WebSocket, SocketState>();
  const byUser = new Map<number, Set<WebSocket>>();
  const perAddress = createAddressCounter(SOCKET_LIMITS.socketsPerAddress);
  const subscriptionsPerAddress = createAddressCounter(SOCKET_LIMITS.subscriptionsPerAddress);
  const shared = createSharedReads(options.upstream, log);

  const stateOf = (socket: WebSocket) => states.get(socket) as SocketState;

  /**
   * A signature still valid can belong to a session the backend ended (a logout, all devices,
   * a password reset, a ban): the backend is asked once per socket, as a query would. Only its
   * refusal counts; an upstream that cannot answer leaves the reads to fail on their own.
   */
  async function sessionEnded(token: string): Promise<boolean> {
    try {
      await options.upstream.call('profile', { token, log });
      return false;
    } catch (error) {
      return error instanceof UpstreamError && error.status === 401;
    }
  }

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

  useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: options.schema,
      subscribe: createSharedSubscribe(),
      connectionInitWaitTimeout: SOCKET_LIMITS.initTimeoutMs,
      onConnect: async (ctx) => {
        const state = stateOf(ctx.extra.socket);
        let check;
        try {
          check = await options.verifyToken(bearerOf(ctx.connectionParams));
        } catch {
          // Keys that cannot be fetched are the upstream's failure, not the player's: "try
          // again later", which clients retry, never Forbidden, which ends their session.
          ctx.extra.socket.close(TRY_AGAIN_LATER, 'Try Again Later');
          return false;
        }
        if (check.kind === 'invalid') return false;
        if (check.kind === 'none') return true;
        const { expiresAt, sessionId } = lifeOf(check.token);
        state.token = check.token;
        state.viewer = check.viewer;
        state.sessionId = sessionId;
        // Gone while its token was checked: nothing to list (its close already ran).
        if (state.closed) return false;
        // Listed before the backend is asked: a session ended while it answers is still heard.
        if (check.viewer) {
          const sockets = byUser.get(check.viewer.userId) ?? new Set<WebSocket>();
          sockets.add(ctx.extra.socket);
          byUser.set(check.viewer.userId, sockets);
        }
        if (await sessionEnded(check.token)) return false;
        if (expiresAt !== undefined) {
          state.expiryTimer = setTimeout(
            () => ctx.extra.socket.close(FORBIDDEN, 'Forbidden'),
            Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1)),
          );
          state.expiryTimer.unref();
        }
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const state = stateOf(ctx.extra.socket);
        if (state.subscriptions >= SOCKET_LIMITS.subscriptionsPerSocket) {
          return problem(
            `At most ${SOCKET_LIMITS.subscriptionsPerSocket} subscriptions per connection.`,
          );
        }
        let document;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          const syntax = error instanceof GraphQLError ? error : new GraphQLError('Syntax Error.');
          return [asParseFailure(syntax)];
        }
        const errors = validate(options.schema, document, [
          ...specifiedRules,
          ...options.validationRules,
        ]);
        if (errors.length) return errors.map(asValidationFailure);
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return problem(
            'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.',
          );
        }
        if (!subscriptionsPerAddress.admit(state.address)) {
          return problem(
            `At most ${SOCKET_LIMITS.subscriptionsPerAddress} subscriptions per address; end one to start another.`,
            'RATE_LIMITED',
          );
        }
        state.subscriptions += 1;
        options.gauges?.subscriptions(1);
        armIdle(ctx.extra.socket);
        const upstream = forRequest(options.upstream, state.address);
        const contextValue: GatewayContext = {
          token: state.token,
          viewer: state.viewer,
          upstream,
          loaders: createLoaders(upstream, state.token, log),
          log,
          clientIp: state.address,
          rateLimit: options.rateLimit,
          live: { hub: options.hub, upstream: options.upstream, shared },
        };
        const args: ExecutionArgs = {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
        return args;
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? {
              ...result,
              errors: result.errors.map((error) => options.formatError(error.toJSON(), error)),
            }
          : result,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => options.formatError(error.toJSON(), error)) as never,
      onComplete: (ctx: Context<Record<string, unknown> | undefined, Extra>) => {
        const state = stateOf(ctx.extra.socket);
        // A closing socket's subscriptions were all counted out when it closed.
        if (state.closed || state.subscriptions === 0) return;
        state.subscriptions -= 1;
        subscriptionsPerAddress.release(state.address);
        options.gauges?.subscriptions(-1);
        armIdle(ctx.extra.socket);
      },
    },
    wss,
  );

  return {
    /** Ends every socket (going away) so a stop is not held by open subscriptions. */
    close: async () => {
      clearInterval(heartbeat);
      stopListening();
      for (const socket of wss.clients) socket.close(1001, 'Going away');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const socket of wss.clients) socket.terminate();
    },
  };
}
