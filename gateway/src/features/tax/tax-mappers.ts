import type { PanDetails, TaxWithholdingReport } from '../../generated/resolvers-types';
import type { UpstreamPan, UpstreamTaxWithholding } from '../../upstream/tax-types';
import { moneyFromRupees } from '../wallet/public';

/** A PAN as the player reads it back: masked. */
export const panOf = (pan: UpstreamPan): PanDetails => ({
  panMasked: pan.panMasked,
  nameOnPan: pan.nameOnPan,
  updatedAt: pan.updatedAt,
});

/** Winnings' prize before tax and tax withheld, as Money; null on other transactions. */
export const moneyOrNull = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : moneyFromRupees(rupees);

/** The quarterly report with its rupees as Money. */
export const taxReportOf = (report: UpstreamTaxWithholding): TaxWithholdingReport => ({
  quarter: report.quarter,
  from: report.from,
  to: report.to,
  section: report.section,
  rows: report.rows.map((row) => ({
    transactionId: String(row.transactionId),
    paidAt: row.paidAt,
    username: row.username,
    nameOnPan: row.nameOnPan,
    pan: row.pan,
    tournamentName: row.tournamentName,
    grossAmount: moneyFromRupees(row.grossAmount),
    taxWithheld: moneyFromRupees(row.taxWithheld),
    netAmount: moneyFromRupees(row.netAmount),
    section: row.section,
  })),
  totals: {
    payouts: report.totals.payouts,
    grossAmount: moneyFromRupees(report.totals.grossAmount),
    taxWithheld: moneyFromRupees(report.totals.taxWithheld),
    netAmount: moneyFromRupees(report.totals.netAmount),
  },
  ledger: {
    quarterTax: moneyFromRupees(report.ledger.quarterTax),
    accountBalance: moneyFromRupees(report.ledger.accountBalance),
    allTimeTax: moneyFromRupees(report.ledger.allTimeTax),
    agrees: report.ledger.agrees,
  },
});
