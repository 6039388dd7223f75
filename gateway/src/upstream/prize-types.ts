/** The upstream's prize table and payout plan (decision 044): amounts in integer paise. */

export interface UpstreamPrizeTable {
  rankPaise: number[];
  perKillPaise: number;
}

/** `GET /api/tourney/tournament/{tournId}/prize-table`. */
export interface UpstreamAnnouncedPrizes {
  tournId: number;
  prizeTable: UpstreamPrizeTable | null;
}

export interface UpstreamPlanMember {
  userId: number;
  username: string;
  paidPaise: number;
  paidBy: string | null;
  proposedPaise: number;
}

export interface UpstreamPlanTeam {
  teamId: number;
  teamName: string;
  rank: number;
  kills: number;
  status: string;
  rankPrizePaise: number;
  killPrizePaise: number;
  prizePaise: number;
  paidPaise: number;
  leftPaise: number;
  members: UpstreamPlanMember[];
}

export interface UpstreamProposedPayout {
  userId: number;
  username: string;
  teamId: number | null;
  teamName: string;
  rank: number;
  amountPaise: number;
}

/** `GET /api/admin/tournaments/{id}/payout-plan`. */
export interface UpstreamPayoutPlan {
  tournamentId: number;
  prizeTable: UpstreamPrizeTable | null;
  prizePoolPaise: number;
  paidSoFarPaise: number;
  leftPaise: number;
  proposedPaise: number;
  teams: UpstreamPlanTeam[];
  proposal: UpstreamProposedPayout[];
}
