import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { MatchRow } from '../../db/schema';

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

    /** Marks every published match room due at `now` released, and returns those matches. */
    claimDue: (trx: Trx, now: Date): Promise<MatchRow[]> =>
      trx
        .updateTable('matches')
        .set({ room_released_at: now })
        .where('room_released_at', 'is', null)
        .where('room_release_at', '<=', now)
        .where('room_published_at', 'is not', null)
        .where('tournament_id', 'not in', (eb) =>
          eb.selectFrom('tournaments').select('tourn_id').where('status', '=', 'cancelled'),
        )
        .returningAll()
        .execute(),

    /** When the next published match room waits to be released; undefined when none does. */
    async nextDueAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom('matches')
        .select((eb) => eb.fn.min('room_release_at').as('due'))
        .where('room_released_at', 'is', null)
        .where('room_published_at', 'is not', null)
        .where('tournament_id', 'not in', (eb) =>
          eb.selectFrom('tournaments').select('tourn_id').where('status', '=', 'cancelled'),
        )
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : undefined;
    },
  };
}
