import { istDateTime } from '#common/ist-days';
import { WITHHOLDING_SECTION } from '#common/tax-quarters';
import { type CsvCell, toCsv } from '../books/public';
import type { WithholdingLine } from './withholding-report';

/** The quarterly report as the accountant files it (decision 047): one row per payout. */

const HEADER = [
  'Transaction ID',
  'Date (IST)',
  'Player',
  'Name on PAN',
  'PAN',
  'Tournament',
  'Gross (₹)',
  'Tax withheld (₹)',
  'Net paid (₹)',
  'Section',
];

const money = (paise: number): CsvCell => ({ rupeesOfPaise: paise });

export const withholdingCsv = (lines: readonly WithholdingLine[]): string =>
  toCsv(
    HEADER,
    lines.map((line) => [
      line.transactionId,
      istDateTime(line.paidAt),
      line.username,
      line.nameOnPan,
      line.pan,
      line.tournamentName,
      money(line.grossPaise),
      money(line.taxPaise),
      money(line.netPaise),
      WITHHOLDING_SECTION,
    ]),
  );
