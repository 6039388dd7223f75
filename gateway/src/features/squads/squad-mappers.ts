import type {
  Squad,
  SquadInvitation,
  SquadInviteInput,
  SquadMember,
} from '../../generated/resolvers-types';
import type {
  UpstreamSquad,
  UpstreamSquadInvitation,
  UpstreamSquadMember,
} from '../../upstream/squad-types';

const idText = (value: number | null) => (value === null ? null : String(value));

export const squadMemberOf = (member: UpstreamSquadMember): SquadMember => ({
  position: member.position,
  inGameName: member.inGameName,
  userId: idText(member.userId),
  username: member.username,
  ffUid: member.ffUid,
  ffIgn: member.ffIgn,
  isBooker: member.isBooker,
});

export const squadInvitationOf = (invitation: UpstreamSquadInvitation): SquadInvitation => ({
  id: String(invitation.id),
  tournamentId: String(invitation.tournamentId),
  tournamentName: invitation.tournamentName,
  tournamentStart: invitation.tournamentStart,
  teamId: String(invitation.teamId),
  teamName: invitation.teamName,
  invitedBy: invitation.invitedBy,
  invitee: invitation.invitee,
  invitedAs: invitation.invitedAs === 'mobile' ? 'MOBILE' : 'USERNAME',
  createdAt: invitation.createdAt,
});

export const squadOf = (squad: UpstreamSquad): Squad => ({
  teamId: String(squad.teamId),
  tournamentId: String(squad.tournamentId),
  teamName: squad.teamName,
  squadCode: squad.squadCode,
  capacity: squad.capacity,
  isBooker: squad.isBooker,
  members: squad.members.map(squadMemberOf),
  invitations: squad.invitations.map(squadInvitationOf),
});

/**
 * The backend's invite request. An id that is not a number goes as NaN, which the shared rule
 * refuses as "Invalid team id" before any call.
 */
export const squadInviteBody = (input: SquadInviteInput) => ({
  teamId: Number(input.teamId),
  by: input.by === 'MOBILE' ? 'mobile' : 'username',
  ...(input.by === 'MOBILE' ? { mobile: input.mobile ?? '' } : { username: input.username ?? '' }),
});
