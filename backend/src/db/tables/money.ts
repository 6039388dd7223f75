import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** Wallets, the transactions players ask for and the ledger entries that move money. */

export type TransactionType = 'ADD_MONEY' | 'WITHDRAW' | 'ENTRY_FEE' | 'REFUND' | 'WINNINGS';
export type TransactionStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type LedgerReason =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_reversal'
  | 'entry_fee'
  | 'refund'
  | 'winnings'
  | 'manual_credit';

export interface WalletsTable {
  user_id: number;
  balance_paise: number;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  type: TransactionType;
  amount_paise: number;
  status: TransactionStatus;
  utr: string | null;
  bank_username: string | null;
  beneficiary_name: string | null;
  upi_id: string | null;
  phonepe_number: string | null;
  tournament_id: number | null;
  note: string | null;
  created_at: GeneratedTimestamp;
  decided_at: Date | null;
  decided_by: number | null;
  /** The UPI reference of the payment that paid a withdrawal. */
  payout_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Winnings only (migration 015): the prize before tax; `amount_paise` is what was credited. */
  gross_paise: ColumnType<number | null, number | null | undefined, number | null>;
  tax_withheld_paise: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  transaction_id: number;
  amount_paise: number;
  reason: LedgerReason;
  created_at: GeneratedTimestamp;
}

export type WalletTransactionRow = Selectable<WalletTransactionsTable>;

/**
 * The platform's payee and the two-person control's figures: one row, made by migration 012
 * with no payee, a ₹1,000 approval threshold and a 60-minute cooling period.
 */
export interface MoneySettingsTable {
  only_row: Generated<boolean>;
  payee_upi_id: string | null;
  payee_name: string | null;
  payee_qr_picture_id: string | null;
  approval_threshold_paise: ColumnType<number | string, number | undefined, number>;
  cooling_minutes: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
