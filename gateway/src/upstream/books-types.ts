/** The upstream's JSON of the books (decision 045); rupees as JSON numbers. */

export interface UpstreamBooksFigure {
  count: number;
  amount: number | string;
  ledger: number | string;
  agrees: boolean;
}

export interface UpstreamTournamentBooks {
  tournamentId: number;
  tournamentName: string;
  prizePool: number | string;
  playersPaid: number;
  feesIn: UpstreamBooksFigure;
  refunds: UpstreamBooksFigure;
  prizesOut: UpstreamBooksFigure;
  margin: UpstreamBooksFigure;
  agrees: boolean;
}

export interface UpstreamBooksDay {
  day: string;
  depositsApproved: UpstreamBooksFigure;
  withdrawalsPaid: UpstreamBooksFigure;
  manualCredits: UpstreamBooksFigure;
  entryFees: UpstreamBooksFigure;
  refunds: UpstreamBooksFigure;
  prizes: UpstreamBooksFigure;
  holdings: {
    ledger: number | string;
    transactions: number | string;
    wallets: number | string | null;
    agrees: boolean;
  };
  agrees: boolean;
  closed: { closedAt: string; closedBy: string | null } | null;
}
