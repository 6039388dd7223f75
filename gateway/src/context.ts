import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from './auth/token-verifier';
import type { LiveHub } from './live-feed/live-hub';
import { type Loaders, createLoaders } from './loaders';
import type { SharedReads } from './per-event-memo';
import type { RateLimit } from './rate-limits';
import { forRequest } from './upstream/request-upstream';
import type { UpstreamClient } from './upstream/upstream-client';

/** What every resolver receives; built once per request. */
export interface GatewayContext {
  /** The bearer token to forward, when the request carried a valid one. */
  token: string | undefined;
  viewer: Viewer | undefined;
  upstream: UpstreamClient;
  loaders: Loaders;
  log: FastifyBaseLogger;
  /** The client's address, for rate-limit keys. */
  clientIp: string;
  /** Counts an attempt of a rate-limited action; false once its limit is reached. */
  rateLimit: RateLimit;
  /** Subscriptions only: the live feed, and the client each pushed event's reads start from. */
  live?: { hub: LiveHub; upstream: UpstreamClient; shared: SharedReads };
}

/** Who is asking, as the transport (an HTTP request, a socket) has already established. */
export interface Caller {
  token: string | undefined;
  viewer: Viewer | undefined;
  clientIp: string;
  log: FastifyBaseLogger;
  /** The client's Idempotency-Key, passed on to the routes that take one. */
  idempotencyKey?: string;
  /** Spends the address's budget of the minute for each upstream call (decision 028). */
  spendAddressBudget?: () => Promise<boolean>;
}

/**
 * A new per-request client (its own call budget) and loaders over it (nothing cached): what a
 * request starts with, and what each pushed event of a subscription starts with again.
 */
export function freshReads(
  upstream: UpstreamClient,
  caller: Omit<Caller, 'viewer'>,
): Pick<GatewayContext, 'upstream' | 'loaders'> {
  const requestUpstream = forRequest(
    upstream,
    caller.clientIp,
    caller.idempotencyKey,
    caller.spendAddressBudget,
  );
  return {
    upstream: requestUpstream,
    loaders: createLoaders(requestUpstream, caller.token, caller.log),
  };
}

/** The one way a context is built, for an HTTP request and for a socket's subscription alike. */
export function buildContext(
  upstream: UpstreamClient,
  rateLimit: RateLimit,
  caller: Caller,
): GatewayContext {
  return {
    token: caller.token,
    viewer: caller.viewer,
    ...freshReads(upstream, caller),
    log: caller.log,
    clientIp: caller.clientIp,
    rateLimit,
  };
}
