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
  /** The rejection reason, or the note of a refund or prize. */
  note?: string | null;
}

export interface UpstreamAdminTransaction extends UpstreamTransaction {
  userId: number;
  username?: string | null;
  bankUsername?: string | null;
  beneficiaryName?: string | null;
  upiId?: string | null;
  phonePeNumber?: string | null;
  decidedAt?: string | null;
  /** The deciding organiser's user id. */
  decidedBy?: number | null;
  decidedByUsername?: string | null;
  /** The UPI reference of a paid withdrawal. */
  reference?: string | null;
  tournamentId?: number | null;
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

export interface UpstreamNotification {
  id: number | string;
  kind: string;
  message: string;
  reason?: string | null;
  tournamentId?: number | string | null;
  transactionId?: number | string | null;
  createdAt: string;
  readAt?: string | null;
}

export interface UpstreamNotifications {
  unreadCount: number;
  notifications: UpstreamNotification[];
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
  banReason?: string | null;
  bannedAt?: string | null;
  createdAt: string;
  /** Only `GET /admin/users/{id}` answers these two; the search leaves them out. */
  bio?: string | null;
  balance?: number | string;
}

export interface UpstreamParticipantTeam {
  teamId: number;
  teamName: string;
  teamCode?: string | null;
  whatsappNumber?: string | null;
  /** 'active', 'absent' or 'disqualified'; an upstream without team statuses leaves it out. */
  status?: string | null;
  statusReason?: string | null;
  players: {
    position: number;
    inGameName: string;
    userId: number | null;
    username: string | null;
  }[];
}

/** The organiser's view of a tournament: the §3 fields, its kind, team size and room. */
export interface UpstreamAdminTournament extends UpstreamTournament {
  kind: string;
  teamSize?: number | null;
  roomId?: string | null;
  roomPassword?: string | null;
  roomPublishedAt?: string | null;
  roomReleaseAt?: string | null;
  roomReleasedAt?: string | null;
}

/** One posted match of `GET /admin/tournaments/{id}/results`. */
export interface UpstreamMatchSheet {
  matchId: number;
  rows: (UpstreamResultRow & { teamId?: number })[];
}

/** The entry fees a cancellation would refund now. */
/** GET /api/admin/tournaments/{id}/payouts: rupees as JSON numbers. */
export interface UpstreamPrizes {
  prizePool: number | string;
  paidSoFar: number | string;
  left: number | string;
  payouts: UpstreamAdminTransaction[];
}

export interface UpstreamCancellation {
  entries: number;
  amount: number | string;
}

export interface UpstreamPendingMoney {
  count: number;
  amount: number | string;
}

export interface UpstreamResultsDue {
  tournament: UpstreamAdminTournament;
  missingMatches: number[];
}

export interface UpstreamToday {
  pendingDeposits: UpstreamPendingMoney;
  pendingWithdrawals: UpstreamPendingMoney;
  roomsDue: UpstreamAdminTournament[];
  resultsDue: UpstreamResultsDue[];
}

/** One organiser action as the append-only audit records it. */
export interface UpstreamAuditEntry {
  id: number;
  createdAt: string;
  actorId: number;
  actorUsername: string;
  action: string;
  /** Lower case: tournament, transaction, player, blog or product. */
  subjectType: string;
  subjectId: number | string;
  tournamentId: number | null;
  userId: number | null;
  summary: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface UpstreamAuditPage {
  entries: UpstreamAuditEntry[];
  nextBefore: number | null;
}

/** One line of a player's ledger: a signed amount and the running balance after it. */
export interface UpstreamLedgerLine {
  id: number;
  createdAt: string;
  transactionId: number;
  type: string;
  reason?: string | null;
  amount: number;
  balanceAfter: number | string;
}

export interface UpstreamLedger {
  balance: number | string;
  entries: UpstreamLedgerLine[];
}

/** A player's place in a tournament (`GET /admin/users/{id}/entries`). */
export interface UpstreamAdminEntry {
  tournament: UpstreamTournament & { kind?: string | null };
  teamId: number;
  teamName: string;
  inGameName: string;
  position: number;
  teamStatus?: string | null;
}
