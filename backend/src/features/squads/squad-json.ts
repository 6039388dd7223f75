import type { PendingInvitationRow, SquadMemberRow, SquadTeam } from './squads-repository';

/**
 * One place of a squad. A name without an account stays a name (the SPEC's booking form); a
 * member's Free Fire UID is shown only here, to their teammates and organisers.
 */
export const toSquadMemberJson = (row: SquadMemberRow, leaderId: number) => ({
  position: row.position,
  inGameName: row.in_game_name,
  userId: row.user_id,
  username: row.username,
  ffUid: row.user_id === null ? null : row.ff_uid,
  ffIgn: row.user_id === null ? null : row.ff_ign,
  isBooker: row.user_id === leaderId,
});

export const toInvitationJson = (row: PendingInvitationRow) => ({
  id: row.id,
  tournamentId: row.tournament_id,
  tournamentName: row.tourn_name,
  tournamentStart: row.tourn_start,
  teamId: row.team_id,
  teamName: row.team_name,
  invitedBy: row.booker,
  invitee: row.invitee,
  invitedAs: row.invited_as,
  createdAt: row.created_at,
});

export function toSquadJson(
  team: SquadTeam,
  view: {
    capacity: number;
    viewerId: number;
    members: SquadMemberRow[];
    invitations: PendingInvitationRow[];
  },
) {
  return {
    teamId: team.id,
    tournamentId: team.tournamentId,
    teamName: team.teamName,
    squadCode: team.teamCode,
    capacity: view.capacity,
    isBooker: team.leaderId === view.viewerId,
    members: view.members.map((row) => toSquadMemberJson(row, team.leaderId)),
    // Only the booker (and organisers) see who else was invited.
    invitations: view.invitations.map(toInvitationJson),
  };
}

export type SquadJson = ReturnType<typeof toSquadJson>;
