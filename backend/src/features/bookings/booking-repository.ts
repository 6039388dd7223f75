import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';

/** The unique indexes whose violations mean something to a player. */
export const ENTRY_CONSTRAINTS = {
  oneEntryPerPlayer: 'team_players_one_entry',
  teamNamePerTournament: 'teams_name_per_tournament',
  oneFeePerTournament: 'wallet_transactions_once_per_tournament',
} as const;

export interface NewTeam {
  tournamentId: number;
  teamName: string;
  leaderId: number;
  whatsappNumber: string;
  teamCode?: string;
}

export interface NewPlayer {
  position: number;
  userId: number | null;
  inGameName: string;
}

export interface TeamWithPlayers {
  id: number;
  teamName: string;
  players: { position: number; inGameName: string }[];
}

/** Slots, teams and their players: the SQL shared by normal bookings and special teams. */
export function createBookingRepository(db: Db) {
  return {
    /**
     * Takes one slot only if the tournament is still open at this instant; concurrent callers
     * queue on the row lock and re-check, so the last slot goes to exactly one of them. Not
     * run: the caller runs it, alone or with the fee it pays for (decision 057); it returns
     * the tournament's id when it took the slot.
     */
    takeSlot: (trx: Trx, tournamentId: number) =>
      trx
        .updateTable('tournaments')
        .set((eb) => ({ slots_taken: eb('slots_taken', '+', 1), updated_at: eb.fn('now') }))
        .where('tourn_id', '=', tournamentId)
        .where('status', '=', 'upcoming')
        .whereRef('slots_taken', '<', 'total_slots')
        .where((eb) => eb.between(eb.fn('now'), eb.ref('reg_start'), eb.ref('reg_end')))
        .returning('tourn_id'),

    /**
     * A team and its players in one statement. Undefined, with nothing inserted, when the team
     * code is already in use (the caller draws another).
     */
    async insertTeamWithPlayers(
      trx: Trx,
      team: NewTeam,
      players: NewPlayer[],
    ): Promise<number | undefined> {
      const { rows } = await sql<{ team_id: number }>`
        with team as (
          insert into teams (tournament_id, team_name, leader_id, whatsapp_number, team_code)
          values (${team.tournamentId}, ${team.teamName}, ${team.leaderId},
            ${team.whatsappNumber}, ${team.teamCode ?? null})
          on conflict (team_code) do nothing
          returning id
        )
        insert into team_players (team_id, tournament_id, position, user_id, in_game_name)
        select team.id, ${team.tournamentId}::integer, p.position, p.user_id, p.in_game_name
        from team, unnest(
          ${players.map((player) => player.position)}::integer[],
          ${players.map((player) => player.userId)}::integer[],
          ${players.map((player) => player.inGameName)}::text[]
        ) as p (position, user_id, in_game_name)
        returning team_id`.execute(trx);
      return rows[0]?.team_id;
    },

    async insertPlayers(
      trx: Trx,
      tournamentId: number,
      teamId: number,
      players: NewPlayer[],
    ): Promise<void> {
      await trx
        .insertInto('team_players')
        .values(
          players.map((player) => ({
            team_id: teamId,
            tournament_id: tournamentId,
            position: player.position,
            user_id: player.userId,
            in_game_name: player.inGameName,
          })),
        )
        .execute();
    },

    /** Every team of a tournament in booking order, players by position. */
    async listTeams(tournamentId: number): Promise<TeamWithPlayers[]> {
      const teams = await db
        .selectFrom('teams')
        .select(['id', 'team_name'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('id')
        .execute();
      const players = await db
        .selectFrom('team_players')
        .select(['team_id', 'position', 'in_game_name'])
        .where('tournament_id', '=', tournamentId)
        .orderBy('team_id')
        .orderBy('position')
        .execute();
      const byTeam = new Map<number, TeamWithPlayers>(
        teams.map((team) => [team.id, { id: team.id, teamName: team.team_name, players: [] }]),
      );
      for (const player of players) {
        byTeam
          .get(player.team_id)
          ?.players.push({ position: player.position, inGameName: player.in_game_name });
      }
      return [...byTeam.values()];
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
