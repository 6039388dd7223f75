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
}

/** A room and the players entitled to it (the gateway's own read, one per live event). */
export interface UpstreamRoomAudience {
  tournamentId: number;
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
