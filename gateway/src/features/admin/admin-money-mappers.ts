import { upiPayUrl, withdrawalNote } from '#common/upi';
import type { UpstreamAdminTransaction } from '../../upstream/admin-types';
import { kindOf, statusOf, transactionAmount } from '../wallet/public';

/** For a withdrawal waiting to be paid: the UPI link for exactly its amount, to its UPI id. */
export function payLinkOf(transaction: UpstreamAdminTransaction): string | null {
  const waiting = statusOf(transaction) === 'PENDING' && kindOf(transaction).type === 'WITHDRAWAL';
  if (!waiting || !transaction.upiId) return null;
  return upiPayUrl({
    upiId: transaction.upiId,
    payeeName: transaction.beneficiaryName ?? transaction.username ?? transaction.upiId,
    amountPaise: transactionAmount(transaction.amount).paise,
    note: withdrawalNote(transaction.id),
  });
}

/** The organiser who decided it, once decided. */
export const decidedByOf = ({ decidedBy, decidedByUsername }: UpstreamAdminTransaction) =>
  decidedBy === null || decidedBy === undefined || !decidedByUsername
    ? null
    : { id: String(decidedBy), username: decidedByUsername };

/** A decision's body: only the fields given, so the upstream judges what is missing. */
export const decisionBody = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
