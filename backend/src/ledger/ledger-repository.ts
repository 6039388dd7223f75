import { sql } from 'kysely';
import type { Trx } from '../db/db';
import type { LedgerReason, TransactionStatus, TransactionType } from '../db/schema';
import { PG_CHECK_VIOLATION, invalid, pgConstraint, pgErrorCode } from '../errors';
import type { EntryGuard } from './house-ledger-repository';
import { postFeeWith, postHouseSide } from './house-side';

/**
 * The one way money moves. Every movement is a wallet transaction (what the player sees) plus,
 * when it changes the balance, a ledger entry; the database trigger applies the entry to the
 * balance and the balance's check constraint refuses to go below zero. Callers pass the
 * transaction they are in, so the movement commits or rolls back with what it pays for.
 */

export const INSUFFICIENT_BALANCE = 'Insufficient wallet balance';

export interface NewWalletTransaction {
  userId: number;
  type: TransactionType;
  amountPaise: number;
  status: TransactionStatus;
  tournamentId?: number | null;
  utr?: string | null;
  bankUsername?: string | null;
  beneficiaryName?: string | null;
  upiId?: string | null;
  phonePeNumber?: string | null;
  note?: string | null;
  decidedBy?: number | null;
  /** Winnings only: the prize before tax, and the tax withheld (amountPaise is the net). */
  grossPaise?: number | null;
  taxWithheldPaise?: number | null;
}

const walletTransactionValues = (tx: NewWalletTransaction) => ({
  user_id: tx.userId,
  type: tx.type,
  amount_paise: tx.amountPaise,
  status: tx.status,
  tournament_id: tx.tournamentId ?? null,
  utr: tx.utr ?? null,
  bank_username: tx.bankUsername ?? null,
  beneficiary_name: tx.beneficiaryName ?? null,
  upi_id: tx.upiId ?? null,
  phonepe_number: tx.phonePeNumber ?? null,
  note: tx.note ?? null,
  decided_by: tx.decidedBy ?? null,
  gross_paise: tx.grossPaise ?? null,
  tax_withheld_paise: tx.taxWithheldPaise ?? null,
  decided_at: tx.status === 'PENDING' ? null : new Date(),
});

export async function insertWalletTransaction(trx: Trx, tx: NewWalletTransaction): Promise<number> {
  const row = await trx
    .insertInto('wallet_transactions')
    .values(walletTransactionValues(tx))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ledger's refusal of a debit beyond the balance, as the player reads it. */
function asShortBalance(error: unknown): unknown {
  return pgErrorCode(error) === PG_CHECK_VIOLATION &&
    pgConstraint(error) === 'wallets_balance_not_negative'
    ? invalid(INSUFFICIENT_BALANCE, 'amount')
    : error;
}

/**
 * Applies a signed amount to a user's balance through the ledger. A debit larger than the
 * balance fails with "Insufficient wallet balance" and the caller's transaction rolls back.
 */
export async function postLedgerEntry(
  trx: Trx,
  entry: { userId: number; transactionId: number; amountPaise: number; reason: LedgerReason },
): Promise<void> {
  try {
    await trx
      .insertInto('ledger_entries')
      .values({
        user_id: entry.userId,
        transaction_id: entry.transactionId,
        amount_paise: entry.amountPaise,
        reason: entry.reason,
      })
      .execute();
  } catch (error) {
    throw asShortBalance(error);
  }
}

/**
 * An approved wallet transaction and its ledger entry, in one statement: the entry names the
 * transaction the statement inserts. The transaction's id.
 */
async function insertSettledTransaction(
  trx: Trx,
  tx: NewWalletTransaction,
  entry: { amountPaise: number; reason: LedgerReason },
): Promise<number> {
  try {
    const row = await trx
      .with('tx', (db) =>
        db.insertInto('wallet_transactions').values(walletTransactionValues(tx)).returning('id'),
      )
      .insertInto('ledger_entries')
      .columns(['user_id', 'transaction_id', 'amount_paise', 'reason'])
      .expression((eb) =>
        eb
          .selectFrom('tx')
          .select([
            sql<number>`${tx.userId}::integer`.as('user_id'),
            'tx.id',
            sql<number>`${entry.amountPaise}::bigint`.as('amount_paise'),
            sql<LedgerReason>`${entry.reason}::text`.as('reason'),
          ]),
      )
      .returning('transaction_id')
      .executeTakeFirstOrThrow();
    return row.transaction_id;
  } catch (error) {
    throw asShortBalance(error);
  }
}

type SettledMovement = Omit<NewWalletTransaction, 'status'> & {
  reason: LedgerReason;
  direction: 'credit' | 'debit';
};

/** A settled movement whose house side is still to post, before commit. */
export interface HeldMovement {
  transactionId: number;
  postHouseSide: () => Promise<void>;
  /**
   * An entry fee's house side, posted in one statement with `guard` and only when the guard
   * returns a row (postHouseEntryWith). Whether it returned one; when not, nothing is posted
   * and the caller must not commit the movement.
   */
  postFeeWith: (guard: EntryGuard) => Promise<boolean>;
}

/**
 * A settled movement with its house side held back: the caller posts it later in the same
 * transaction, after its other work, so a shared house account is locked only briefly
 * (decision 057). Until it is posted the ledger does not balance; a caller that returns
 * without posting it must not commit.
 */
export async function postSettledMovementHouseLast(
  trx: Trx,
  movement: SettledMovement,
): Promise<HeldMovement> {
  const { reason, direction, ...tx } = movement;
  const signed = direction === 'credit' ? tx.amountPaise : -tx.amountPaise;
  const transactionId = await insertSettledTransaction(
    trx,
    { ...tx, status: 'APPROVED' },
    { amountPaise: signed, reason },
  );
  return {
    transactionId,
    postHouseSide: () => postHouseSide(trx, { ...tx, reason }, transactionId),
    postFeeWith: (guard) => postFeeWith(trx, { ...tx, reason }, transactionId, guard),
  };
}

/**
 * A movement that is settled at once: entry fees, refunds, winnings. Its house side moves with
 * it (fees into and refunds out of the tournament's fee account, prizes out of its escrow).
 */
export async function postSettledMovement(trx: Trx, movement: SettledMovement): Promise<number> {
  const { transactionId, postHouseSide } = await postSettledMovementHouseLast(trx, movement);
  await postHouseSide();
  return transactionId;
}
