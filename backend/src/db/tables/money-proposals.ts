import type { ColumnType, Generated, Selectable } from 'kysely';

/** Two-person control of money (migration 013, decision 043). */

export type MoneyProposalKind = 'prize_payout' | 'withdrawal' | 'manual_credit';
export type MoneyProposalStatus = 'waiting' | 'approved' | 'refused' | 'cancelled';

export interface MoneyProposalsTable {
  id: Generated<number>;
  kind: MoneyProposalKind;
  /** What approving does, amounts in paise; its shape depends on `kind`. */
  payload: ColumnType<unknown, string, string>;
  amount_paise: ColumnType<number | string, number, number>;
  tournament_id: number | null;
  transaction_id: number | null;
  user_id: number | null;
  utr: string | null;
  proposed_by: number;
  proposed_at: ColumnType<Date, Date | undefined, Date>;
  /** Set only for a lone organiser's proposal: it may be approved by its proposer after. */
  cooling_until: Date | null;
  status: ColumnType<MoneyProposalStatus, MoneyProposalStatus | undefined, MoneyProposalStatus>;
  decided_by: number | null;
  decided_at: Date | null;
  /** Why the proposer proposes it (a manual credit's reason). */
  reason: string | null;
  /** Why it was refused. */
  decision_reason: string | null;
}

/** The wallet transactions an approved proposal made, each once. */
export interface MoneyProposalResultsTable {
  transaction_id: number;
  proposal_id: number;
}

export type MoneyProposalRow = Selectable<MoneyProposalsTable>;
