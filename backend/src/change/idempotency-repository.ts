import { sql } from 'kysely';
import type { Db, Trx } from '../db/db';

/** How long a key answers for its request (Stripe's 24 hours). */
export const KEY_LIFETIME_HOURS = 24;

/** Seeds the key's hash so its advisory locks stay apart from the app's fixed lock keys. */
const LOCK_SEED = 0x63_63_6c_17; // "ccl", idempotency

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  /** The JSON text first sent. */
  body: string;
}

export interface KeyRow extends StoredAnswer {
  userId: number;
  key: string;
}

const expired = sql<boolean>`created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;

const columns = (row: KeyRow) => ({
  user_id: row.userId,
  key: row.key,
  fingerprint: row.fingerprint,
  response_status: row.status,
  response_body: row.body,
});

export function createIdempotencyRepository(db: Db) {
  const find = async (executor: Db | Trx, userId: number, key: string) => {
    const row = await executor
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response_status', 'response_body'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where(sql<boolean>`not (${expired})`)
      .executeTakeFirst();
    return row
      ? { fingerprint: row.fingerprint, status: row.response_status, body: row.response_body }
      : undefined;
  };

  /** In the change's transaction, which holds the key's lock: no other row can be there. */
  const insert = (trx: Trx, row: KeyRow) =>
    trx.insertInto('idempotency_keys').values(columns(row)).execute();

  /** Forgets the player's key once it is older than its lifetime, so it can be used anew. */
  const forgetExpired = (trx: Trx, userId: number, key: string) =>
    trx
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where(expired)
      .execute();

  return {
    /** The answer stored for the player's key, unless there is none or it expired. */
    find: (userId: number, key: string): Promise<StoredAnswer | undefined> => find(db, userId, key),
    findIn: find,

    /**
     * Held until the transaction ends; false while another transaction (of any backend copy on
     * this database) holds the same player's key. Never waits.
     */
    async tryLock(trx: Trx, userId: number, key: string): Promise<boolean> {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(
          hashtextextended(${`${userId}:${key}`}, ${LOCK_SEED})
        ) as locked`.execute(trx);
      return rows[0]?.locked === true;
    },

    forgetExpired,
    insert,

    /**
     * Stores an answer given outside a change's transaction (a refusal that changed nothing):
     * when a request with the same key got its answer stored meanwhile, that one stays.
     */
    storeAfterwards: (row: KeyRow) =>
      db.transaction().execute(async (trx) => {
        await forgetExpired(trx, row.userId, row.key);
        await trx
          .insertInto('idempotency_keys')
          .values(columns(row))
          .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
          .execute();
      }),

    /** Deletes every key past its lifetime; the number deleted. */
    async pruneExpired(): Promise<number> {
      const result = await db.deleteFrom('idempotency_keys').where(expired).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
