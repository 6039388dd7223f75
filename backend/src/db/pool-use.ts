import type { Dialect, Driver } from 'kysely';
import type pg from 'pg';
import type { Db } from './db';

/** What the database's connections are doing right now, read by the metrics (decision 014). */
export interface PoolUse {
  /** Connections the pool may hold; PGlite is one connection, handed out in turn. */
  max: number;
  inUse: number;
  idle: number;
  /** Queries and transactions waiting for a connection: the pool is the bottleneck. */
  waiting: number;
}

/** Kept beside the Db rather than in it, so the Db type (used everywhere) stays Kysely's. */
const poolUses = new WeakMap<Db, () => PoolUse>();

export function watchPoolUse(db: Db, use: () => PoolUse): Db {
  poolUses.set(db, use);
  return db;
}

/** How the connections of a database opened by openDatabase are used; undefined for others. */
export const poolUseOf = (db: Db): PoolUse | undefined => poolUses.get(db)?.();

export const pgPoolUse = (pool: pg.Pool, max: number): PoolUse => ({
  max,
  inUse: pool.totalCount - pool.idleCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/**
 * A dialect whose driver counts connections held and acquisitions waiting. PGlite's dialect
 * queues every query behind the one connection but says nothing about that queue.
 */
export function countingConnections(
  dialect: Dialect,
  max: number,
): { dialect: Dialect; use: () => PoolUse } {
  const counts = { inUse: 0, waiting: 0 };
  const countingDriver = (driver: Driver): Driver => ({
    init: () => driver.init(),
    async acquireConnection() {
      counts.waiting += 1;
      const connection = await driver.acquireConnection().finally(() => {
        counts.waiting -= 1;
      });
      counts.inUse += 1;
      return connection;
    },
    async releaseConnection(connection) {
      counts.inUse -= 1;
      await driver.releaseConnection(connection);
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    // Absent stays absent: Kysely refuses savepoints on a driver without them.
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    destroy: () => driver.destroy(),
  });
  return {
    dialect: {
      createDriver: () => countingDriver(dialect.createDriver()),
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    use: () => ({ max, ...counts, idle: max - counts.inUse }),
  };
}
