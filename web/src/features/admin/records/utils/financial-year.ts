import { istDayOf } from '#common/ist-days';

/**
 * India's financial year runs 1 April to 31 March: the records open on this year's days so
 * far, the range an auditor asks for first.
 */
export function financialYearToDate(now: Date): { from: string; to: string } {
  const today = istDayOf(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${month >= 4 ? year : year - 1}-04-01`, to: today };
}
