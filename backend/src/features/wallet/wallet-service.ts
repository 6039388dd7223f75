import { formatRupees, paiseToRupees, rupeesToPaise } from '#common/money';
import { poolLeftPaise } from '#common/payouts';
import {
  PG_UNIQUE_VIOLATION,
  conflict,
  invalid,
  notFound,
  pgConstraint,
  pgErrorCode,
} from '../../errors';
import type { TransactionType } from '../../db/schema';
import type { ServiceDeps } from '../../services';
import { recordAudit } from '../audit/record-audit';
import { type Once, transactionOnce } from '../idempotency/transaction-once';
import { NOTIFICATION_MESSAGES } from '../live/notification-messages';
import { notify } from '../live/notify';
import { recordWalletChange } from '../live/record-event';
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
  INSUFFICIENT_BALANCE,
  type Trx,
  insertWalletTransaction,
  postLedgerEntry,
  postSettledMovement,
} from './ledger-repository';
import {
  type AdminTransactionJson,
  toAdminTransactionJson,
  toTransactionJson,
} from './wallet-json';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/tournament-rules';
import { createUsersRepository } from '../accounts/users-repository';
import { createTournamentsRepository } from '../tournaments/tournaments-repository';
import { createWalletRepository } from './wallet-repository';
import {
  assertCompleted,
  assertNotOwnPrize,
  assertNotOwnTransaction,
  assertOnRosters,
  assertWithinPool,
} from './prize-rules';
import type {
  DepositInput,
  PayoutsInput,
  TransactionFilterInput,
  WithdrawInput,
} from './wallet-schemas';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const NOT_DECIDABLE = 'Only deposits and withdrawals can be approved or rejected';
export const DEMO_MONEY_NOT_WITHDRAWABLE =
  'Demo money cannot be withdrawn. This is a demo account: its balance was never paid in.';

const UTR_INDEX = 'wallet_transactions_utr_key';
const ONCE_PER_TOURNAMENT_INDEX = 'wallet_transactions_once_per_tournament';
const DECIDABLE_TYPES: TransactionType[] = ['ADD_MONEY', 'WITHDRAW'];

export type DepositOutcome = 'received' | 'duplicate';

const isUniqueViolation = (error: unknown, index: string) =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === index;

/** The rupee wallet: balance, deposits and withdrawals, organiser decisions and winnings. */
export function createWalletService({ db }: ServiceDeps) {
  const wallet = createWalletRepository(db);
  const users = createUsersRepository(db);
  const tournaments = createTournamentsRepository(db);

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
    balance: async (userId: number) => paiseToRupees(await wallet.balancePaise(userId)),

    transactionsOf: async (userId: number) =>
      (await wallet.listForUser(userId)).map(toTransactionJson),

    /** Recorded as pending; the balance changes only when an organiser approves it. */
    async requestDeposit(
      userId: number,
      input: DepositInput,
      once?: Once<DepositOutcome>,
    ): Promise<DepositOutcome> {
      try {
        return await transactionOnce(db, once, async (trx) => {
          const transactionId = await insertWalletTransaction(trx, {
            userId,
            type: 'ADD_MONEY',
            amountPaise: rupeesToPaise(input.amount),
            status: 'PENDING',
            utr: input.transactionId.toUpperCase(),
            bankUsername: input.bankUsername,
          });
          await recordWalletChange(trx, userId, transactionId);
          return 'received' as const;
        });
      } catch (error) {
        // The unique index, not a prior read, decides: two identical requests racing both pass
        // a read, but only one insert can commit.
        if (isUniqueViolation(error, UTR_INDEX)) return 'duplicate';
        throw error;
      }
    },

    /** The money leaves the balance at once, so it cannot be spent twice while pending. */
    async requestWithdrawal(
      userId: number,
      input: WithdrawInput,
      once?: Once<void>,
    ): Promise<void> {
      const amountPaise = rupeesToPaise(input.amount);
      // No balance can be this large, and the database could not even store the amount.
      if (amountPaise > Number.MAX_SAFE_INTEGER) throw invalid(INSUFFICIENT_BALANCE, 'amount');
      // Seeded demo accounts hold money nobody paid: none of it may leave.
      if (await users.isDemoAccount(userId)) throw invalid(DEMO_MONEY_NOT_WITHDRAWABLE, 'amount');
      await transactionOnce(db, once, async (trx) => {
        const transactionId = await insertWalletTransaction(trx, {
          userId,
          type: 'WITHDRAW',
          amountPaise,
          status: 'PENDING',
          beneficiaryName: input.beneficiaryName,
          upiId: input.upiId,
          phonePeNumber: input.phonePeNumber,
        });
        await postLedgerEntry(trx, {
          userId,
          transactionId,
          amountPaise: -amountPaise,
          reason: 'withdrawal',
        });
        await recordWalletChange(trx, userId, transactionId);
      });
    },

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

export type WalletService = ReturnType<typeof createWalletService>;
