import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { pgServerListen, pgliteListen, watchListen } from './listen';
import { countingConnections, pgPoolUse, watchPoolUse } from './pool-use';
import { watchSession } from './session';
import type { Db } from './db';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * The same database without a transaction-pooling PgBouncer between (decision 054), for
   * LISTEN and the migrations' session lock; `databaseUrl` when absent.
   */
  directUrl?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  poolSize?: number;
  /** A PGlite data folder dumped earlier (tests start from a migrated copy instead of initdb). */
  pgliteSnapshot?: Blob;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;
/** A calendar date (a birthday) stays the `YYYY-MM-DD` text it is, not a moment in some zone. */
const asWritten = (value: string) => value;

/** Counts and paise are bigint in SQL; as JS numbers they stay exact up to 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return asWritten;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** Each embedded database's PGlite, for a backup taken in the process that has it open. */
const embedded = new WeakMap<Db, PGlite>();

/** The PGlite under a database opened by openDatabase; undefined on a PostgreSQL server. */
export const embeddedPgliteOf = (db: Db): PGlite | undefined => embedded.get(db);

function serverPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle connection dropped by the server (restart, failover, a forced drop) is discarded
  // by the pool, which connects anew for the next query; unheard, the event would crash us.
  pool.on('error', () => undefined);
  // A connection cut while a request holds it (a server restart mid-transaction) fails that
  // request's queries, and also emits 'error' on the client, which the pool listens for only
  // while the client is idle: unheard, it would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = serverPool(options.databaseUrl, max);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const directUrl = options.directUrl || options.databaseUrl;
    watchListen(db, pgServerListen(directUrl));
    if (directUrl !== options.databaseUrl) {
      watchSession(
        db,
        async () =>
          new Kysely<Database>({
            dialect: new PostgresDialect({ pool: serverPool(directUrl, 1) }),
          }),
      );
    }
    return watchPoolUse(db, () => pgPoolUse(pool, max));
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [NUMERIC_OID]: (value: string) => Number(value), [DATE_OID]: asWritten },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const { dialect, use } = countingConnections(new PGliteDialect(pglite), 1);
  const db = new Kysely<Database>({ dialect });
  watchListen(db, pgliteListen(pglite, db));
  embedded.set(db, pglite);
  return watchPoolUse(db, use);
}
