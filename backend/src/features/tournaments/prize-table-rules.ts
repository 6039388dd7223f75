import { formatRupees } from '#common/money';
import {
  type StoredPrizeTable,
  ordinal,
  prizeTableProblem,
  trimmedPrizeTable,
} from '#common/prize-table';
import type { TournamentRow } from '../../db/schema';
import type { AuditRecord } from '../../change/record-audit';
import { invalid } from '../../errors';

/**
 * A tournament's prize table (decision 044): set with the tournament, kept within its pool at
 * every edit of either, announced before booking, recorded as PRIZE_TABLE_SET when it changes.
 */

type PrizeTableInput = StoredPrizeTable | null | undefined;

/** The table as the column takes it: trimmed, null for none; undefined leaves it as it is. */
export function prizeTableColumn(input: PrizeTableInput): string | null | undefined {
  if (input === undefined) return undefined;
  const table = input && trimmedPrizeTable(input);
  return table ? JSON.stringify(table) : null;
}

/** The table after a write: what it names, else what the tournament has. */
export function prizeTableAfter(input: PrizeTableInput, current: StoredPrizeTable | null) {
  if (input === undefined) return current;
  return input && trimmedPrizeTable(input);
}

/** Refuses a table past the pool, on the field the organiser has to change. */
export function checkPrizeTable(table: StoredPrizeTable | null, poolPaise: number): void {
  const problem = prizeTableProblem(table, poolPaise);
  if (problem) throw invalid(problem.message, problem.field);
}

/** "1st ₹500, 2nd ₹300, ₹10 per kill", or "none". */
export function prizeTableText(table: StoredPrizeTable | null): string {
  if (!table) return 'none';
  const ranks = table.rankPaise.map(
    (paise, index) => `${ordinal(index + 1)} ${formatRupees(paise)}`,
  );
  const kills = table.perKillPaise > 0 ? [`${formatRupees(table.perKillPaise)} per kill`] : [];
  return [...ranks, ...kills].join(', ');
}

const auditFields = (table: StoredPrizeTable | null) => ({
  prizeTable: prizeTableText(table),
  rankPaise: table ? [...table.rankPaise] : [],
  perKillPaise: table?.perKillPaise ?? 0,
});

const sameTable = (a: StoredPrizeTable | null, b: StoredPrizeTable | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The audit record of a table set or changed; null when the write left it as it was. */
export function prizeTableAudit(
  before: StoredPrizeTable | null,
  row: TournamentRow,
  actorId: number,
): AuditRecord | null {
  const after = row.prize_table;
  if (sameTable(before, after)) return null;
  return {
    actorId,
    action: 'PRIZE_TABLE_SET',
    subjectId: row.tourn_id,
    tournamentId: row.tourn_id,
    summary: `Set the prize table of ${row.tourn_name}: ${prizeTableText(after)}`,
    before: before ? auditFields(before) : null,
    after: auditFields(after),
  };
}
