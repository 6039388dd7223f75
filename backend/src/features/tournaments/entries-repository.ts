import type { Db } from '../../db/database';
import type { TournamentRow } from '../../db/schema';
import type { Trx } from '../wallet/ledger-repository';

/**
 * A player's entry in a tournament: a place in a team, whether they booked a normal slot
 * (position 1 of their team) or created or joined a special team.
 */
export function createEntriesRepository(db: Db) {
  return {
    async isEntered(tournamentId: number, userId: number, trx: Trx | Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('team_players')
        .select('team_id')
        .where('tournament_id', '=', tournamentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The tournaments a player has entered, newest start first. */
    enteredTournaments: (userId: number): Promise<TournamentRow[]> =>
      db
        .selectFrom('tournaments')
        .selectAll('tournaments')
        .where('tourn_id', 'in', (eb) =>
          eb.selectFrom('team_players').select('tournament_id').where('user_id', '=', userId),
        )
        .orderBy('tourn_start', 'desc')
        .execute(),
  };
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
