import type { Db, Trx } from '../../db/db';
import type { TeamStatus } from '../../db/schema';

/**
 * The teams of a tournament and their players, for the organiser's match desk, payouts and
 * results; `teamId` narrows either list to one team.
 */
export function createParticipantsRepository(db: Db) {
  return {
    teams: (tournamentId: number, teamId?: number) =>
      db
        .selectFrom('teams')
        .select([
          'id',
          'team_name',
          'team_code',
          'leader_id',
          'whatsapp_number',
          'status',
          'status_reason',
          'created_at',
        ])
        .where('tournament_id', '=', tournamentId)
        .$if(teamId !== undefined, (qb) => qb.where('id', '=', teamId ?? 0))
        .orderBy('id')
        .execute(),

    players: (tournamentId: number, teamId?: number) =>
      db
        .selectFrom('team_players as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.team_id', 'p.position', 'p.in_game_name', 'p.user_id', 'u.username'])
        .where('p.tournament_id', '=', tournamentId)
        .$if(teamId !== undefined, (qb) => qb.where('p.team_id', '=', teamId ?? 0))
        .orderBy('p.team_id')
        .orderBy('p.position')
        .execute(),

    /** The team's row, locked until the transaction ends; undefined unless it is in the tournament. */
    lockTeam: (trx: Trx, tournamentId: number, teamId: number) =>
      trx
        .selectFrom('teams')
        .select(['id', 'team_name', 'status', 'status_reason'])
        .where('id', '=', teamId)
        .where('tournament_id', '=', tournamentId)
        .forUpdate()
        .executeTakeFirst(),

    async setTeamStatus(
      trx: Trx,
      teamId: number,
      status: TeamStatus,
      reason: string | null,
    ): Promise<void> {
      await trx
        .updateTable('teams')
        .set({ status, status_reason: reason })
        .where('id', '=', teamId)
        .execute();
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
export type ParticipantTeamRow = Awaited<ReturnType<ParticipantsRepository['teams']>>[number];
export type ParticipantPlayerRow = Awaited<ReturnType<ParticipantsRepository['players']>>[number];
