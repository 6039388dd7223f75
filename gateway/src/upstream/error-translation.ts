import { GraphQLError } from 'graphql';
import { type ErrorCode, GENERIC_MESSAGES, gatewayError, isErrorCode } from '../errors/error-model';
import { InvalidPathParam } from './route-table';
import { UpstreamError } from './upstream-error';

/*
 * What a failed upstream call becomes in GraphQL: one of the fixed codes of errors/error-model,
 * with the upstream's sentence only where a player may read it. Here beside UpstreamError, so
 * the error model below stays free of the upstream.
 */

/**
 * The statuses with a meaning of their own: the 4xx that say something about the player's
 * request, and the gateway-style 5xx that mean "down for now". Any other status (a redirect,
 * 405 and its kin, a 500) means the gateway and the upstream disagree or the upstream broke.
 */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'UPSTREAM_UNAVAILABLE',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'UPSTREAM_UNAVAILABLE',
  // A proxy in front of the upstream saying it is down or slow: "try again", like a timeout.
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UPSTREAM_UNAVAILABLE',
  504: 'UPSTREAM_UNAVAILABLE',
};

/** What a player is told when the upstream refused without a sentence of its own. */
const FALLBACK_OF_STATUS: Record<number, string> = {
  429: 'Too many attempts. Please try again later.',
};

/** The backend's refusals of an Idempotency-Key (decision 023), told apart by their code. */
const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
const KEY_IN_USE_RETRY_AFTER_SECONDS = '1';

export const isKeyRefusal = (error: UpstreamError) =>
  error.upstreamCode === KEY_IN_USE || error.upstreamCode === KEY_REUSED;

/**
 * The same key while its first request still runs: CONFLICT, answered with HTTP 409 and
 * Retry-After, so a client retries the same request (and key) as after a lost answer.
 */
function keyInUseError(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'CONFLICT',
      http: {
        status: 409,
        headers: new Map([['retry-after', KEY_IN_USE_RETRY_AFTER_SECONDS]]),
      },
    },
  });
}

/**
 * The GraphQL error for an upstream failure. A 4xx keeps the upstream's sentence when it gave
 * one (already stripped of anything internal); a 5xx, a redirect or a broken answer never
 * passes the upstream's text on, only the gateway's own.
 */
export function upstreamGraphQLError(error: UpstreamError): GraphQLError {
  if (error.failure === 'unreachable' || error.failure === 'timeout') {
    return gatewayError('UPSTREAM_UNAVAILABLE');
  }
  if (error.failure === 'bad_response') return gatewayError('UPSTREAM_ERROR');
  const status = error.status ?? 500;
  const code = CODE_OF_STATUS[status] ?? 'UPSTREAM_ERROR';
  const isRefusal = status >= 400 && status < 500;
  const message = isRefusal
    ? (error.upstreamMessage ?? FALLBACK_OF_STATUS[status] ?? GENERIC_MESSAGES[code])
    : GENERIC_MESSAGES[code];
  if (status === 409 && error.upstreamCode === KEY_IN_USE) return keyInUseError(message);
  return gatewayError(code, message);
}

/** Any error as one of the fixed codes; internals never reach the client. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof UpstreamError) return upstreamGraphQLError(error);
  // An id that would change the upstream path ("..", empty) is a bad argument, nothing more.
  if (error instanceof InvalidPathParam) return gatewayError('BAD_USER_INPUT');
  // By shape, not `instanceof`: a GraphQLError may come from another copy of graphql.
  if (error instanceof Error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (error instanceof GraphQLError && isErrorCode(code)) return error;
    if (isErrorCode(code)) return gatewayError(code, error.message);
  }
  return gatewayError('INTERNAL');
}
