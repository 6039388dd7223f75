import type { ReactNode } from 'react';
import { Modal } from '../../../../components/modal/modal';
import { FormError } from '../../../../components/form/form-error';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in numbers where there are any ("3 entries, ₹150 refunded"). */
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves everything as it is; "Cancel" unless that would read as the action. */
  closeLabel?: string;
  busy?: boolean;
  /** False while the consequence is not known yet (still loading, or unreadable): Cancel stays. */
  canConfirm?: boolean;
  /** A failure to show inside the dialog, so the organiser can try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** An irreversible action, asked once more: the consequence, then Confirm or Cancel. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  closeLabel = 'Cancel',
  busy = false,
  canConfirm = true,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className="confirm-dialog">
        {children}
        <FormError message={error} />
        <div className="console-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {closeLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onConfirm}
            disabled={busy || !canConfirm}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
