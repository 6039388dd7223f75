import type { UpstreamDeclaration } from './compliance-types';

/**
 * The upstream's JSON about tournaments, their teams, rooms and results as SPEC §3 shows it. Fields the spec does not promise are
 * optional; amounts are rupees as JSON numbers (an entry fee may also be the string "0").
 */

export interface UpstreamTournament {
  tournId: number;
  tournName: string;
  title?: string | null;
  bannerLink?: string | null;
  tournPp?: number | string | null;
  entryFee?: number | string | null;
  totalSlots?: number | null;
  slotsAvail?: number | null;
  matchesCount?: number | null;
  tournType?: string | null;
  gameMode?: string | null;
  tournStart: string;
  regStart?: string | null;
  regEnd?: string | null;
  status: string;
  orgBy?: string | null;
  discordLink?: string | null;
  liveLink?: string | null;
  /** Issue 22; an upstream without it scores by the Free Fire standard. */
  pointsSystem?: UpstreamPointsSystem | null;
  /** Issue 24 (decision 048); an upstream without them declares nothing and is open. */
  declaration?: UpstreamDeclaration | null;
  registrationOpen?: boolean | null;
}

export interface UpstreamPointsSystem {
  preset: string;
  placementPoints: number[];
  pointsPerKill: number;
}

/** `GET /api/points/match-notes`: each match's penalties, screenshots and corrections. */
export interface UpstreamMatchNotes {
  matchId: number;
  penalties: {
    id: number;
    teamName: string;
    points: number;
    reason: string;
    createdAt: string;
  }[];
  screenshots: { id: number; pictureId: string }[];
  corrections: {
    id: number;
    teamName: string;
    changes: string;
    reason: string;
    createdAt: string;
  }[];
}

/** A tournament with the kind the gateway learnt from the list it came from. */
export interface TournamentSource extends UpstreamTournament {
  kind: 'NORMAL' | 'SPECIAL';
}

export interface UpstreamNormalTeam {
  id: number;
  teamName: string;
  inGameName: string;
  player2?: string | null;
  player3?: string | null;
  player4?: string | null;
  player5?: string | null;
  player6?: string | null;
}

export interface UpstreamSpecialTeam {
  id: number;
  teamName: string;
  players: ({ inGameName?: string | null } | null)[];
}

export interface UpstreamMyTeam {
  teamCode?: string | null;
  teamName?: string | null;
  playersJoined?: number | null;
  playersNeeded?: number | null;
  message: string;
}

export interface UpstreamRoom {
  roomId?: string | null;
  roomPassword?: string | null;
  /** While published but not yet released: when it will be. */
  releaseAt?: string | null;
  /** The match it is for, when the upstream says (the live audience does; room-details not). */
  matchNo?: number | null;
}

/** A room and the players entitled to it (the gateway's own read, one per live event). */
export interface UpstreamRoomAudience {
  tournamentId: number;
  /** The match the room is for; null when no match has one published. */
  matchNo?: number | null;
  roomId: string | null;
  roomPassword: string | null;
  releaseAt: string | null;
  releasedAt: string | null;
  entrantIds: number[];
}

export interface UpstreamResultRow {
  teamName: string;
  player1Kills: number;
  player2Kills: number;
  player3Kills: number;
  player4Kills: number;
  postionPoints: number;
  matchParticipated: number;
  booyah: number;
}
