import { formatRupees, paiseToRupees, rupeesToPaise } from '#common/money';
import { poolLeftPaise } from '#common/payouts';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange, recordWalletChange } from '../../change/record-event';
import { type Once, transactionOnce } from '../../change/transaction-once';
import type { Trx } from '../../db/db';
import type { TransactionType } from '../../db/schema';
import { conflict, invalid, isUniqueViolation, notFound } from '../../errors';
import { postLedgerEntry, postSettledMovement } from '../../ledger/ledger-repository';
import type { ServiceDeps } from '../../service-deps';
import { assertPrizesNotHeld } from '../disputes/public';
import { TOURNAMENT_NOT_FOUND, createTournamentReads } from '../tournaments/public';
import {
  type Decision,
  type DecisionInput,
  alreadyDecided,
  decisionAudit,
  decisionNotification,
  ledgerCreditFor,
  paymentReference,
} from './decision-rules';
import {
  assertCompleted,
  assertNotOwnPrize,
  assertNotOwnTransaction,
  assertOnRosters,
  assertWithinPool,
} from './prize-rules';
import { type AdminTransactionJson, toAdminTransactionJson } from './wallet-json';
import { createWalletRepository } from './wallet-repository';
import type { PayoutsInput, TransactionFilterInput } from './wallet-schemas';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const NOT_DECIDABLE = 'Only deposits and withdrawals can be approved or rejected';

const ONCE_PER_TOURNAMENT_INDEX = 'wallet_transactions_once_per_tournament';
const DECIDABLE_TYPES: TransactionType[] = ['ADD_MONEY', 'WITHDRAW'];

/** The organiser's side of the rupee wallet: the transactions, their decisions and winnings. */
export function createWalletAdminService({ db }: ServiceDeps) {
  const wallet = createWalletRepository(db);
  const tournaments = createTournamentReads(db);

  /** Every payee exists and none was paid for this tournament yet; their usernames. */
  async function checkPayees(trx: Trx, tournamentId: number, userIds: number[]) {
    const usernames = await wallet.usernames(trx, userIds);
    for (const [index, userId] of userIds.entries()) {
      if (!usernames.has(userId)) {
        throw invalid(`There is no player with id ${userId}`, `payouts[${index}].userId`);
      }
    }
    const paid = new Map(
      (await wallet.alreadyPaid(trx, tournamentId, userIds)).map((prize) => [
        prize.userId,
        prize.paidBy,
      ]),
    );
    for (const [index, userId] of userIds.entries()) {
      if (paid.has(userId)) {
        const by = paid.get(userId) ? ` by ${paid.get(userId)}` : '';
        throw conflict(
          `Winnings for this tournament were already paid to ${usernames.get(userId)}${by}`,
          `payouts[${index}].userId`,
        );
      }
    }
    return usernames;
  }

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
      return transactionOnce(db, once, async (trx) => {
        const tx = await wallet.lockTransaction(trx, id);
        if (!tx) throw notFound(TRANSACTION_NOT_FOUND);
        if (!DECIDABLE_TYPES.includes(tx.type)) throw conflict(NOT_DECIDABLE);
        assertNotOwnTransaction(tx.user_id, organiserId);
        if (tx.status !== 'PENDING') {
          const decided = await wallet.findWithOwner(trx, id);
          throw alreadyDecided(tx, decided?.decided_by_username ?? null);
        }
        const paysWithdrawal = tx.type === 'WITHDRAW' && decision === 'approve';
        const payoutReference = paysWithdrawal ? paymentReference(input.reference) : undefined;
        const credit = ledgerCreditFor(tx, decision);
        if (credit) {
          await postLedgerEntry(trx, {
            userId: tx.user_id,
            transactionId: id,
            amountPaise: Number(tx.amount_paise),
            reason: credit,
          });
        }
        await wallet.markDecided(trx, {
          id,
          status: decision === 'approve' ? 'APPROVED' : 'REJECTED',
          decidedBy: organiserId,
          note: input.note || undefined,
          payoutReference,
        });
        const decided = await wallet.findWithOwner(trx, id);
        if (!decided) throw notFound(TRANSACTION_NOT_FOUND);
        await recordAudit(trx, decisionAudit(decided, decision, organiserId));
        await recordWalletChange(trx, decided.user_id, id);
        await recordConsoleChange(trx, tx.type === 'ADD_MONEY' ? 'deposit' : 'withdrawal');
        await notify(trx, decisionNotification(decided, decision));
        return toAdminTransactionJson(decided);
      });
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

    /**
     * All of the payouts or none of them, each with its audit record; by the rules of
     * prize-rules, checked with the tournament's row locked.
     */
    async payWinnings(
      tournamentId: number,
      input: PayoutsInput,
      organiserId: number,
      once?: Once<AdminTransactionJson[]>,
    ) {
      try {
        return await transactionOnce(db, once, async (trx) => {
          const tournament = await wallet.lockTournament(trx, tournamentId);
          if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
          assertCompleted(tournament);
          await assertPrizesNotHeld(trx, tournamentId);
          assertNotOwnPrize(input.payouts, organiserId);
          const usernames = await checkPayees(
            trx,
            tournamentId,
            input.payouts.map((payout) => payout.userId),
          );
          assertOnRosters(input.payouts, await wallet.rosters(trx, tournamentId), usernames);
          assertWithinPool(
            input.payouts.reduce((sum, payout) => sum + rupeesToPaise(payout.amount), 0),
            Number(tournament.tourn_pp_paise),
            await wallet.prizesPaidPaise(trx, tournamentId),
          );
          const ids: number[] = [];
          for (const payout of input.payouts) {
            const amountPaise = rupeesToPaise(payout.amount);
            const id = await postSettledMovement(trx, {
              userId: payout.userId,
              type: 'WINNINGS',
              amountPaise,
              tournamentId,
              note: payout.note || null,
              decidedBy: organiserId,
              reason: 'winnings',
              direction: 'credit',
            });
            await recordAudit(trx, {
              actorId: organiserId,
              action: 'PRIZE_PAID',
              subjectId: id,
              tournamentId,
              userId: payout.userId,
              summary: `Paid ${formatRupees(amountPaise)} prize for ${tournament.tourn_name} to ${usernames.get(payout.userId)}`,
              reason: payout.reason ?? payout.note,
              before: null,
              after: {
                amount: payout.amount,
                ...(payout.note ? { note: payout.note } : {}),
                ...(payout.teamId ? { teamId: payout.teamId } : {}),
              },
            });
            await recordWalletChange(trx, payout.userId, id);
            await notify(trx, {
              userId: payout.userId,
              kind: 'prize_paid',
              message: NOTIFICATION_MESSAGES.prizePaid(amountPaise, tournament.tourn_name),
              tournamentId,
              transactionId: id,
            });
            ids.push(id);
          }
          await recordConsoleChange(trx, 'payout');
          return (await wallet.listByIds(trx, ids)).map(toAdminTransactionJson);
        });
      } catch (error) {
        // The tournament lock makes this unreachable from here; it guards other writers.
        if (isUniqueViolation(error, ONCE_PER_TOURNAMENT_INDEX)) {
          throw conflict('Winnings for this tournament were already paid to one of these players');
        }
        throw error;
      }
    },
  };
}

export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
