import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import type { AdminTransactionFieldsFragment } from '../../../../generated/admin';
import type { ChangeOutcome } from '../../../../components/form/change-outcome';
import { ConfirmDialog, ReasonDialog } from '../../shell/public';
import { useDecideTransaction } from '../api/use-decide-transaction';
import { MONEY_TEXTS } from '../utils/money-texts';
import { MarkPaidDialog } from './mark-paid-dialog';

/** What became of a decision: made (the transaction no longer waits) or made by someone else first. */
export type DecisionResult = { decided: true } | { decided: false; conflict: string };

interface DecisionProps {
  transaction: AdminTransactionFieldsFragment;
  onSettled: (result: DecisionResult) => void;
}

type Dialog = 'approve' | 'reject' | null;

/** Approve and reject with their dialogs; a conflict closes the dialog and goes to the screen. */
function useDecisions({ transaction, onSettled }: DecisionProps) {
  const decide = useDecideTransaction(transaction.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (next: Dialog) => {
    setError(null);
    setDialog(next);
  };

  /** A failure other than a conflict stays in the dialog, unless `showsOwnError` (a form). */
  function settle(outcome: ChangeOutcome, success: string, showsOwnError = false): ChangeOutcome {
    setBusy(false);
    if (outcome.ok) {
      setDialog(null);
      // A withdrawal above the threshold is not paid yet: the gateway says it was "Sent for a
      // second organiser's approval" (decision 043).
      toast.success(outcome.message ?? success);
      onSettled({ decided: true });
    } else if (outcome.conflict) {
      setDialog(null);
      onSettled({ decided: false, conflict: outcome.message });
    } else if (!showsOwnError) {
      setError(outcome.message);
    }
    return outcome;
  }

  const sendApprove = async (success: string, reference?: string) => {
    setBusy(true);
    const outcome = await decide.approve(reference);
    return settle(outcome, success, reference !== undefined);
  };

  const sendReject = async (note: string, success: string) => {
    const outcome = await decide.reject(note);
    settle(outcome, success);
  };

  return { dialog, open, close: () => open(null), error, busy, sendApprove, sendReject };
}

/** A pending deposit's Approve and Reject. */
export function DepositDecisions(props: DecisionProps) {
  const { transaction } = props;
  const { dialog, open, close, error, busy, sendApprove, sendReject } = useDecisions(props);
  return (
    <div className="console-actions">
      <button type="button" className="button button--primary" onClick={() => open('approve')}>
        Approve
      </button>
      <button type="button" className="button" onClick={() => open('reject')}>
        Reject
      </button>
      {dialog === 'approve' && (
        <ConfirmDialog
          title="Approve deposit"
          confirmLabel={MONEY_TEXTS.approveDepositLabel(transaction)}
          busy={busy}
          error={error}
          onConfirm={() => void sendApprove(MONEY_TEXTS.deposited(transaction))}
          onClose={close}
        >
          <p>{MONEY_TEXTS.approveDeposit(transaction)}</p>
          {transaction.utr && <p className="money-utr">UTR {transaction.utr}</p>}
        </ConfirmDialog>
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          title="Reject deposit"
          confirmLabel="Reject deposit"
          reasonLabel={MONEY_TEXTS.reasonLabel}
          error={error}
          onConfirm={(note) => sendReject(note, MONEY_TEXTS.depositRejected(transaction))}
          onClose={close}
        >
          <p>{MONEY_TEXTS.rejectDeposit(transaction)}</p>
        </ReasonDialog>
      )}
    </div>
  );
}

/** A pending withdrawal's Mark paid (with the UPI reference) and Reject. */
export function WithdrawalDecisions(props: DecisionProps) {
  const { transaction } = props;
  const { dialog, open, close, error, sendApprove, sendReject } = useDecisions(props);
  return (
    <div className="console-actions">
      <button type="button" className="button button--success" onClick={() => open('approve')}>
        Mark paid
      </button>
      <button type="button" className="button" onClick={() => open('reject')}>
        Reject
      </button>
      {/* The reference form shows its own failures, on its field where they name it. */}
      {dialog === 'approve' && (
        <MarkPaidDialog
          transaction={transaction}
          onConfirm={(reference) => sendApprove(MONEY_TEXTS.paid(transaction), reference)}
          onClose={close}
        />
      )}
      {dialog === 'reject' && (
        <ReasonDialog
          title="Reject withdrawal"
          confirmLabel="Reject withdrawal"
          reasonLabel={MONEY_TEXTS.reasonLabel}
          error={error}
          onConfirm={(note) => sendReject(note, MONEY_TEXTS.withdrawalRejected(transaction))}
          onClose={close}
        >
          <p>{MONEY_TEXTS.rejectWithdrawal(transaction)}</p>
        </ReasonDialog>
      )}
    </div>
  );
}
