import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { createMetricsRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The program's metrics, served by main on the metrics listener (never the public port). */
    metrics: Registry;
  }
}

/** The route label of a request no route matched: a raw URL would let clients mint series. */
export const UNMATCHED_ROUTE = 'unmatched';

const LABELS = ['method', 'route', 'status_code'] as const;

/** The route's pattern (`/api/tourney/tournament/:tournId`), never the concrete path. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Gives the app a registry of its own (`app.metrics`) with Node's default metrics, and counts
 * and times every request by method, route pattern and status. Call it before any route is
 * registered so the hook covers them all (and the 404 handler). The method is bounded too: Node's
 * HTTP parser accepts only the methods it knows.
 */
export function installHttpMetrics(app: FastifyInstance): Registry {
  const register = createMetricsRegistry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: LABELS,
    registers: [register],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to having sent its answer.',
    labelNames: LABELS,
    registers: [register],
  });
  app.decorate('metrics', register);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  return register;
}
