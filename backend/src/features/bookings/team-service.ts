import { conflict, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { createBookingRepository } from './booking-repository';
import { assertOpenForEntry } from './entry-rules';
import { createEntrySteps, withEntryConflicts } from './entry-steps';
import { insertTeamWithFreshCode } from './fresh-team-code';
import { normaliseTeamCode } from './team-code';
import { toMyTeamJson, toSpecialTeamJson } from './team-json';
import { createTeamRepository } from './team-repository';
import type { CreateTeamInput, JoinTeamInput } from './team-schemas';
import {
  createEntryReads,
  createTournamentReads,
  TOURNAMENT_NOT_FOUND,
} from '../tournaments/public';

export const TEAM_MESSAGES = {
  created: 'Team created successfully',
  joined: 'Joined team successfully',
  alreadyInTeam: 'You have already created or joined a team in this tournament',
  invalidCode: 'Invalid team code',
  full: 'Team is full',
} as const;

export interface CreatedTeam {
  message: string;
  teamCode: string;
  teamName: string;
}

export interface JoinedTeam {
  message: string;
  teamName: string;
}

function firstFreePosition(taken: number[], teamSize: number): number | undefined {
  for (let position = 1; position <= teamSize; position += 1) {
    if (!taken.includes(position)) return position;
  }
  return undefined;
}

/** Special tournaments: a leader creates a team (one slot, one code), members join by code. */
export function createTeamService({ db }: ServiceDeps) {
  const bookings = createBookingRepository(db);
  const teams = createTeamRepository(db);
  const tournaments = createTournamentReads(db);
  const entries = createEntryReads(db);
  const steps = createEntrySteps({ bookings, tournaments, entries });

  return {
    createTeam: (userId: number, input: CreateTeamInput, once?: Once<CreatedTeam>) =>
      withEntryConflicts(
        TEAM_MESSAGES.alreadyInTeam,
        () =>
          transactionOnce(db, once, async (trx) => {
            const tournament = await steps.tournamentToEnter(trx, input.tournamentId, 'special', {
              userId,
              alreadyEntered: TEAM_MESSAGES.alreadyInTeam,
            });
            const team = {
              tournamentId: tournament.tourn_id,
              teamName: input.teamName,
              leaderId: userId,
              whatsappNumber: input.whatsappNumber,
            };
            const leader = { position: 1, userId, inGameName: input.iglInGameName };
            const { teamCode } = await insertTeamWithFreshCode(bookings, trx, team, [leader]);
            const fee = await steps.chargeEntryFee(trx, userId, tournament);
            await steps.finishEntry(trx, tournament, { userId, fee, takesSlot: true });
            return { message: TEAM_MESSAGES.created, teamCode, teamName: input.teamName };
          }),
        () => entries.isEntered(input.tournamentId, userId),
      ),

    joinTeam: (userId: number, input: JoinTeamInput, once?: Once<JoinedTeam>) =>
      withEntryConflicts(TEAM_MESSAGES.alreadyInTeam, () =>
        transactionOnce(db, once, async (trx) => {
          const tournament = await steps.tournamentOfKind(trx, input.tournamentId, 'special');
          // A place in a team whose slot is already taken: the window applies, slots do not.
          assertOpenForEntry(tournament, false);
          const code = normaliseTeamCode(input.teamCode);
          const team = await teams.lockTeamByCode(trx, tournament.tourn_id, code);
          if (!team) throw notFound(TEAM_MESSAGES.invalidCode);
          await steps.assertNotEntered(
            trx,
            tournament.tourn_id,
            userId,
            TEAM_MESSAGES.alreadyInTeam,
          );
          const taken = await teams.takenPositions(trx, team.id);
          const position = firstFreePosition(taken, tournament.team_size);
          if (position === undefined) throw conflict(TEAM_MESSAGES.full);
          await bookings.insertPlayers(trx, tournament.tourn_id, team.id, [
            { position, userId, inGameName: input.playerInGameName },
          ]);
          const fee = await steps.chargeEntryFee(trx, userId, tournament);
          await steps.finishEntry(trx, tournament, { userId, fee, takesSlot: false });
          return { message: TEAM_MESSAGES.joined, teamName: team.teamName };
        }),
      ),

    async teamsOf(tournamentId: number, userId: number) {
      const tournament = await steps.assertRegistered(tournamentId, userId);
      return (await bookings.listTeams(tournamentId)).map((team) =>
        toSpecialTeamJson(team, tournament.team_size),
      );
    },

    async myTeam(tournamentId: number, userId: number) {
      const tournament = await tournaments.findById(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const team = await teams.findTeamOfPlayer(tournamentId, userId);
      return toMyTeamJson(team, userId, tournament.team_size);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
