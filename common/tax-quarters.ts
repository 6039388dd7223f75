import { addDays, istDayOf } from './ist-days';

/**
 * The quarters tax withheld is reported by (issue 24): India's financial year runs April to
 * March, written "2026-27"; Q1 is April–June, Q2 July–September, Q3 October–December and Q4
 * January–March of the year after. Days are IST days.
 */

export const QUARTER_PATTERN = /^(\d{4})-(\d{2})-Q([1-4])$/;

/** The section of the Income-tax Act the withholding follows. */
export const WITHHOLDING_SECTION = '194B';

export interface QuarterDays {
  quarter: string;
  /** First IST day, `YYYY-MM-DD`. */
  from: string;
  /** Last IST day, included. */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter's days, or undefined when the text is not a quarter ("2026-27-Q3"). */
export function quarterDays(quarter: string): QuarterDays | undefined {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return undefined;
  const startYear = Number(match[1]);
  if (Number(match[2]) !== (startYear + 1) % 100) return undefined;
  const index = Number(match[3]) - 1;
  const startMonth = 4 + index * 3;
  const year = startMonth > 12 ? startYear + 1 : startYear;
  const month = startMonth > 12 ? startMonth - 12 : startMonth;
  const from = `${year}-${pad(month)}-01`;
  const nextMonth =
    month + 3 > 12 ? `${year + 1}-${pad(month - 9)}-01` : `${year}-${pad(month + 3)}-01`;
  return { quarter, from, to: addDays(nextMonth, -1) };
}

/** The quarter an IST day falls in. */
export function quarterOfDay(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const index = Math.floor(((month + 8) % 12) / 3) + 1;
  return `${startYear}-${pad((startYear + 1) % 100)}-Q${index}`;
}

/** The quarter of this moment in India. */
export const currentQuarter = (now: Date): string => quarterOfDay(istDayOf(now));

/** This quarter and the `count - 1` before it, newest first (the report's picker). */
export function recentQuarters(now: Date, count: number): string[] {
  const quarters: string[] = [];
  let day = istDayOf(now);
  for (let i = 0; i < count; i += 1) {
    const quarter = quarterOfDay(day);
    quarters.push(quarter);
    day = addDays((quarterDays(quarter) as QuarterDays).from, -1);
  }
  return quarters;
}

/** "Oct–Dec 2026 (2026-27 Q3)": how a person reads a quarter. */
export function quarterLabel(quarter: string): string {
  const days = quarterDays(quarter);
  if (!days) return quarter;
  const month = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
  const fy = quarter.slice(0, 7);
  return `${month(days.from)}–${month(days.to)} ${days.to.slice(0, 4)} (${fy} ${quarter.slice(8)})`;
}
