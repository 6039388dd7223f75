import { paiseToRupees } from '#common/money';
import type { WalletTransactionRow } from '../../db/schema';
import type { LedgerRow, TransactionWithOwner } from './wallet-repository';

/**
 * A transaction as the player's wallet reads it (SPEC §3); utr, tournamentId, note and
 * payoutReference only when the transaction has one (the note says why a request was rejected,
 * or what a refund or prize is for; payoutReference is the UPI reference a withdrawal was paid by).
 */
export function toTransactionJson(row: WalletTransactionRow) {
  return {
    id: row.id,
    type: row.type,
    amount: paiseToRupees(Number(row.amount_paise)),
    status: row.status,
    transactionDate: row.created_at.toISOString(),
    ...(row.utr === null ? {} : { utr: row.utr }),
    ...(row.tournament_id === null ? {} : { tournamentId: row.tournament_id }),
    ...(row.note === null ? {} : { note: row.note }),
    ...(row.payout_reference === null ? {} : { payoutReference: row.payout_reference }),
  };
}

/** Everything an organiser needs to check and decide a transaction; absent values are null. */
export function toAdminTransactionJson(row: TransactionWithOwner) {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    type: row.type,
    amount: paiseToRupees(Number(row.amount_paise)),
    status: row.status,
    transactionDate: row.created_at.toISOString(),
    utr: row.utr,
    bankUsername: row.bank_username,
    beneficiaryName: row.beneficiary_name,
    upiId: row.upi_id,
    phonePeNumber: row.phonepe_number,
    tournamentId: row.tournament_id,
    note: row.note,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decidedByUsername: row.decided_by_username,
    reference: row.payout_reference,
  };
}

export type AdminTransactionJson = ReturnType<typeof toAdminTransactionJson>;

/** One movement of a player's balance, signed (negative: out), with the balance after it. */
export const toLedgerLineJson = (row: LedgerRow) => ({
  id: Number(row.id),
  createdAt: row.created_at.toISOString(),
  transactionId: row.transaction_id,
  type: row.type,
  reason: row.reason,
  amount: paiseToRupees(Number(row.amount_paise)),
  balanceAfter: paiseToRupees(Number(row.balance_after)),
});
