import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/db';

/**
 * Each new session deletes at most this many expired ones. Every session is inserted once and
 * expires once, so expired rows cannot pile up while players log in, and no timer or sweep is
 * needed; a login pays a small indexed delete.
 */
export const EXPIRED_SESSIONS_PRUNED_PER_LOGIN = 20;

/**
 * Reads and writes of the sessions table (decision 025). Pass a transaction as `db` to write
 * inside it. A session's id is a random UUID (122 random bits): a token names it, nobody can
 * guess another's.
 */
export function createSessionsRepository(db: Db) {
  return {
    /** Opens a session that lasts until `expiresAt`; answers its id. */
    async start(userId: number, expiresAt: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, expires_at: expiresAt })
        .execute();
      return id;
    },

    /** Ends one open session of the user (logout on one device). */
    async end(userId: number, sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /** Ends every open session of the user (all devices, a password reset, a ban). */
    async endAll(userId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /**
     * Deletes up to `limit` expired sessions, oldest expiry first. Rows another transaction is
     * deleting are skipped, so concurrent logins never wait on each other here.
     */
    async pruneExpired(limit = EXPIRED_SESSIONS_PRUNED_PER_LOGIN): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('sessions')
            .select('id')
            .where('expires_at', '<', sql<Date>`now()`)
            .orderBy('expires_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
