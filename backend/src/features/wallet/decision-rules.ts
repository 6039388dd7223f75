import { ValidationError } from 'yup';
import { formatRupees } from '#common/money';
import { upiReferenceField } from '#common/validation/admin';
import type { LedgerReason, WalletTransactionRow } from '../../db/schema';
import { conflictWith, invalid } from '../../errors';
import type { AuditRecord } from '../../change/record-audit';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import type { NewNotification } from '../../change/notifications-repository';
import { formatMoment } from '../../change/audit-text';
import type { TransactionWithOwner } from './wallet-repository';

/** How an organiser decides a pending deposit or withdrawal, and what each decision says. */

export type Decision = 'approve' | 'reject';

export interface DecisionInput {
  note?: string | null | undefined;
  /** The UPI reference of the payment; required to mark a withdrawal paid. */
  reference?: string | null | undefined;
}

/**
 * What a decision does to the balance. A deposit is credited only when approved; a withdrawal
 * left the balance when it was requested, so only a rejection gives the money back.
 */
export function ledgerCreditFor(tx: WalletTransactionRow, decision: Decision): LedgerReason | null {
  if (tx.type === 'ADD_MONEY' && decision === 'approve') return 'deposit';
  if (tx.type === 'WITHDRAW' && decision === 'reject') return 'withdrawal_reversal';
  return null;
}

/**
 * The 409 for a transaction someone already decided: who and when, in the message for people
 * and as fields for programs. A second organiser racing the first lands here too.
 */
export function alreadyDecided(tx: WalletTransactionRow, decidedBy: string | null) {
  const verb = tx.status === 'APPROVED' ? 'approved' : 'rejected';
  const by = decidedBy ? ` by ${decidedBy}` : '';
  const when = tx.decided_at ? ` on ${formatMoment(tx.decided_at)}` : '';
  return conflictWith(`Already ${verb}${by}${when}`, {
    status: tx.status,
    decidedBy,
    decidedAt: tx.decided_at?.toISOString() ?? null,
  });
}

/** The UPI reference of a paid withdrawal, by the console's own rule; 400 on `reference`. */
export function paymentReference(reference: string | null | undefined): string {
  try {
    return upiReferenceField()
      .validateSync(reference ?? undefined)
      .toUpperCase();
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.message, 'reference');
    throw error;
  }
}

/** What the player's bell says of a decision; a rejection carries the organiser's note. */
export function decisionNotification(
  tx: TransactionWithOwner,
  decision: Decision,
): NewNotification {
  const amountPaise = Number(tx.amount_paise);
  const approved = decision === 'approve';
  const about = { userId: tx.user_id, transactionId: tx.id, tournamentId: tx.tournament_id };
  if (tx.type === 'ADD_MONEY') {
    return approved
      ? {
          ...about,
          kind: 'deposit_approved',
          message: NOTIFICATION_MESSAGES.depositApproved(amountPaise),
        }
      : {
          ...about,
          kind: 'deposit_rejected',
          message: NOTIFICATION_MESSAGES.depositRejected(amountPaise),
          reason: tx.note,
        };
  }
  return approved
    ? {
        ...about,
        kind: 'withdrawal_paid',
        message: NOTIFICATION_MESSAGES.withdrawalPaid(amountPaise, tx.payout_reference),
      }
    : {
        ...about,
        kind: 'withdrawal_rejected',
        message: NOTIFICATION_MESSAGES.withdrawalRejected(amountPaise),
        reason: tx.note,
      };
}

/** The audit record of a decision, written in its transaction. */
export function decisionAudit(
  tx: TransactionWithOwner,
  decision: Decision,
  organiserId: number,
): AuditRecord {
  const amount = formatRupees(Number(tx.amount_paise));
  const approved = decision === 'approve';
  const after = {
    status: tx.status,
    ...(tx.note === null ? {} : { note: tx.note }),
    ...(tx.payout_reference === null ? {} : { reference: tx.payout_reference }),
  };
  const common = {
    actorId: organiserId,
    subjectId: tx.id,
    userId: tx.user_id,
    tournamentId: tx.tournament_id,
    reason: tx.note,
    before: { status: 'PENDING' },
    after,
  };
  if (tx.type === 'ADD_MONEY') {
    return {
      ...common,
      action: approved ? 'DEPOSIT_APPROVED' : 'DEPOSIT_REJECTED',
      summary: `${approved ? 'Approved' : 'Rejected'} deposit #${tx.id} of ${amount} (UTR ${tx.utr}) for ${tx.username}`,
    };
  }
  return approved
    ? {
        ...common,
        action: 'WITHDRAWAL_PAID',
        summary: `Paid withdrawal #${tx.id} of ${amount} to ${tx.upi_id} for ${tx.username} (UPI reference ${tx.payout_reference})`,
      }
    : {
        ...common,
        action: 'WITHDRAWAL_REJECTED',
        summary: `Rejected withdrawal #${tx.id} of ${amount} for ${tx.username}; the amount went back to their wallet`,
      };
}
