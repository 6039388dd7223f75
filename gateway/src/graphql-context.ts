import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { TokenVerifier } from './auth/token-verifier';
import { type GatewayContext, buildContext } from './context';
import { gatewayError } from './errors/error-model';
import type { RateLimit } from './rate-limits';
import { toGraphQLError } from './upstream/error-translation';
import type { StartupGate } from './upstream/startup-gate';
import type { UpstreamClient } from './upstream/upstream-client';

/** A money mutation's key, passed on to its upstream call (decision 023). */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** HTTP statuses of a request refused before any resolver ran (Apollo's default is 500). */
const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  STARTING_UP: 503,
  UPSTREAM_UNAVAILABLE: 503,
  UPSTREAM_ERROR: 502,
};

/** Seconds a client waiting for a start should let pass before asking again. */
const STARTING_UP_RETRY_AFTER_SECONDS = 2;

const withStatus = (error: GraphQLError) => {
  const code = String(error.extensions.code);
  const headers =
    code === 'STARTING_UP'
      ? new Map([['retry-after', String(STARTING_UP_RETRY_AFTER_SECONDS)]])
      : undefined;
  return new GraphQLError(error.message, {
    extensions: {
      ...error.extensions,
      http: { status: STATUS_OF_CODE[code] ?? 500, ...(headers ? { headers } : {}) },
    },
  });
};

/**
 * Builds each request's context. A token that fails verification ends the request with
 * UNAUTHENTICATED before any upstream call; the client drops it and asks again as a visitor.
 */
export function createContextBuilder(
  upstream: UpstreamClient,
  verifyToken: TokenVerifier,
  rateLimit: RateLimit,
  startup: { gate: StartupGate | undefined; waitMs: number },
) {
  // Only what a context needs from the request: the server render builds a visitor's as well.
  return async (
    request: Pick<FastifyRequest, 'headers' | 'ip' | 'log'>,
  ): Promise<GatewayContext> => {
    // Before the upstream's first answer (a first start), wait for it up to the bound.
    if (startup.gate && !(await startup.gate.waitUntilReady(startup.waitMs))) {
      throw withStatus(gatewayError('STARTING_UP'));
    }
    let check;
    try {
      check = await verifyToken(request.headers.authorization);
    } catch (error) {
      // The keys could not be fetched: the upstream's failure (503/502), not the player's.
      throw withStatus(toGraphQLError(error));
    }
    if (check.kind === 'invalid') {
      throw withStatus(
        gatewayError('UNAUTHENTICATED', 'Your session has expired. Please log in again.'),
      );
    }
    const token = check.kind === 'valid' ? check.token : undefined;
    const viewer = check.kind === 'valid' ? check.viewer : undefined;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    return buildContext(upstream, rateLimit, {
      token,
      viewer,
      clientIp: request.ip,
      log: request.log,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      // A visitor's calls spend its address's budget of the minute (decision 028).
      spendAddressBudget: token ? undefined : () => rateLimit('anonymousUpstream', request.ip),
    });
  };
}
