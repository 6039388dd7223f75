import type { WalletTransactionsQuery } from '../generated/wallet';
import { datePartsOf, twoDigits } from './format-date';

export type WalletTransaction = NonNullable<
  WalletTransactionsQuery['viewer']
>['wallet']['transactions'][number];

/**
 * SPEC §2 labels a card Deposit or Withdrawal; the schema also knows entry fees, refunds and
 * winnings, which are named as such rather than passed off as withdrawals. A movement the API
 * does not know is named by its direction, which is all it tells.
 */
const LABELS: Record<WalletTransaction['type'], string | null> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  ENTRY_FEE: 'Entry Fee',
  REFUND: 'Refund',
  WINNINGS: 'Winnings',
  OTHER: null,
};

export function transactionLabel(transaction: Pick<WalletTransaction, 'type' | 'direction'>) {
  return (
    LABELS[transaction.type] ?? (transaction.direction === 'CREDIT' ? 'Deposit' : 'Withdrawal')
  );
}

/** "+₹250" for money in, "-₹250" for money out (the amount itself is always positive). */
export const signedAmount = (transaction: Pick<WalletTransaction, 'direction' | 'amount'>) =>
  `${transaction.direction === 'CREDIT' ? '+' : '-'}${transaction.amount.formatted}`;

/** Badge colours of SPEC §2: green approved, yellow pending, red anything else. */
export const statusTone = (status: WalletTransaction['status']) =>
  status === 'APPROVED' ? 'approved' : status === 'PENDING' ? 'pending' : 'rejected';

/** "November 05, 2026, 6:30 PM" in the player's time zone, or "N/A" when the date is missing. */
export function transactionDate(createdAt: string | null): string {
  const value = createdAt ? new Date(createdAt) : null;
  if (!value || Number.isNaN(value.getTime())) return 'N/A';
  const { month, day, year, time } = datePartsOf(value, 'reader');
  return `${month} ${twoDigits(day)}, ${year}, ${time}`;
}
