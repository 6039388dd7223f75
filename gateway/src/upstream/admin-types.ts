import type { UpstreamResultRow, UpstreamTournament } from './tournament-types';
import type { UpstreamTransaction } from './player-types';

/** The upstream's JSON of the organiser's console (`/api/admin`); rupees as JSON numbers. */

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
/** A posted row with its team's id and the place it was scored from (null: typed by hand). */
export type UpstreamSheetRow = UpstreamResultRow & { teamId?: number; place?: number | null };

export interface UpstreamMatchSheet {
  matchId: number;
  rows: UpstreamSheetRow[];
}

/** GET /api/admin/tournaments/{id}/payouts: rupees as JSON numbers. */
export interface UpstreamPrizes {
  prizePool: number | string;
  paidSoFar: number | string;
  left: number | string;
  payouts: UpstreamAdminTransaction[];
}

/** The entry fees a cancellation would refund now. */
export interface UpstreamCancellation {
  entries: number;
  amount: number | string;
}

/** What a status change would mean now (GET /admin/tournaments/{id}/status-preview). */
export interface UpstreamStatusPreview {
  status: string;
  bookings: number;
  matchesCount: number;
  matchesWithoutResults: number;
  refunds: UpstreamCancellation;
  prizesPaid: boolean;
  refundsMade: boolean;
}

/** What waits for an organiser (GET /admin/console-counts). */
export interface UpstreamConsoleCounts {
  deposits: number;
  withdrawals: number;
  disputes: number;
  /** Money proposals waiting for a second organiser (decision 043). */
  proposals: number;
  /** Complaints waiting for the grievance officer (decision 049). */
  grievances: number;
  total: number;
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
  /** The tournament's and the player's names now (null when none). */
  tournamentName?: string | null;
  userId: number | null;
  playerName?: string | null;
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
