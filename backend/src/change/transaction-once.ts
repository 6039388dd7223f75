import type { Db, Trx } from '../db/db';

/**
 * A request's idempotency key as a service meets it (decision 023): taken first in the change's
 * transaction, and the answer for the change's result stored last in it, so the change and its
 * answer commit together or not at all.
 */
export interface Once<T> {
  /** Refuses with 409 while the key is in use, or ends the request with the stored answer. */
  claim(trx: Trx): Promise<void>;
  record(trx: Trx, result: T): Promise<void>;
}

/** A transaction as `db.transaction().execute(work)`, under the request's key when it has one. */
export const transactionOnce = <T>(
  db: Db,
  once: Once<T> | undefined,
  work: (trx: Trx) => Promise<T>,
): Promise<T> =>
  db.transaction().execute(async (trx) => {
    await once?.claim(trx);
    const result = await work(trx);
    await once?.record(trx, result);
    return result;
  });
