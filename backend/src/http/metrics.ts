import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { installHttpMetrics } from '#common/metrics/http-metrics';
import type { Db } from '../db/db';
import { poolUseOf } from '../db/pool-use';

/**
 * The backend's metrics: Node's defaults and its HTTP requests by route pattern (shared with
 * the gateway), plus how its database connections are used, read at each scrape.
 */
export function installBackendMetrics(app: FastifyInstance, db: Db): void {
  const register = installHttpMetrics(app);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (idle, in_use); PGlite is one connection.',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const use = poolUseOf(db);
      if (!use) return;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'in_use' }, use.inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries and transactions waiting for a free database connection.',
    registers: [register],
    collect() {
      this.set(poolUseOf(db)?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Database connections the pool may hold.',
    registers: [register],
    collect() {
      this.set(poolUseOf(db)?.max ?? 0);
    },
  });
}
