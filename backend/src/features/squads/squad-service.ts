import type { ServiceDeps } from '../../service-deps';
import { notFound } from '../../errors';
import {
  TOURNAMENT_NOT_FOUND,
  createEntryReads,
  createTournamentReads,
} from '../tournaments/public';
import { createSquadInvitations } from './squad-invitations';
import { toInvitationJson, toSquadJson } from './squad-json';
import { createSquadMembers } from './squad-members';
import { SQUAD_TEXT, squadCapacity } from './squad-rules';
import { createSquadSteps } from './squad-steps';
import { type SquadTeam, createSquadsRepository } from './squads-repository';

/**
 * Whole squads (issue 22, decision 037): the booker of a normal squad invites teammates with
 * accounts, or shares the squad's code; members get a place of the team and so everything the
 * entrants' reads give (the room, the bell, POINTS, a prize share).
 */
export function createSquadService({ db, mailQueue }: ServiceDeps) {
  const squads = createSquadsRepository(db);
  const tournaments = createTournamentReads(db);
  const entries = createEntryReads(db);
  const steps = createSquadSteps({ squads, tournaments, entries });
  const invitations = createSquadInvitations({ db, mailQueue, squads, entries, steps });
  const members = createSquadMembers({ db, squads, steps });

  async function view(team: SquadTeam, viewerId: number, allInvitations: boolean) {
    const tournament = await tournaments.findById(team.tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    const showInvitations = allInvitations || team.leaderId === viewerId;
    return toSquadJson(team, {
      capacity: squadCapacity(tournament),
      viewerId,
      members: await squads.members(team.id),
      invitations: showInvitations ? await squads.pendingInvitations({ teamId: team.id }) : [],
    });
  }

  return {
    ...invitations,
    ...members,

    /** The viewer's own squad in a tournament; 404 when they are in none. */
    async mySquad(userId: number, tournamentId: number) {
      const team = await squads.teamOfPlayer(tournamentId, userId);
      if (!team) throw notFound(SQUAD_TEXT.notMember);
      return view(team, userId, false);
    },

    /** Any squad, for organisers: members with their UIDs and open invitations. */
    async squadOfTeam(organiserId: number, teamId: number) {
      const team = await squads.findTeam(teamId);
      if (!team) throw notFound(SQUAD_TEXT.noSquad);
      return view(team, organiserId, true);
    },

    /** The open invitations to the player, newest first. */
    myInvitations: async (userId: number) =>
      (await squads.pendingInvitations({ inviteeId: userId })).map(toInvitationJson),
  };
}

export type SquadService = ReturnType<typeof createSquadService>;
