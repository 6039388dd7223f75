import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';

/**
 * One key for every backend copy's releaser. Held for a transaction, it lets one copy claim at
 * a time; the conditional UPDATE is what makes each release happen once even without it.
 */
const RELEASER_LOCK_KEY = 0x63_63_6c_10; // "ccl", issue 10

export function createRoomReleaseRepository(db: Db) {
  return {
    /** False while another copy's releaser holds the lock. */
    async tryLock(trx: Trx): Promise<boolean> {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${RELEASER_LOCK_KEY}::bigint) as locked`.execute(trx);
      return rows[0]?.locked === true;
    },

    /** Marks every published room due at `now` released, and returns their tournaments. */
    claimDue: (trx: Trx, now: Date): Promise<TournamentRow[]> =>
      trx
        .updateTable('tournaments')
        .set({ room_released_at: now })
        .where('room_released_at', 'is', null)
        .where('room_release_at', '<=', now)
        .where('room_published_at', 'is not', null)
        .where('status', '<>', 'cancelled')
        .returningAll()
        .execute(),

    /** When the next published room waits to be released; undefined when none does. */
    async nextDueAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('tournaments')
        .select((eb) => eb.fn.min('room_release_at').as('due'))
        .where('room_released_at', 'is', null)
        .where('room_published_at', 'is not', null)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : undefined;
    },
  };
}
