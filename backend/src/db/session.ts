import type { Db } from './db';

/**
 * Work that needs one server session for its whole length, not a connection per transaction:
 * Kysely's migrator takes a session advisory lock, then migrates in a transaction, then unlocks.
 * Behind a transaction-pooling PgBouncer those three statements may land on three server
 * connections (the unlock misses, the lock stays held), so such work gets a connection of its
 * own on the direct URL (decision 054).
 */
export type OpenSession = () => Promise<Db>;

/** Kept beside the Db, as its LISTEN and pool use are. */
const sessions = new WeakMap<Db, OpenSession>();

export function watchSession(db: Db, open: OpenSession): Db {
  sessions.set(db, open);
  return db;
}

/**
 * Runs `work` on a Db of one session of the database `db` is on, closed afterwards; on `db`
 * itself when that is already direct (no pooler between, or embedded PGlite).
 */
export async function withSession<T>(db: Db, work: (session: Db) => Promise<T>): Promise<T> {
  const open = sessions.get(db);
  if (!open) return work(db);
  const session = await open();
  try {
    return await work(session);
  } finally {
    await session.destroy();
  }
}
