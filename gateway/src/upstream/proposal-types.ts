/** The backend's two-person control answers (decision 043): amounts in rupees. */
export interface UpstreamProposal {
  id: number;
  kind: 'prize_payout' | 'withdrawal' | 'manual_credit';
  status: 'waiting' | 'approved' | 'refused' | 'cancelled';
  summary: string;
  amount: number;
  tournamentId: number | null;
  tournamentName: string | null;
  transactionId: number | null;
  userId: number | null;
  username: string | null;
  utr: string | null;
  reference: string | null;
  payouts: {
    userId: number;
    username: string;
    amount: number;
    note: string | null;
    reason: string | null;
  }[];
  reason: string | null;
  proposedBy: number;
  proposedByUsername: string;
  proposedAt: string;
  coolingUntil: string | null;
  decidedBy: number | null;
  decidedByUsername: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
}

export interface UpstreamMoneyControls {
  approvalThreshold: number;
  coolingMinutes: number;
  organisers: number;
  alone: boolean;
}
