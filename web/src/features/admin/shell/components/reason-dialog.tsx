import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { object } from 'yup';
import { reasonField } from '#common/validation';
import { Modal } from '../../../../components/modal/modal';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';

interface ReasonDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The reason's label, e.g. "Reason (the player sees it)". */
  reasonLabel?: string;
  maxLength?: number;
  /** False when a reason may be left out (e.g. bringing a team back); still bounded. */
  reasonRequired?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => Promise<void> | void;
  onClose: () => void;
}

/** A confirmation that needs a reason (reject, ban, disqualify), checked by the shared rule. */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  reasonLabel = 'Reason',
  maxLength,
  reasonRequired = true,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const reason = reasonRequired ? reasonField(maxLength) : reasonField(maxLength).notRequired();
  return (
    <Modal title={title} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={object({ reason })}
        onSubmit={async ({ reason }) => onConfirm(reason.trim())}
      >
        {({ isSubmitting }) => (
          <Form className="confirm-dialog" noValidate>
            {children}
            <TextField name="reason" label={reasonLabel} rows={3} />
            <FormError message={error} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting}>{confirmLabel}</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
