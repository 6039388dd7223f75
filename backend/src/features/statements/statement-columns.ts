import type { StatementMapping } from '#common/validation/statements';

/**
 * Which column of a statement holds what. Indian banks and UPI business apps name the same
 * columns differently; the usual names are recognised here, anything else is mapped once by
 * the organiser and remembered under its header row.
 */

/** Indexes into a row; credit alone, amount alone, or amount with a Cr/Dr column. */
export interface StatementColumns {
  date: number;
  /** The credit column, or the amount column (signed, or with creditDebit beside it). */
  amount: number;
  /** A separate debit column, when the statement has one (debits are kept but never matched). */
  debit?: number | undefined;
  creditDebit?: number | undefined;
  utr?: number | undefined;
  narration?: number | undefined;
}

/** A mapping as the organiser gives it: column names of the header row. */
export type ColumnMapping = StatementMapping;

/** "Chq./Ref.No." and "chq ref no" are one name: letters and digits, lower-cased. */
export const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The header row as a key a remembered mapping is found by. */
export const headerKey = (row: string[]) => row.map((cell) => cell.trim().toLowerCase()).join('|');

/** Names by preference: a transaction date before a value date, and so on. */
const KNOWN = {
  date: [
    'txndate',
    'transactiondate',
    'date',
    'trandate',
    'postingdate',
    'datetime',
    'valuedate',
    'valuedt',
  ],
  narration: [
    'narration',
    'description',
    'particulars',
    'remarks',
    'transactionremarks',
    'details',
    'transactiondetails',
  ],
  utr: [
    'utr',
    'utrno',
    'utrnumber',
    'rrn',
    'upirefno',
    'upireferenceno',
    'upitransactionid',
    'bankreferenceno',
    'refno',
    'referenceno',
    'reference',
    'referencenumber',
    'chqrefno',
    'chequerefno',
    'refnochequeno',
    'chqno',
  ],
  credit: [
    'credit',
    'creditamount',
    'creditamt',
    'cramount',
    'depositamt',
    'depositamount',
    'deposits',
    'deposit',
  ],
  debit: [
    'debit',
    'debitamount',
    'debitamt',
    'dramount',
    'withdrawalamt',
    'withdrawalamount',
    'withdrawals',
    'withdrawal',
  ],
  amount: ['amount', 'amountinr', 'amountrs', 'transactionamount', 'txnamount'],
  creditDebit: ['crdr', 'drcr', 'creditdebit', 'debitcredit', 'type', 'transactiontype', 'txntype'],
} as const;

function find(keys: string[], names: readonly string[]): number | undefined {
  for (const name of names) {
    const index = keys.indexOf(name);
    if (index !== -1) return index;
  }
  return undefined;
}

/** The columns of a header row the desk recognises; undefined when it cannot read one. */
export function recogniseColumns(row: string[]): StatementColumns | undefined {
  const keys = row.map(columnKey);
  const date = find(keys, KNOWN.date);
  const credit = find(keys, KNOWN.credit);
  const amount = credit ?? find(keys, KNOWN.amount);
  const utr = find(keys, KNOWN.utr);
  const narration = find(keys, KNOWN.narration);
  if (date === undefined || amount === undefined) return undefined;
  if (utr === undefined && narration === undefined) return undefined;
  return {
    date,
    amount,
    debit: credit === undefined ? undefined : find(keys, KNOWN.debit),
    creditDebit: credit === undefined ? find(keys, KNOWN.creditDebit) : undefined,
    utr,
    narration,
  };
}

/** A remembered mapping applied to a header row; undefined when a named column is missing. */
export function columnsOfMapping(
  row: string[],
  mapping: ColumnMapping,
): StatementColumns | undefined {
  const names = row.map((cell) => cell.trim());
  const at = (name: string | null | undefined) => {
    if (!name) return undefined;
    const index = names.indexOf(name.trim());
    return index === -1 ? null : index;
  };
  const columns = {
    date: at(mapping.date),
    amount: at(mapping.amount),
    utr: at(mapping.utr),
    narration: at(mapping.narration),
    creditDebit: at(mapping.creditDebit),
  };
  if (Object.values(columns).includes(null)) return undefined;
  if (columns.date === undefined || columns.amount === undefined) return undefined;
  return columns as StatementColumns;
}

/** The bank a header row looks like, for the list of imports; a plain name otherwise. */
export function sourceOf(row: string[], mapped: boolean): string {
  const keys = new Set(row.map(columnKey));
  if (mapped) return 'Columns mapped by an organiser';
  if (keys.has('chqrefno') && keys.has('depositamt')) return 'HDFC Bank-like statement';
  if (keys.has('refnochequeno') || (keys.has('txndate') && keys.has('credit'))) {
    return 'SBI-like statement';
  }
  if (keys.has('utr') || keys.has('rrn') || keys.has('upitransactionid')) {
    return 'UPI business app export';
  }
  return 'Bank statement';
}
