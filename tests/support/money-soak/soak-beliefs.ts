/**
 * What each client believes happened, from the definite answers it got. At the end these are
 * compared with the database: a request applied twice, or applied while its client was told
 * it was not, shows as a difference.
 */

export interface DepositBelief {
  userId: number;
  /** 200 (received), 208 (already submitted) or a refusal. */
  outcome: 'received' | 'duplicate' | 'refused';
  definite: boolean;
}

export interface WithdrawalBelief {
  userId: number;
  amountPaise: number;
  /** The answer said the amount left the balance. */
  taken: boolean;
  definite: boolean;
}

export interface DecisionBelief {
  organiser: string;
  decision: 'approve' | 'reject';
  ok: boolean;
  definite: boolean;
}

export interface DecidedTransaction {
  type: 'ADD_MONEY' | 'WITHDRAW';
  userId: number;
  amountPaise: number;
  answers: DecisionBelief[];
  /** Decided by two organisers at once. */
  raced: boolean;
}

export interface EntryBelief {
  userId: number;
  tournamentId: number;
  ok: boolean;
  definite: boolean;
}

export interface PayoutBelief {
  tournamentId: number;
  payees: { userId: number; amountPaise: number }[];
  ok: boolean;
  definite: boolean;
}

export interface UnansweredOperation {
  kind: string;
  detail: string;
}

export interface Beliefs {
  /** By UTR (upper case): every answer to a deposit with it. */
  deposits: Map<string, DepositBelief[]>;
  /** By the withdrawal's marker (its beneficiary name). */
  withdrawals: Map<string, WithdrawalBelief>;
  /** Withdrawals sent twice at once with one key: both answers. */
  twinAnswers: { marker: string; statuses: [number, number] }[];
  decisions: Map<number, DecidedTransaction>;
  entries: EntryBelief[];
  /** By the payout's marker (its note). */
  payouts: Map<string, PayoutBelief>;
  /** By tournament: whether the cancellation was answered yes. */
  cancellations: Map<number, boolean>;
  unanswered: UnansweredOperation[];
}

export const newBeliefs = (): Beliefs => ({
  deposits: new Map(),
  withdrawals: new Map(),
  twinAnswers: [],
  decisions: new Map(),
  entries: [],
  payouts: new Map(),
  cancellations: new Map(),
  unanswered: [],
});

export function recordDeposit(beliefs: Beliefs, utr: string, belief: DepositBelief): void {
  const key = utr.toUpperCase();
  beliefs.deposits.set(key, [...(beliefs.deposits.get(key) ?? []), belief]);
}

export function recordDecision(
  beliefs: Beliefs,
  tx: { id: number; type: 'ADD_MONEY' | 'WITHDRAW'; userId: number; amountPaise: number },
  answer: DecisionBelief,
  raced = false,
): void {
  const known = beliefs.decisions.get(tx.id) ?? {
    type: tx.type,
    userId: tx.userId,
    amountPaise: tx.amountPaise,
    answers: [],
    raced: false,
  };
  known.answers.push(answer);
  known.raced ||= raced;
  beliefs.decisions.set(tx.id, known);
}

/**
 * Each player's balance as the answers explain it: approved deposits, withdrawals taken and
 * given back, entry fees (refunded when the tournament's cancellation was answered yes) and
 * prizes.
 */
export function believedBalances(
  beliefs: Beliefs,
  feeOf: (tournamentId: number) => number,
): Map<number, number> {
  const balances = new Map<number, number>();
  const add = (userId: number, paise: number) =>
    balances.set(userId, (balances.get(userId) ?? 0) + paise);
  for (const tx of beliefs.decisions.values()) {
    const yes = tx.answers.find((answer) => answer.ok);
    if (tx.type === 'ADD_MONEY' && yes?.decision === 'approve') add(tx.userId, tx.amountPaise);
    if (tx.type === 'WITHDRAW' && yes?.decision === 'reject') add(tx.userId, tx.amountPaise);
  }
  for (const withdrawal of beliefs.withdrawals.values()) {
    if (withdrawal.taken) add(withdrawal.userId, -withdrawal.amountPaise);
  }
  for (const entry of beliefs.entries) {
    if (!entry.ok) continue;
    const refunded = beliefs.cancellations.get(entry.tournamentId) === true;
    if (!refunded) add(entry.userId, -feeOf(entry.tournamentId));
  }
  for (const payout of beliefs.payouts.values()) {
    if (!payout.ok) continue;
    for (const payee of payout.payees) add(payee.userId, payee.amountPaise);
  }
  return balances;
}
