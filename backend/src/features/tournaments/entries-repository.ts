import type { Db, Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';

export interface Entrant {
  userId: number;
  email: string;
}

/**
 * A player's entry in a tournament: a place in a team, whether they booked a normal slot
 * (position 1 of their team) or created or joined a special team.
 */
export function createEntriesRepository(db: Db) {
  return {
    /**
     * The tournament and whether the player entered it, in one read: what an entry checks
     * first. Undefined when there is no such tournament.
     */
    async tournamentForEntrant(
      tournamentId: number,
      userId: number,
      trx: Trx | Db = db,
    ): Promise<{ tournament: TournamentRow; entered: boolean } | undefined> {
      const row = await trx
        .selectFrom('tournaments as t')
        .selectAll('t')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('team_players as p')
                .select('p.team_id')
                .whereRef('p.tournament_id', '=', 't.tourn_id')
                .where('p.user_id', '=', userId),
            )
            .as('entered'),
        )
        .where('t.tourn_id', '=', tournamentId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { entered, ...tournament } = row;
      return { tournament, entered: Boolean(entered) };
    },

    async isEntered(tournamentId: number, userId: number, trx: Trx | Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('team_players')
        .select('team_id')
        .where('tournament_id', '=', tournamentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The players with an account entered in a tournament, with their e-mail, by id. */
    entrants: (tournamentId: number, trx: Trx | Db = db): Promise<Entrant[]> =>
      trx
        .selectFrom('team_players as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['u.id as userId', 'u.email'])
        .where('p.tournament_id', '=', tournamentId)
        .orderBy('u.id')
        .execute(),

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

    /** A player's places in teams, with the tournament and the team, newest start first. */
    placesOf: (userId: number) =>
      db
        .selectFrom('team_players as p')
        .innerJoin('teams as team', 'team.id', 'p.team_id')
        .innerJoin('tournaments as t', 't.tourn_id', 'p.tournament_id')
        .selectAll('t')
        .select([
          'p.team_id',
          'p.position',
          'p.in_game_name',
          'team.team_name',
          'team.status as team_status',
        ])
        .where('p.user_id', '=', userId)
        .orderBy('t.tourn_start', 'desc')
        .orderBy('t.tourn_id', 'desc')
        .execute(),
  };
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
export type PlaceRow = Awaited<ReturnType<EntriesRepository['placesOf']>>[number];
