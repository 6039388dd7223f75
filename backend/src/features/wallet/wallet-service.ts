import { paiseToRupees, rupeesToPaise } from '#common/money';
import {
  PG_UNIQUE_VIOLATION,
  conflict,
  invalid,
  notFound,
  pgConstraint,
  pgErrorCode,
} from '../../errors';
import type { LedgerReason, TransactionType, WalletTransactionRow } from '../../db/schema';
import type { ServiceDeps } from '../../services';
import {
  INSUFFICIENT_BALANCE,
  type Trx,
  insertWalletTransaction,
  postLedgerEntry,
  postSettledMovement,
} from './ledger-repository';
import { toAdminTransactionJson, toTransactionJson } from './wallet-json';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/tournament-rules';
import { createUsersRepository } from '../accounts/users-repository';
import { createWalletRepository } from './wallet-repository';
import type {
  DepositInput,
  PayoutsInput,
  TransactionFilterInput,
  WithdrawInput,
} from './wallet-schemas';

export const ALREADY_DECIDED = 'This transaction has already been decided';
export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const DEMO_MONEY_NOT_WITHDRAWABLE =
  'Demo money cannot be withdrawn. This is a demo account: its balance was never paid in.';

const UTR_INDEX = 'wallet_transactions_utr_key';
const ONCE_PER_TOURNAMENT_INDEX = 'wallet_transactions_once_per_tournament';
const DECIDABLE_TYPES: TransactionType[] = ['ADD_MONEY', 'WITHDRAW'];

export type DepositOutcome = 'received' | 'duplicate';
export type Decision = 'approve' | 'reject';

const isUniqueViolation = (error: unknown, index: string) =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === index;

/**
 * What a decision does to the balance. A deposit is credited only when approved; a withdrawal
 * left the balance when it was requested, so only a rejection gives the money back.
 */
function ledgerCreditFor(tx: WalletTransactionRow, decision: Decision): LedgerReason | null {
  if (tx.type === 'ADD_MONEY' && decision === 'approve') return 'deposit';
  if (tx.type === 'WITHDRAW' && decision === 'reject') return 'withdrawal_reversal';
  return null;
}

/** The rupee wallet: balance, deposits and withdrawals, organiser decisions and winnings. */
export function createWalletService({ db }: ServiceDeps) {
  const wallet = createWalletRepository(db);
  const users = createUsersRepository(db);

  /** Every payee exists and none was paid for this tournament yet. */
  async function checkPayees(trx: Trx, tournamentId: number, userIds: number[]) {
    const usernames = await wallet.usernames(trx, userIds);
    for (const [index, userId] of userIds.entries()) {
      if (!usernames.has(userId)) {
        throw invalid(`There is no player with id ${userId}`, `payouts[${index}].userId`);
      }
    }
    const paid = new Set(await wallet.alreadyPaid(trx, tournamentId, userIds));
    for (const [index, userId] of userIds.entries()) {
      if (paid.has(userId)) {
        throw conflict(
          `Winnings for this tournament were already paid to ${usernames.get(userId)}`,
          `payouts[${index}].userId`,
        );
      }
    }
  }

  return {
    balance: async (userId: number) => paiseToRupees(await wallet.balancePaise(userId)),

    transactionsOf: async (userId: number) =>
      (await wallet.listForUser(userId)).map(toTransactionJson),

    /** Recorded as pending; the balance changes only when an organiser approves it. */
    async requestDeposit(userId: number, input: DepositInput): Promise<DepositOutcome> {
      try {
        await db.transaction().execute((trx) =>
          insertWalletTransaction(trx, {
            userId,
            type: 'ADD_MONEY',
            amountPaise: rupeesToPaise(input.amount),
            status: 'PENDING',
            utr: input.transactionId.toUpperCase(),
            bankUsername: input.bankUsername,
          }),
        );
        return 'received';
      } catch (error) {
        // The unique index, not a prior read, decides: two identical requests racing both pass
        // a read, but only one insert can commit.
        if (isUniqueViolation(error, UTR_INDEX)) return 'duplicate';
        throw error;
      }
    },

    /** The money leaves the balance at once, so it cannot be spent twice while pending. */
    async requestWithdrawal(userId: number, input: WithdrawInput): Promise<void> {
      const amountPaise = rupeesToPaise(input.amount);
      // No balance can be this large, and the database could not even store the amount.
      if (amountPaise > Number.MAX_SAFE_INTEGER) throw invalid(INSUFFICIENT_BALANCE, 'amount');
      // Seeded demo accounts hold money nobody paid: none of it may leave.
      if (await users.isDemoAccount(userId)) throw invalid(DEMO_MONEY_NOT_WITHDRAWABLE, 'amount');
      await db.transaction().execute(async (trx) => {
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
      });
    },

    listTransactions: async (filter: TransactionFilterInput) =>
      (await wallet.list(filter)).map(toAdminTransactionJson),

    decide(id: number, decision: Decision, organiserId: number, note?: string | null) {
      return db.transaction().execute(async (trx) => {
        const tx = await wallet.lockTransaction(trx, id);
        if (!tx) throw notFound(TRANSACTION_NOT_FOUND);
        if (tx.status !== 'PENDING') throw conflict(ALREADY_DECIDED);
        if (!DECIDABLE_TYPES.includes(tx.type)) {
          throw conflict('Only deposits and withdrawals can be approved or rejected');
        }
        const reason = ledgerCreditFor(tx, decision);
        if (reason) {
          const amountPaise = Number(tx.amount_paise);
          await postLedgerEntry(trx, {
            userId: tx.user_id,
            transactionId: id,
            amountPaise,
            reason,
          });
        }
        await wallet.markDecided(trx, {
          id,
          status: decision === 'approve' ? 'APPROVED' : 'REJECTED',
          decidedBy: organiserId,
          note: note || undefined,
        });
        const decided = await wallet.findWithOwner(trx, id);
        if (!decided) throw notFound(TRANSACTION_NOT_FOUND);
        return toAdminTransactionJson(decided);
      });
    },

    /** All of the payouts or none of them. */
    async payWinnings(tournamentId: number, input: PayoutsInput, organiserId: number) {
      try {
        return await db.transaction().execute(async (trx) => {
          if (!(await wallet.lockTournament(trx, tournamentId))) {
            throw notFound(TOURNAMENT_NOT_FOUND);
          }
          await checkPayees(
            trx,
            tournamentId,
            input.payouts.map((payout) => payout.userId),
          );
          const ids: number[] = [];
          for (const payout of input.payouts) {
            ids.push(
              await postSettledMovement(trx, {
                userId: payout.userId,
                type: 'WINNINGS',
                amountPaise: rupeesToPaise(payout.amount),
                tournamentId,
                note: payout.note || null,
                decidedBy: organiserId,
                reason: 'winnings',
                direction: 'credit',
              }),
            );
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
