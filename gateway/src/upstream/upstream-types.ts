/**
 * The upstream's JSON as SPEC §3 shows it. Fields the spec does not promise are optional;
 * amounts are rupees as JSON numbers (an entry fee may also be the string "0").
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

export interface UpstreamBlog {
  id: number;
  title: string;
  imageLink?: string | null;
  author?: string | null;
  createdDate: string;
  subDescription?: string | null;
  description?: string | null;
  quote?: string | null;
  keyword?: string | null;
}

export interface UpstreamProduct {
  id: number;
  name: string;
  image?: string | null;
  price: number | string;
}

export interface UpstreamProfile {
  id: number;
  username: string;
  email?: string | null;
  mobile?: string | null;
  bio?: string | null;
  profilePicture?: string | null;
  tournamentsPlayed?: number | null;
  wins?: number | null;
  score?: number | null;
}

export interface UpstreamTransaction {
  id: number;
  type: string;
  amount: number | string;
  status: string;
  transactionDate?: string | null;
  utr?: string | null;
}

export interface UpstreamAdminTransaction extends UpstreamTransaction {
  userId: number;
  username?: string | null;
  bankUsername?: string | null;
  beneficiaryName?: string | null;
  upiId?: string | null;
  phonePeNumber?: string | null;
  note?: string | null;
  decidedAt?: string | null;
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

export interface UpstreamAdminUser {
  id: number;
  username: string;
  email: string;
  mobile: string;
  role: string;
  banned: boolean;
  createdAt: string;
}

export interface UpstreamParticipantTeam {
  teamId: number;
  teamName: string;
  players: {
    position: number;
    inGameName: string;
    userId: number | null;
    username: string | null;
  }[];
}
