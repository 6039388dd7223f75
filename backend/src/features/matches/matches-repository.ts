import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { MatchRow, MatchesTable } from '../../db/schema';

/** The `matches` rows of migration 008: one per match of a tournament, with its own room. */
export function createMatchesRepository(db: Db) {
  return {
    /** A tournament's matches by number. */
    list: (tournamentId: number, trx: Trx | Db = db): Promise<MatchRow[]> =>
      trx
        .selectFrom('matches')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .orderBy('match_no', 'asc')
        .execute(),

    /** One match, locked until the transaction ends: two edits of it happen one after the other. */
    findForUpdate: (trx: Trx, tournamentId: number, matchNo: number) =>
      trx
        .selectFrom('matches')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .where('match_no', '=', matchNo)
        .forUpdate()
        .executeTakeFirst(),

    /** Rows already there stay as they are: a schedule is filled in, never overwritten. */
    insertMissing: async (trx: Trx, rows: Insertable<MatchesTable>[]): Promise<void> => {
      if (!rows.length) return;
      await trx
        .insertInto('matches')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['tournament_id', 'match_no']).doNothing())
        .execute();
    },

    update: (
      trx: Trx,
      tournamentId: number,
      matchNo: number,
      changes: Updateable<MatchesTable>,
    ): Promise<MatchRow> =>
      trx
        .updateTable('matches')
        .set(changes)
        .where('tournament_id', '=', tournamentId)
        .where('match_no', '=', matchNo)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Moves every match of the tournament by `ms`: the schedule follows the tournament's start. */
    shiftStarts: async (trx: Trx, tournamentId: number, ms: number): Promise<void> => {
      await trx
        .updateTable('matches')
        .set({ starts_at: sql<Date>`starts_at + ${ms} * interval '1 millisecond'` })
        .where('tournament_id', '=', tournamentId)
        .execute();
    },

    /** Matches past a shrunk match count; the rules keep any with results from being asked. */
    deleteAbove: async (trx: Trx, tournamentId: number, matchesCount: number): Promise<void> => {
      await trx
        .deleteFrom('matches')
        .where('tournament_id', '=', tournamentId)
        .where('match_no', '>', matchesCount)
        .execute();
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
