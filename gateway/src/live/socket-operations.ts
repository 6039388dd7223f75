import type { FastifyBaseLogger } from 'fastify';
import {
  type ExecutionArgs,
  type GraphQLFormattedError,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  type ValidationRule,
} from 'graphql';
import type { Context, SubscribeMessage } from 'graphql-ws';
import { decodeJwt } from 'jose';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { TokenVerifier } from '../auth/token-verifier';
import { type GatewayContext, buildContext } from '../context';
import type { LiveHub } from '../live-feed/live-hub';
import { createSharedReads } from '../per-event-memo';
import type { RateLimit } from '../rate-limits';
import type { UpstreamClient } from '../upstream/upstream-client';
import { createDocumentCheck } from './checked-documents';
import type { SessionAnswerStore } from './session-answers';
import { createSessionChecks } from './session-checks';
import { SOCKET_LIMITS } from './socket-limits';
import type { SocketRegistry } from './socket-registry';

export interface SocketOperationOptions {
  schema: GraphQLSchema;
  validationRules: ValidationRule[];
  upstream: UpstreamClient;
  verifyToken: TokenVerifier;
  rateLimit: RateLimit;
  hub: LiveHub;
  log: FastifyBaseLogger;
  /** Session answers shared with the other copies (Redis), when there are others. */
  sessionAnswers?: SessionAnswerStore;
  /** The HTTP path's error formatter: the socket's errors leave with the same fixed codes. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

// A type, not an interface: graphql-ws wants an indexable record.
export type Extra = { socket: WebSocket; request: IncomingMessage };
type SocketContext = Context<Record<string, unknown> | undefined, Extra>;

/** WebSocket's own "try again later" (RFC 6455 registry): the first close sent is the one seen. */
const TRY_AGAIN_LATER = 1013;

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
 * What a socket's messages do (graphql-ws's hooks): connection_init checks the token as HTTP
 * does, subscribe checks the document and the limits and builds the subscription's context
 * with the same builder as an HTTP request, and every error leaves with the fixed codes.
 */
export function createSocketOperations(options: SocketOperationOptions, registry: SocketRegistry) {
  const { log } = options;
  const shared = createSharedReads(options.upstream, log, options.hub);

  // A signature still valid can belong to a session the backend ended: asked once per token and
  // remembered for a bounded time (session-checks.ts, decision 053), not once per socket.
  const sessions = createSessionChecks({
    upstream: options.upstream,
    hub: options.hub,
    log,
    shared: options.sessionAnswers,
  });
  const checkDocument = createDocumentCheck(options.schema, options.validationRules);

  async function onConnect(ctx: SocketContext) {
    const socket = ctx.extra.socket;
    const state = registry.stateOf(socket);
    let check;
    try {
      check = await options.verifyToken(bearerOf(ctx.connectionParams));
    } catch {
      // Keys that cannot be fetched are the upstream's failure, not the player's: "try
      // again later", which clients retry, never Forbidden, which ends their session.
      socket.close(TRY_AGAIN_LATER, 'Try Again Later');
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
    if (check.viewer) registry.listUnder(socket, check.viewer);
    const ended = await sessions.ended({
      token: check.token,
      viewer: check.viewer,
      sessionId,
      expiresAt,
    });
    if (ended) return false;
    if (expiresAt !== undefined) registry.closeAt(socket, expiresAt);
    return true;
  }

  function onSubscribe(ctx: SocketContext, _id: string, payload: SubscribeMessage['payload']) {
    const socket = ctx.extra.socket;
    const state = registry.stateOf(socket);
    if (state.subscriptions >= SOCKET_LIMITS.subscriptionsPerSocket) {
      return problem(
        `At most ${SOCKET_LIMITS.subscriptionsPerSocket} subscriptions per connection.`,
      );
    }
    const document = checkDocument(payload.query);
    if (Array.isArray(document)) return document;
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation !== 'subscription') {
      return problem(
        'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.',
      );
    }
    if (!registry.admitSubscription(socket)) {
      return problem(
        `At most ${SOCKET_LIMITS.subscriptionsPerAddress} subscriptions per address; end one to start another.`,
        'RATE_LIMITED',
      );
    }
    const contextValue: GatewayContext = {
      ...buildContext(options.upstream, options.rateLimit, {
        token: state.token,
        viewer: state.viewer,
        clientIp: state.address,
        log,
      }),
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
  }

  return { onConnect, onSubscribe, close: sessions.close };
}
