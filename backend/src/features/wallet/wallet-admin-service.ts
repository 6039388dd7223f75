import { paiseToRupees } from '#common/money';
import { poolLeftPaise } from '#common/payouts';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { TOURNAMENT_NOT_FOUND, createTournamentReads } from '../tournaments/public';
import type { Decision, DecisionInput } from './decision-rules';
import { TRANSACTION_NOT_FOUND, createTransactionDecisions } from './transaction-decisions';
import { type AdminTransactionJson, toAdminTransactionJson } from './wallet-json';
import { createWalletRepository } from './wallet-repository';
import type { TransactionFilterInput } from './wallet-schemas';

export { NOT_DECIDABLE, TRANSACTION_NOT_FOUND } from './transaction-decisions';

/**
 * The organiser's side of the rupee wallet: the transactions, their decisions and the prizes
 * paid. Paying prizes and marking large withdrawals paid go through the two-person control
 * (features/money-control), which pays with this feature's public moves.
 */
export function createWalletAdminService({ db }: ServiceDeps) {
  const wallet = createWalletRepository(db);
  const tournaments = createTournamentReads(db);
  const decisions = createTransactionDecisions(db);

  return {
    listTransactions: async (filter: TransactionFilterInput) =>
      (await wallet.list(filter)).map(toAdminTransactionJson),

    async getTransaction(id: number) {
      const tx = await wallet.findWithOwner(db, id);
      if (!tx) throw notFound(TRANSACTION_NOT_FOUND);
      return toAdminTransactionJson(tx);
    },

    /**
     * Approves or rejects a pending deposit or withdrawal, with its audit record, in one
     * transaction. The row lock makes a second organiser wait and then find it decided.
     */
    decide(
      id: number,
      decision: Decision,
      organiserId: number,
      input: DecisionInput,
      once?: Once<AdminTransactionJson>,
    ) {
      return transactionOnce(db, once, (trx) =>
        decisions.decide(trx, id, decision, organiserId, input),
      );
    },

    /** What a tournament's pool paid so far, to whom, and what is left of it. */
    async prizesOf(tournamentId: number) {
      const tournament = await tournaments.findById(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const poolPaise = Number(tournament.tourn_pp_paise);
      const paidPaise = await wallet.prizesPaidPaise(db, tournamentId);
      return {
        prizePool: paiseToRupees(poolPaise),
        paidSoFar: paiseToRupees(paidPaise),
        left: paiseToRupees(poolLeftPaise(poolPaise, paidPaise)),
        payouts: (await wallet.prizesOf(tournamentId)).map(toAdminTransactionJson),
      };
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
