import { parse } from 'csv-parse/sync';
import { isUnusualUtr } from '#common/utr-shape';
import {
  type ColumnMapping,
  type StatementColumns,
  columnsOfMapping,
  headerKey,
  recogniseColumns,
  sourceOf,
} from './statement-columns';
import {
  HEADER_SEARCH_ROWS,
  STATEMENT_MESSAGES,
  StatementRejectedError,
  unknownColumnsMessage,
} from './statement-rules';
import { type Direction, parseAmount, parseStatementDate } from './statement-values';

/** One credit or debit of a statement, as read. */
export interface StatementLine {
  /** The row's number in the file (1 = its first row), as the organiser finds it in Excel. */
  lineNumber: number;
  date: string;
  amountPaise: number;
  direction: Direction;
  /** The UTR column's cell, when the statement has one and it is not empty. */
  utr: string | null;
  narration: string | null;
}

export interface ParsedStatement {
  header: string[];
  headerKey: string;
  source: string;
  lines: StatementLine[];
}

/** How the header row is read: remembered mappings, and one the organiser gives with the file. */
export interface HeaderReading {
  remembered: ReadonlyMap<string, ColumnMapping>;
  given?: ColumnMapping | undefined;
}

const notCsv = () => new StatementRejectedError('not_csv', STATEMENT_MESSAGES.notCsv);

/** The rows of a CSV file; refused when the bytes are not UTF-8 text of comma-separated rows. */
function readRows(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notCsv();
  }
  // A spreadsheet, PDF or picture renamed to .csv: text has no NUL bytes.
  if (text.includes('\u0000')) throw notCsv();
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw notCsv();
  }
}

const filled = (row: string[]) => row.filter((cell) => cell !== '').length;

/** The row that looks most like a header: the first of the widest rows near the top. */
function likelyHeader(rows: string[][]): string[] {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  const widest = Math.max(0, ...top.map(filled));
  if (widest < 2) throw notCsv();
  return (top.find((row) => filled(row) === widest) ?? []).filter((cell) => cell !== '');
}

interface Header {
  index: number;
  columns: StatementColumns;
  mapped: boolean;
}

function findHeader(rows: string[][], reading: HeaderReading): Header | undefined {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  for (const [index, row] of top.entries()) {
    const mapping = reading.given ?? reading.remembered.get(headerKey(row));
    const mapped = mapping && columnsOfMapping(row, mapping);
    if (mapped) return { index, columns: mapped, mapped: true };
    const known = reading.given ? undefined : recogniseColumns(row);
    if (known) return { index, columns: known, mapped: false };
  }
  return undefined;
}

const cell = (row: string[], index: number | undefined) =>
  index === undefined ? '' : (row[index] ?? '').trim();

function directionOf(row: string[], columns: StatementColumns): Direction | undefined {
  const said = cell(row, columns.creditDebit).toLowerCase();
  if (said.startsWith('c')) return 'credit';
  if (said.startsWith('d')) return 'debit';
  return undefined;
}

/** The row's credit or debit; undefined for a row that is neither (totals, separators). */
function amountOf(row: string[], columns: StatementColumns) {
  const amount = parseAmount(cell(row, columns.amount));
  if (amount && amount.paise > 0) {
    const direction = directionOf(row, columns) ?? amount.direction ?? 'credit';
    return { paise: amount.paise, direction };
  }
  const debit = parseAmount(cell(row, columns.debit));
  if (debit && debit.paise > 0) return { paise: debit.paise, direction: 'debit' as const };
  return undefined;
}

function lineOf(row: string[], rowIndex: number, columns: StatementColumns) {
  const date = parseStatementDate(cell(row, columns.date));
  const amount = date && amountOf(row, columns);
  if (!date || !amount) return undefined;
  return {
    lineNumber: rowIndex + 1,
    date,
    amountPaise: amount.paise,
    direction: amount.direction,
    utr: cell(row, columns.utr) || null,
    narration: cell(row, columns.narration) || null,
  };
}

/**
 * Reads a statement: its header row (recognised, remembered or given), then every row below
 * it that has a date and an amount. Account details above the header and totals below the
 * lines are skipped. Refused when it is no CSV, its columns are unknown, or it has no line.
 */
export function parseStatement(bytes: Buffer, reading: HeaderReading): ParsedStatement {
  const rows = readRows(bytes);
  const header = findHeader(rows, reading);
  if (!header) {
    const columns = likelyHeader(rows);
    throw new StatementRejectedError('unknown_columns', unknownColumnsMessage(columns), columns);
  }
  const headerRow = rows[header.index] ?? [];
  const lines = rows
    .map((row, index) => (index > header.index ? lineOf(row, index, header.columns) : undefined))
    .filter((line): line is StatementLine => line !== undefined);
  if (lines.length === 0) throw new StatementRejectedError('no_lines', STATEMENT_MESSAGES.noLines);
  return {
    header: headerRow,
    headerKey: headerKey(headerRow),
    source: sourceOf(headerRow, header.mapped),
    lines,
  };
}

/** A reference as banks pad it: HDFC writes the 12-digit UPI RRN as 16 digits with zeros. */
export const normalisedReference = (reference: string) => {
  const upper = reference.toUpperCase();
  return /^\d+$/.test(upper) ? upper.replace(/^0+(?=\d{12})/, '') : upper;
};

/** A narration's words shorter than this are not taken for a player's UTR. */
const NARRATION_REFERENCE_MIN_LENGTH = 6;

const wordsOf = (text: string | null) => (text ?? '').split(/[^A-Za-z0-9]+/).filter(Boolean);

/**
 * Every reference a line may carry: the words of its UTR cell ("UPI-412345678901"), and the
 * words of its narration that could be a UTR ("UPI/412345678901/Asha/..."), normalised.
 */
export function referencesOf(line: Pick<StatementLine, 'utr' | 'narration'>): string[] {
  const narration = wordsOf(line.narration).filter(
    (word) => word.length >= NARRATION_REFERENCE_MIN_LENGTH && /\d/.test(word),
  );
  return [...new Set([...wordsOf(line.utr), ...narration].map(normalisedReference))];
}

/**
 * The UTR to show for a line: the one a deposit was matched by, else the first reference of a
 * bank's shape, else its UTR cell (SBI's reference column is no UTR; its narration has it).
 */
export function shownUtr(
  line: Pick<StatementLine, 'utr' | 'narration'>,
  matchedUtr?: string,
): string | null {
  if (matchedUtr) return matchedUtr;
  return referencesOf(line).find((reference) => !isUnusualUtr(reference)) ?? line.utr;
}
