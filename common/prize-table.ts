import { array, number, object } from 'yup';
import { formatRupees, hasWholePaise, paiseToRupees, parseRupees } from './money';

/**
 * A tournament's prize table, announced before anyone books (issue 23): an amount per finishing
 * rank and an amount per kill, in integer paise, as stored in `tournaments.prize_table`.
 *
 * Within the pool (decision 044): the rank prizes together never exceed the prize pool; kill
 * prizes are paid from what the rank prizes leave of it, so a table may promise a per-kill
 * amount only when the ranks leave room for at least one kill. Past that, the proposal shares
 * what is left by kills, and the payout cap of decision 029 still refuses anything past the pool.
 */
export interface StoredPrizeTable {
  /** `rankPaise[0]` for the winning squad, and so on; ranks past the end win nothing. */
  rankPaise: number[];
  perKillPaise: number;
}

/** More ranks than any lobby has squads (Free Fire's lobby holds 12, a tournament's slots 1000). */
export const PRIZE_RANKS_MAX = 100;
/** The same ceiling as any amount the organiser types (tournament-schemas' rupees). */
export const PRIZE_MAX_PAISE = 1_000_000_000;

export const PRIZE_TABLE_MESSAGES = {
  amount: 'Enter an amount in rupees',
  negative: 'Amount cannot be negative',
  tooBig: 'Amount cannot exceed ₹1,00,00,000',
  decimals: 'Amount can have at most 2 decimal places',
  ranks: `A prize table has at most ${PRIZE_RANKS_MAX} ranks`,
  paise: 'Amounts are whole paise from 0 to 1000000000',
} as const;

/** "1st", "2nd", "11th": how a rank is read on the form and the details page. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

export const rankPrizesTotalPaise = (table: StoredPrizeTable): number =>
  table.rankPaise.reduce((sum, prize) => sum + prize, 0);

/** What the rank prizes leave of the pool: where kill prizes are paid from. */
export const killPrizesBudgetPaise = (table: StoredPrizeTable, poolPaise: number): number =>
  Math.max(0, poolPaise - rankPrizesTotalPaise(table));

/** A table that pays nothing is no table: the tournament then announces no prizes. */
export const paysSomething = (table: StoredPrizeTable): boolean =>
  table.perKillPaise > 0 || table.rankPaise.some((prize) => prize > 0);

/** The ranks as announced: trailing ranks without a prize say nothing, so they are dropped. */
export function trimmedPrizeTable(table: StoredPrizeTable): StoredPrizeTable | null {
  const rankPaise = [...table.rankPaise];
  while (rankPaise.length > 0 && rankPaise[rankPaise.length - 1] === 0) rankPaise.pop();
  const trimmed = { rankPaise, perKillPaise: table.perKillPaise };
  return paysSomething(trimmed) ? trimmed : null;
}

export type PrizeTableField = 'prizeTable.rankPaise' | 'prizeTable.perKillPaise';

/**
 * Why a table does not fit a pool, with the field to blame, or null when it fits. The form,
 * and the backend at creation and at every edit of the pool or the table, say the same words.
 */
export function prizeTableProblem(
  table: StoredPrizeTable | null,
  poolPaise: number,
): { field: PrizeTableField; message: string } | null {
  if (!table) return null;
  const ranks = rankPrizesTotalPaise(table);
  if (ranks > poolPaise) {
    return {
      field: 'prizeTable.rankPaise',
      message: `The rank prizes total ${formatRupees(ranks)}, more than the ${formatRupees(poolPaise)} prize pool`,
    };
  }
  if (table.perKillPaise > poolPaise - ranks) {
    return {
      field: 'prizeTable.perKillPaise',
      message: `Kill prizes are paid from what the rank prizes leave of the pool: ${formatRupees(poolPaise - ranks)}, less than ${formatRupees(table.perKillPaise)} for one kill`,
    };
  }
  return null;
}

const paiseAmount = () =>
  number()
    .strict()
    .typeError(PRIZE_TABLE_MESSAGES.paise)
    .integer(PRIZE_TABLE_MESSAGES.paise)
    .min(0, PRIZE_TABLE_MESSAGES.paise)
    .max(PRIZE_MAX_PAISE, PRIZE_TABLE_MESSAGES.paise);

/** The table as the organiser's API takes it: paise; null (or no ranks and 0 per kill) is none. */
export const storedPrizeTableSchema = object({
  rankPaise: array(paiseAmount().required(PRIZE_TABLE_MESSAGES.paise))
    .typeError('rankPaise must be a list of amounts in paise')
    .max(PRIZE_RANKS_MAX, PRIZE_TABLE_MESSAGES.ranks)
    .required('rankPaise is required: the prize of rank 1, 2, ... in paise'),
  perKillPaise: paiseAmount().default(0),
})
  .nullable()
  .default(undefined);

// ── The form: rupees as typed ─────────────────────────────────────────────────────────────

/** An amount as an input holds it: a number, or text ('' while empty). */
export type RupeeInput = number | string;

export interface PrizeTableValues {
  ranks: { amount: RupeeInput }[];
  perKill: RupeeInput;
}

/** An amount in rupees, exact to the paisa; empty means no prize. */
const rupeeField = () =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(PRIZE_TABLE_MESSAGES.amount)
    .optional()
    .min(0, PRIZE_TABLE_MESSAGES.negative)
    .max(PRIZE_MAX_PAISE / 100, PRIZE_TABLE_MESSAGES.tooBig)
    .test('whole-paise', PRIZE_TABLE_MESSAGES.decimals, (value) =>
      value === undefined ? true : hasWholePaise(value),
    );

export const prizeTableValuesSchema = object({
  ranks: array(object({ amount: rupeeField() }))
    .max(PRIZE_RANKS_MAX, PRIZE_TABLE_MESSAGES.ranks)
    .required(),
  perKill: rupeeField(),
});

/** The form's table in paise, trimmed (null when it pays nothing, or while a row is invalid). */
export function prizeTableFromValues(values: PrizeTableValues): StoredPrizeTable | null {
  if (!prizeTableValuesSchema.isValidSync(values)) return null;
  const paise = (amount: RupeeInput) =>
    String(amount).trim() === '' ? 0 : (parseRupees(String(amount).trim()) ?? 0);
  return trimmedPrizeTable({
    rankPaise: values.ranks.map((row) => paise(row.amount)),
    perKillPaise: paise(values.perKill),
  });
}

/** The form's starting values: the stored table, or three empty ranks for a new one. */
export function prizeTableValues(table: StoredPrizeTable | null | undefined): PrizeTableValues {
  if (!table) return { ranks: [{ amount: '' }, { amount: '' }, { amount: '' }], perKill: '' };
  return {
    ranks: table.rankPaise.map((paise) => ({ amount: paiseToRupees(paise) })),
    perKill: table.perKillPaise > 0 ? paiseToRupees(table.perKillPaise) : '',
  };
}
