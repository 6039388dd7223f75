import { paiseToRupees, rupeesToPaise } from '#common/money';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { recordConsoleChange, recordWalletChange } from '../../change/record-event';
import { invalid, isUniqueViolation } from '../../errors';
import {
  INSUFFICIENT_BALANCE,
  insertWalletTransaction,
  postLedgerEntry,
} from '../../ledger/ledger-repository';
import type { ServiceDeps } from '../../service-deps';
import { toTransactionJson } from './wallet-json';
import { createWalletRepository } from './wallet-repository';
import type { DepositInput, WithdrawInput } from './wallet-schemas';

export const DEMO_MONEY_NOT_WITHDRAWABLE =
  'Demo money cannot be withdrawn. This is a demo account: its balance was never paid in.';

const UTR_INDEX = 'wallet_transactions_utr_key';

export type DepositOutcome = 'received' | 'duplicate';

/** The player's side of the rupee wallet: balance, history, deposits and withdrawals. */
export function createWalletService({ db }: ServiceDeps) {
  const wallet = createWalletRepository(db);

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
          await recordConsoleChange(trx, 'deposit');
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
      if (await wallet.isDemoAccount(userId)) throw invalid(DEMO_MONEY_NOT_WITHDRAWABLE, 'amount');
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
        await recordConsoleChange(trx, 'withdrawal');
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
