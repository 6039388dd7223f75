import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/db';
import { migrateToLatest } from '../../src/db/migrate';
import { readPgliteSnapshot } from './pglite-snapshot';

/**
 * Each test file gets a database of its own: a fresh database on the PostgreSQL server when
 * DATABASE_URL is set, an in-memory PGlite otherwise. With DATABASE_DIRECT_URL beside it (CI's
 * run through PgBouncer), the database's queries go through DATABASE_URL's pooler and its
 * LISTEN and migrations straight to the server, as the backend's do (decision 054). Isolation is
 * by database, never by session state such as search_path, which a transaction pooler loses.
 */
export interface TestDatabase {
  db: Db;
  kind: 'postgresql' | 'pglite';
  /** The server URL of this file's own database (PostgreSQL only). */
  url?: string;
  /** The same database without the pooler (`url` when no pooler is configured). */
  directUrl?: string;
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
  const directServerUrl = process.env.DATABASE_DIRECT_URL || serverUrl;
  const name = `ccl_test_${randomBytes(6).toString('hex')}`;
  // Created and dropped on the server itself: the pooler learns of new databases by name.
  const admin = new pg.Client({ connectionString: directServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const directUrl = withDatabase(directServerUrl, name);
  const db = await openDatabase({ databaseUrl: url, directUrl, poolSize: options.poolSize ?? 20 });
  await migrateToLatest(db);
  return {
    db,
    kind: 'postgresql',
    url,
    directUrl,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: directServerUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
