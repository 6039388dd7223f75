import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * A program's own metrics registry, holding Node's default metrics (event-loop lag, heap, GC,
 * CPU, open handles). Not prom-client's global registry: a metric name registers once per
 * registry, and tests build several apps in one process.
 */
export function createMetricsRegistry(): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register });
  return register;
}
