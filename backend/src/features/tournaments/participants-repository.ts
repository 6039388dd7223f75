import type { Db } from '../../db/database';

/** The teams of a tournament and their players, for the organiser's payouts and results. */
export function createParticipantsRepository(db: Db) {
  return {
    teams: (tournamentId: number) =>
      db
        .selectFrom('teams')
        .select(['id', 'team_name', 'team_code', 'leader_id', 'whatsapp_number', 'created_at'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('id')
        .execute(),

    players: (tournamentId: number) =>
      db
        .selectFrom('team_players as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.team_id', 'p.position', 'p.in_game_name', 'p.user_id', 'u.username'])
        .where('p.tournament_id', '=', tournamentId)
        .orderBy('p.team_id')
        .orderBy('p.position')
        .execute(),
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
export type ParticipantTeamRow = Awaited<ReturnType<ParticipantsRepository['teams']>>[number];
export type ParticipantPlayerRow = Awaited<ReturnType<ParticipantsRepository['players']>>[number];
