import { paiseToRupees } from '#common/money';
import type { WalletTransactionRow } from '../../db/schema';
import type { LedgerRow, TransactionWithOwner } from './wallet-repository';

/**
 * Winnings with tax withheld (issue 24) say the prize before tax and the tax; `amount` stays
 * what was credited. The console's JSON says null on every other transaction; the player's,
 * as with its other optional fields, leaves them out.
 */
function taxOfWinnings(row: Pick<WalletTransactionRow, 'gross_paise' | 'tax_withheld_paise'>) {
  return row.gross_paise === null || row.tax_withheld_paise === null
    ? { grossAmount: null, taxWithheld: null }
    : {
        grossAmount: paiseToRupees(Number(row.gross_paise)),
        taxWithheld: paiseToRupees(Number(row.tax_withheld_paise)),
      };
}

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
    ...(row.tax_withheld_paise === null ? {} : taxOfWinnings(row)),
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
    ...taxOfWinnings(row),
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
