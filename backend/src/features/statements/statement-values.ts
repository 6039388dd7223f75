/**
 * The values of a statement's cells as Indian banks write them: amounts such as "1,234.50",
 * "₹1,23,456.00", "Rs. 500" or "500.00 Cr", and day-first dates such as "28/11/26",
 * "28-11-2026", "28 Nov 2026" or "2026-11-28 10:32:11".
 */

export type Direction = 'credit' | 'debit';

export interface ParsedAmount {
  paise: number;
  /** From a sign, brackets or a trailing Cr/Dr; undefined when the cell says neither. */
  direction: Direction | undefined;
}

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Paise of an amount cell; undefined when it is empty or no amount. */
export function parseAmount(cell: string): ParsedAmount | undefined {
  let text = cell.trim().replace(/^(?:₹|rs\.?|inr)\s*/i, '');
  let direction: Direction | undefined;
  const suffix = /\s*\b(cr|dr)\.?$/i.exec(text);
  if (suffix) {
    direction = suffix[1]?.toLowerCase() === 'cr' ? 'credit' : 'debit';
    text = text.slice(0, suffix.index);
  }
  if (/^\(.*\)$/.test(text) || text.startsWith('-')) {
    direction = 'debit';
    text = text.replace(/^\(|\)$/g, '').replace(/^-/, '');
  } else if (text.startsWith('+')) {
    direction = 'credit';
    text = text.slice(1);
  }
  const match = AMOUNT.exec(text.replace(/^(?:₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, ''));
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return { paise, direction };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2}|[a-z]{3,9})[/.\-, ]+(\d{2}|\d{4})\b/i;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})\b/;

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const monthOf = (text: string) =>
  /^\d+$/.test(text) ? Number(text) : MONTHS.indexOf(text.slice(0, 3).toLowerCase()) + 1;

/** The date of a cell as 'YYYY-MM-DD' (any time after it ignored); undefined when none. */
export function parseStatementDate(cell: string): string | undefined {
  const text = cell.trim();
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (!dayFirst) return undefined;
  const [, day, month, year] = dayFirst as unknown as [string, string, string, string];
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return isoDate(fullYear, monthOf(month), Number(day));
}
