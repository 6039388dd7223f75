import type { Db, Trx } from '../../db/db';

export interface TeamToJoin {
  id: number;
  teamName: string;
}

export interface TeamOfPlayer {
  teamCode: string | null;
  teamName: string;
  leaderId: number;
  playersJoined: number;
}

/** Special teams: finding a team by its code and a player's own team. */
export function createTeamRepository(db: Db) {
  return {
    /**
     * Locks the team until the caller's transaction ends, so players racing for its last place
     * are served one after the other and each sees the places the previous one took.
     */
    async lockTeamByCode(
      trx: Trx,
      tournamentId: number,
      teamCode: string,
    ): Promise<TeamToJoin | undefined> {
      const row = await trx
        .selectFrom('teams')
        .select(['id', 'team_name'])
        .where('tournament_id', '=', tournamentId)
        .where('team_code', '=', teamCode)
        .forUpdate()
        .executeTakeFirst();
      return row && { id: row.id, teamName: row.team_name };
    },

    async takenPositions(trx: Trx, teamId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('team_players')
        .select('position')
        .where('team_id', '=', teamId)
        .execute();
      return rows.map((row) => row.position);
    },

    async findTeamOfPlayer(
      tournamentId: number,
      userId: number,
    ): Promise<TeamOfPlayer | undefined> {
      const row = await db
        .selectFrom('team_players as me')
        .innerJoin('teams', 'teams.id', 'me.team_id')
        .select(['teams.team_code', 'teams.team_name', 'teams.leader_id'])
        .select((eb) =>
          eb
            .selectFrom('team_players as member')
            .select((inner) => inner.fn.countAll<string | number>().as('count'))
            .whereRef('member.team_id', '=', 'teams.id')
            .as('players_joined'),
        )
        .where('me.tournament_id', '=', tournamentId)
        .where('me.user_id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          teamCode: row.team_code,
          teamName: row.team_name,
          leaderId: row.leader_id,
          playersJoined: Number(row.players_joined ?? 0),
        }
      );
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
