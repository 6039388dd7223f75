/** The backend's JSON about PANs and the tax withheld on winnings (issue 24, decision 047). */

/** GET /api/v1/profile/pan (404 when none) and PUT's `pan`. */
export interface UpstreamPan {
  panMasked: string;
  nameOnPan: string;
  updatedAt: string;
}

/** PUT /api/v1/profile/pan. */
export interface UpstreamPanChange {
  message?: string | null;
  pan: UpstreamPan;
}

export interface UpstreamTaxWithholdingRow {
  transactionId: number;
  paidAt: string;
  userId: number;
  username: string;
  nameOnPan: string | null;
  pan: string | null;
  tournamentName: string | null;
  grossAmount: number;
  taxWithheld: number;
  netAmount: number;
  section: string;
}

/** GET /api/admin/tax/withholding?quarter=: amounts in rupees. */
export interface UpstreamTaxWithholding {
  quarter: string;
  from: string;
  to: string;
  section: string;
  rows: UpstreamTaxWithholdingRow[];
  totals: { payouts: number; grossAmount: number; taxWithheld: number; netAmount: number };
  ledger: { quarterTax: number; accountBalance: number; allTimeTax: number; agrees: boolean };
}
