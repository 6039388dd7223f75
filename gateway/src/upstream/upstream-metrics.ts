import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Pool } from 'undici';
import type { RouteName } from './route-table';
import type { UpstreamFailure } from './upstream-error';

/**
 * How an upstream attempt ended: `ok` (2xx), `http_4xx`/`http_5xx` (the status class), or the
 * client's own failure names (`timeout`, `unreachable`, `bad_response`, see UpstreamFailure);
 * `invalid_request` for a request the client itself refused to send (a bug).
 */
export function upstreamOutcome(
  status: number | undefined,
  failure: UpstreamFailure | undefined,
): string {
  if (failure === 'status' && status !== undefined) return `http_${Math.floor(status / 100)}xx`;
  if (failure) return failure;
  return status === undefined ? 'invalid_request' : 'ok';
}

export interface UpstreamMetrics {
  /** One attempt: a retried read counts each attempt, as the log has a line for each. */
  observe(route: RouteName, outcome: string, seconds: number): void;
  /** The pool whose connections and queue are read at each scrape. */
  watchPool(pool: Pool): void;
}

/**
 * Upstream calls by the route table's name (`tournament`, never the concrete path, so the label
 * set is the table's) and outcome, their durations, and the undici pool's use.
 */
export function createUpstreamMetrics(register: Registry): UpstreamMetrics {
  const calls = new Counter({
    name: 'upstream_requests_total',
    help: 'Attempts at upstream calls, by route name and outcome.',
    labelNames: ['route', 'outcome'],
    registers: [register],
  });
  const durations = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time an upstream attempt took until its answer was read (a stream: until its headers).',
    labelNames: ['route'],
    registers: [register],
  });
  let pool: Pool | undefined;
  new Gauge({
    name: 'upstream_pool_connections',
    help: 'Open keep-alive connections to the upstream, by state (free, busy).',
    labelNames: ['state'],
    registers: [register],
    collect() {
      if (!pool) return;
      const { connected, free } = pool.stats;
      this.set({ state: 'free' }, free);
      this.set({ state: 'busy' }, connected - free);
    },
  });
  new Gauge({
    name: 'upstream_pool_requests',
    help:
      'Upstream requests by state, as undici counts them: running (sent, awaiting the answer), ' +
      'pending (not yet sent, queued included) and queued (waiting for a free connection).',
    labelNames: ['state'],
    registers: [register],
    collect() {
      if (!pool) return;
      const { running, pending, queued } = pool.stats;
      this.set({ state: 'running' }, running);
      this.set({ state: 'pending' }, pending);
      this.set({ state: 'queued' }, queued);
    },
  });
  return {
    observe(route, outcome, seconds) {
      calls.inc({ route, outcome });
      durations.observe({ route }, seconds);
    },
    watchPool(watched) {
      pool = watched;
    },
  };
}
