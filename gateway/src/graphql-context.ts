import type { FastifyRequest } from 'fastify';
import type { TokenVerifier } from './auth/token-verifier';
import type { GatewayContext } from './context';
import { gatewayError, toGraphQLError } from './errors/error-model';
import { createLoaders } from './loaders';
import type { RateLimit } from './rate-limits';
import type { UpstreamClient } from './upstream/upstream-client';

/**
 * Builds each request's context. A token that fails verification ends the request with
 * UNAUTHENTICATED before any upstream call; the client drops it and asks again as a visitor.
 */
export function createContextBuilder(
  upstream: UpstreamClient,
  verifyToken: TokenVerifier,
  rateLimit: RateLimit,
) {
  return async (request: FastifyRequest): Promise<GatewayContext> => {
    let check;
    try {
      check = await verifyToken(request.headers.authorization);
    } catch (error) {
      throw toGraphQLError(error);
    }
    if (check.kind === 'invalid') {
      throw gatewayError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
    }
    const token = check.kind === 'valid' ? check.token : undefined;
    const viewer = check.kind === 'valid' ? check.viewer : undefined;
    return {
      token,
      viewer,
      upstream,
      loaders: createLoaders(upstream, token, request.log),
      log: request.log,
      clientIp: request.ip,
      rateLimit,
    };
  };
}
