/** The backend's JSON about a tournament's prize escrow (decision 046), rupees. */

export interface UpstreamPrizeFunding {
  id: number;
  funderKind: 'organiser' | 'sponsor';
  funderName: string;
  amount: number;
  utr: string;
  recordedBy: string;
  createdAt: string;
  returned: number | null;
  returnedAt: string | null;
  returnReference: string | null;
  returnPaidBy: string | null;
  returnPaidAt: string | null;
}

/** GET /api/admin/tournaments/{id}/prize-pool. */
export interface UpstreamPrizePool {
  prizePool: number;
  funded: number;
  escrowBalance: number;
  feesIn: number;
  refunds: number;
  feesKept: number;
  prizesGross: number;
  taxWithheld: number;
  prizesNet: number;
  returned: number;
  returnsDue: number;
  prizesFromFees: number;
  fundings: UpstreamPrizeFunding[];
}

/** The answer of funding, returning and recording a payment back. */
export interface UpstreamPrizePoolChange {
  message: string;
  summary: UpstreamPrizePool;
}
