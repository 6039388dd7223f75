/**
 * The upstream's JSON about a player's own account, wallet and notifications as SPEC §3 shows it. Fields the spec does not promise are
 * optional; amounts are rupees as JSON numbers (an entry fee may also be the string "0").
 */

export interface UpstreamProfile {
  id: number;
  username: string;
  email?: string | null;
  mobile?: string | null;
  bio?: string | null;
  profilePicture?: string | null;
  ffUid?: string | null;
  ffIgn?: string | null;
  tournamentsPlayed?: number | null;
  wins?: number | null;
  score?: number | null;
  /** The player's own tax details (issue 24). */
  dateOfBirth?: string | null;
  hasPan?: boolean;
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
  /** The UPI reference a withdrawal was paid by. */
  payoutReference?: string | null;
  /** Winnings with tax withheld: the prize before tax and the tax, rupees (issue 24). */
  grossAmount?: number | null;
  taxWithheld?: number | null;
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
