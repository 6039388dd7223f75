/** The backend's squads answers (decision 037), as the squads routes give them. */

export interface UpstreamSquadMember {
  position: number;
  inGameName: string;
  userId: number | null;
  username: string | null;
  ffUid: string | null;
  ffIgn: string | null;
  isBooker: boolean;
}

export interface UpstreamSquadInvitation {
  id: number;
  tournamentId: number;
  tournamentName: string;
  tournamentStart: string | null;
  teamId: number;
  teamName: string;
  invitedBy: string;
  invitee: string;
  invitedAs: 'mobile' | 'username';
  createdAt: string;
}

export interface UpstreamSquad {
  teamId: number;
  tournamentId: number;
  teamName: string;
  squadCode: string | null;
  capacity: number;
  isBooker: boolean;
  members: UpstreamSquadMember[];
  invitations: UpstreamSquadInvitation[];
}

/** What a squad change answers: its sentence, and where it happened when it says. */
export interface UpstreamSquadChange {
  message?: string;
  tournamentId?: number;
}
