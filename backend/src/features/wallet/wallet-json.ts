import { paiseToRupees } from '#common/money';
import type { WalletTransactionRow } from '../../db/schema';
import type { TransactionWithOwner } from './wallet-repository';

/**
 * A transaction as the player's wallet reads it (SPEC §3); utr and tournamentId only when the
 * transaction has one.
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
  };
}

export type AdminTransactionJson = ReturnType<typeof toAdminTransactionJson>;
