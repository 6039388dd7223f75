import { istDateTime } from '#common/ist-days';
import type { ExportLedgerRow, ExportTransactionRow, StatementRow } from './books-repository';
import { type CsvCell, toCsv } from './books-csv';

/** The spreadsheets of the books: their columns and one row per line (decision 045). */

export type { ExportKind } from './books-schemas';

const money = (paise: number | string | null): CsvCell =>
  paise === null ? null : { rupeesOfPaise: Number(paise) };
const when = (moment: Date | null) => (moment ? istDateTime(moment) : null);

const TRANSACTION_HEADER = [
  'Transaction ID',
  'Date (IST)',
  'Player ID',
  'Player',
  'Type',
  'Status',
  'Amount (₹)',
  'Ledger (₹)',
  'UTR',
  'UPI reference',
  'Tournament',
  'Note',
  'Decided (IST)',
  'Decided by',
];

const transactionLine = (row: ExportTransactionRow): CsvCell[] => [
  row.id,
  when(row.created_at),
  row.user_id,
  row.username,
  row.type,
  row.status,
  money(row.amount_paise),
  money(row.ledger_paise ?? 0),
  row.utr,
  row.payout_reference,
  row.tournament_name,
  row.note,
  when(row.decided_at),
  row.decided_by_username,
];

const LEDGER_HEADER = [
  'Entry ID',
  'Date (IST)',
  'Player ID',
  'Player',
  'Reason',
  'Transaction ID',
  'Transaction type',
  'Amount (₹)',
  'Tournament',
];

const ledgerLine = (row: ExportLedgerRow): CsvCell[] => [
  row.id,
  when(row.created_at),
  row.user_id,
  row.username,
  row.reason,
  row.transaction_id,
  row.type,
  money(row.amount_paise),
  row.tournament_name,
];

const PAYOUT_HEADER = [
  'Transaction ID',
  'Date (IST)',
  'Tournament',
  'Player ID',
  'Player',
  'Amount (₹)',
  'Ledger (₹)',
  'Paid by',
  'Note',
];

const payoutLine = (row: ExportTransactionRow): CsvCell[] => [
  row.id,
  when(row.created_at),
  row.tournament_name,
  row.user_id,
  row.username,
  money(row.amount_paise),
  money(row.ledger_paise ?? 0),
  row.decided_by_username,
  row.note,
];

export const transactionsCsv = (rows: ExportTransactionRow[]) =>
  toCsv(TRANSACTION_HEADER, rows.map(transactionLine));
export const ledgerCsv = (rows: ExportLedgerRow[]) => toCsv(LEDGER_HEADER, rows.map(ledgerLine));
export const payoutsCsv = (rows: ExportTransactionRow[]) =>
  toCsv(PAYOUT_HEADER, rows.map(payoutLine));

const STATEMENT_HEADER = [
  'Date (IST)',
  'Transaction ID',
  'Type',
  'Status',
  'Amount (₹)',
  'Balance change (₹)',
  'Balance (₹)',
  'UTR',
  'UPI reference',
  'Tournament',
  'Note',
];

/**
 * A player's statement: the opening balance, every ledger movement with the balance after it,
 * the requests that moved nothing (a pending or rejected deposit: no change, no balance), and
 * the closing balance, which is the opening one plus the changes.
 */
export function statementCsv(openingPaise: number, rows: StatementRow[]): string {
  let balance = openingPaise;
  const balanceLine = (label: string, paise: number): CsvCell[] =>
    STATEMENT_HEADER.map((_, index) => (index === 2 ? label : index === 6 ? money(paise) : null));
  const lines: CsvCell[][] = [balanceLine('Opening balance', openingPaise)];
  for (const row of rows) {
    if (row.change_paise !== null) balance += row.change_paise;
    lines.push([
      when(row.created_at),
      row.transaction_id,
      row.type,
      row.status,
      money(row.amount_paise),
      money(row.change_paise),
      row.change_paise === null ? null : money(balance),
      row.utr,
      row.payout_reference,
      row.tournament_name,
      row.note,
    ]);
  }
  lines.push(balanceLine('Closing balance', balance));
  return toCsv(STATEMENT_HEADER, lines);
}
