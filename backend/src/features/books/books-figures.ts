import { paiseToRupees } from '#common/money';
import type { FigureFilter, FigureRow } from './books-repository';

/**
 * What each figure of the books counts (decision 045). A figure sums approved wallet
 * transactions and, beside it, the ledger entries those transactions posted; it "agrees with
 * the ledger" when both sums are equal, so a transaction approved without its entry, or an entry
 * of another amount, shows as a disagreement.
 */
export const FIGURES = {
  depositsApproved: {
    types: ['ADD_MONEY'],
    reasons: ['deposit'],
    sign: 1,
    dated: 'decided_at',
    manual: false,
  },
  withdrawalsPaid: {
    types: ['WITHDRAW'],
    reasons: ['withdrawal', 'withdrawal_reversal'],
    sign: -1,
    dated: 'decided_at',
  },
  manualCredits: {
    types: ['ADD_MONEY', 'WITHDRAW', 'ENTRY_FEE', 'REFUND', 'WINNINGS'],
    reasons: ['manual_credit'],
    sign: 1,
    dated: 'decided_at',
    manual: true,
  },
  entryFees: { types: ['ENTRY_FEE'], reasons: ['entry_fee'], sign: -1, dated: 'created_at' },
  refunds: { types: ['REFUND'], reasons: ['refund'], sign: 1, dated: 'created_at' },
  prizes: {
    types: ['WINNINGS'],
    reasons: ['winnings'],
    sign: 1,
    dated: 'created_at',
    manual: false,
  },
} as const satisfies Record<string, FigureFilter>;

export type FigureName = keyof typeof FIGURES;
export const DAY_FIGURES = Object.keys(FIGURES) as FigureName[];
export const TOURNAMENT_FIGURES = ['entryFees', 'refunds', 'prizes'] as const;

/** A figure's sums in paise; none counted is zero on both sides. */
export interface Figure {
  count: number;
  amountPaise: number;
  ledgerPaise: number;
}

export const NO_FIGURE: Figure = { count: 0, amountPaise: 0, ledgerPaise: 0 };

export const agrees = (figure: Figure) => figure.amountPaise === figure.ledgerPaise;

export const figureOf = (row: FigureRow | undefined): Figure =>
  row
    ? { count: row.count, amountPaise: row.amountPaise, ledgerPaise: row.ledgerPaise }
    : NO_FIGURE;

/** A figure as the REST API answers it: rupees at the edge. */
export const toFigureJson = (figure: Figure) => ({
  count: figure.count,
  amount: paiseToRupees(figure.amountPaise),
  ledger: paiseToRupees(figure.ledgerPaise),
  agrees: agrees(figure),
});

/** Names an accountant reads, for messages and the audit. */
export const FIGURE_LABELS: Record<FigureName | 'holdings', string> = {
  depositsApproved: 'deposits approved',
  withdrawalsPaid: 'withdrawals paid',
  manualCredits: 'manual credits',
  entryFees: 'entry fees',
  refunds: 'refunds',
  prizes: 'prizes',
  holdings: "players' balances",
};
