import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/db';
import { migrateToLatest } from '../../src/db/migrate';
import { readPgliteSnapshot } from './pglite-snapshot';

/**
 * Each test file gets a database of its own: a fresh database on the PostgreSQL server when
 * DATABASE_URL is set, an in-memory PGlite otherwise.
 */
export interface TestDatabase {
  db: Db;
  kind: 'postgresql' | 'pglite';
  /** The server URL of this file's own database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTestDatabase(
  options: { poolSize?: number; embedded?: boolean } = {},
): Promise<TestDatabase> {
  // `embedded`: PGlite whatever the run's database, for what only the embedded one does.
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) {
    // A copy of the run's migrated snapshot when the project made one; initdb otherwise.
    const snapshotPath = inject('pgliteSnapshotPath');
    const db = await openDatabase({
      pgliteDataDir: 'memory://',
      ...(snapshotPath ? { pgliteSnapshot: await readPgliteSnapshot(snapshotPath) } : {}),
    });
    await migrateToLatest(db);
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `ccl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 20 });
  await migrateToLatest(db);
  return {
    db,
    kind: 'postgresql',
    url,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
