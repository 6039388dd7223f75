import type { FastifyBaseLogger } from 'fastify';
import type { SharedReads } from './features/live/per-event-memo';
import type { LiveHub } from './live/live-hub';
import type { Loaders } from './loaders';
import type { RateLimit } from './rate-limits';
import type { UpstreamClient } from './upstream/upstream-client';

/** Who is calling, as their verified token says. */
export interface Viewer {
  userId: number;
  role: 'player' | 'admin';
}

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
