import { paiseToRupees } from '#common/money';
import { WITHHOLDING_SECTION, type QuarterDays } from '#common/tax-quarters';
import type { PanSealer } from './pan-sealing';
import type { TaxLedgerSums, WithholdingRow } from './withholding-repository';

/** A payout of the report with its PAN opened (null when the player has none on file). */
export interface WithholdingLine extends Omit<WithholdingRow, 'panSealed'> {
  pan: string | null;
}

export const PAN_UNREADABLE = 'unreadable';

/** Opens each row's PAN; a PAN sealed under another secret is said, not hidden. */
export function withPans(rows: readonly WithholdingRow[], sealer: PanSealer): WithholdingLine[] {
  return rows.map(({ panSealed, ...row }) => {
    if (panSealed === null) return { ...row, pan: null };
    try {
      return { ...row, pan: sealer.open(row.userId, panSealed) };
    } catch {
      return { ...row, pan: PAN_UNREADABLE };
    }
  });
}

const sum = (lines: readonly WithholdingLine[], pick: (line: WithholdingLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/**
 * The report's JSON, rupees at the edge. The ledger's tax account is checked two ways: its
 * entries in the quarter against the rows' tax, and its balance against all tax ever withheld.
 * A mismatch is answered with both figures, never smoothed over.
 */
export function toWithholdingReportJson(
  days: QuarterDays,
  lines: readonly WithholdingLine[],
  ledger: TaxLedgerSums,
) {
  const taxPaise = sum(lines, (line) => line.taxPaise);
  return {
    quarter: days.quarter,
    from: days.from,
    to: days.to,
    section: WITHHOLDING_SECTION,
    rows: lines.map((line) => ({
      transactionId: line.transactionId,
      paidAt: line.paidAt.toISOString(),
      userId: line.userId,
      username: line.username,
      nameOnPan: line.nameOnPan,
      pan: line.pan,
      tournamentName: line.tournamentName,
      grossAmount: paiseToRupees(line.grossPaise),
      taxWithheld: paiseToRupees(line.taxPaise),
      netAmount: paiseToRupees(line.netPaise),
      section: WITHHOLDING_SECTION,
    })),
    totals: {
      payouts: lines.length,
      grossAmount: paiseToRupees(sum(lines, (line) => line.grossPaise)),
      taxWithheld: paiseToRupees(taxPaise),
      netAmount: paiseToRupees(sum(lines, (line) => line.netPaise)),
    },
    ledger: {
      quarterTax: paiseToRupees(ledger.quarterTaxPaise),
      accountBalance: paiseToRupees(ledger.accountBalancePaise),
      allTimeTax: paiseToRupees(ledger.allTimeTaxPaise),
      agrees:
        ledger.quarterTaxPaise === taxPaise &&
        ledger.accountBalancePaise === ledger.allTimeTaxPaise,
    },
  };
}

export type WithholdingReportJson = ReturnType<typeof toWithholdingReportJson>;
