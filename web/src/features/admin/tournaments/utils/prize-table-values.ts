import { paiseToRupeeString } from '#common/money';
import {
  type PrizeTableValues,
  type StoredPrizeTable,
  prizeTableFromValues,
  prizeTableProblem,
  prizeTableValuesSchema,
} from '#common/prize-table';
import { ValidationError } from 'yup';
import type { PrizeTableInput } from '../../../../generated/admin';

/**
 * The prize table's fieldset values (decision 044): rupees as typed, one row per rank and one
 * per kill, checked by the shared rule and against the prize pool typed beside them.
 */

/** "500" or "99.50": an amount as the organiser types it. */
const rupeeText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : paiseToRupeeString(paise);

export const NO_PRIZE_TABLE: PrizeTableValues = {
  ranks: [{ amount: '' }, { amount: '' }, { amount: '' }],
  perKill: '',
};

/** The form's rows for a tournament's table as the schema gives it; three empty ranks for none. */
export function prizeTableFormValuesOf(
  table: { ranks: { amount: { paise: number } }[]; perKill: { paise: number } | null } | null,
): PrizeTableValues {
  if (!table) return NO_PRIZE_TABLE;
  return {
    ranks: table.ranks.map((rank) => ({ amount: rupeeText(rank.amount.paise) })),
    perKill: table.perKill ? rupeeText(table.perKill.paise) : '',
  };
}

/** The pool as typed, in paise; undefined while it is not an amount. */
const poolPaiseOf = (prizePool: string) => {
  const value = Number(prizePool.trim());
  return prizePool.trim() !== '' && Number.isFinite(value) && value >= 0
    ? Math.round(value * 100)
    : undefined;
};

/** The live figures under the table: the ranks' total, the pool, and what the ranks leave. */
export function prizeTableFigures(values: PrizeTableValues, prizePool: string) {
  const table = prizeTableFromValues(values);
  const ranksPaise = table ? table.rankPaise.reduce((sum, paise) => sum + paise, 0) : 0;
  const poolPaise = poolPaiseOf(prizePool);
  return {
    table,
    ranksPaise,
    poolPaise,
    leftPaise: poolPaise === undefined ? undefined : poolPaise - ranksPaise,
    problem: poolPaise === undefined ? null : prizeTableProblem(table, poolPaise),
  };
}

/** Formik's errors for the fieldset: each row by the shared rule, then the pool's rule. */
export function validatePrizeTable(values: {
  prizeTable: PrizeTableValues;
  prizePool: string;
}): Record<string, unknown> {
  try {
    prizeTableValuesSchema.validateSync(values.prizeTable, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const ranks: ({ amount: string } | undefined)[] = [];
    let perKill: string | undefined;
    for (const inner of error.inner) {
      const row = /^ranks\[(\d+)\]\.amount$/.exec(inner.path ?? '');
      if (row) ranks[Number(row[1])] = { amount: inner.message };
      else if (inner.path === 'perKill') perKill = inner.message;
    }
    return { prizeTable: { ...(ranks.length ? { ranks } : {}), ...(perKill ? { perKill } : {}) } };
  }
  const { problem } = prizeTableFigures(values.prizeTable, values.prizePool);
  if (!problem) return {};
  return problem.field === 'prizeTable.perKillPaise'
    ? { prizeTable: { perKill: problem.message } }
    : { prizeTable: { total: problem.message } };
}

/** The table as the platform takes it: rupee strings; null when it pays nothing. */
export function toPrizeTableInput(values: PrizeTableValues): PrizeTableInput | null {
  const table = prizeTableFromValues(values);
  if (!table) return null;
  return {
    ranks: table.rankPaise.map(paiseToRupeeString),
    perKill: paiseToRupeeString(table.perKillPaise),
  };
}

const sameTable = (a: StoredPrizeTable | null, b: StoredPrizeTable | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** True when the organiser left the table as it was (so a patch does not name it). */
export const samePrizeTable = (initial: PrizeTableValues, values: PrizeTableValues) =>
  sameTable(prizeTableFromValues(initial), prizeTableFromValues(values));
