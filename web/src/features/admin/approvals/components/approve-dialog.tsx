import { Form, Formik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { confirmPasswordField } from '#common/validation/money-control';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/modal/modal';
import type { MoneyProposalFieldsFragment } from '../../../../generated/admin';
import { APPROVAL_TEXTS as TEXTS } from './approval-texts';

/** Approving moves the money; a lone organiser approving their own gives the password again. */
export function ApproveDialog({
  proposal,
  askPassword,
  onConfirm,
  onClose,
}: {
  proposal: MoneyProposalFieldsFragment;
  askPassword: boolean;
  onConfirm: (password: string | undefined) => Promise<string | null>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const schema = object({
    password: askPassword ? confirmPasswordField() : string(),
  });
  return (
    <Modal title={`Approve ${proposal.summary}`} onClose={onClose}>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={schema}
        onSubmit={async (values) => setFailure(await onConfirm(values.password || undefined))}
      >
        {({ isSubmitting }) => (
          <Form className="confirm-dialog" noValidate>
            <p>{proposal.summary}</p>
            {askPassword && (
              <>
                <p>{TEXTS.passwordHint}</p>
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                />
              </>
            )}
            <FormError message={failure} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting}>Approve {proposal.amount.formatted}</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** Refusing another organiser's proposal needs a reason. */
export function RefuseDialog({
  proposal,
  onConfirm,
  onClose,
}: {
  proposal: MoneyProposalFieldsFragment;
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const schema = object({ reason: string().trim().required('Enter a reason').max(500) });
  return (
    <Modal title={`Refuse ${proposal.summary}`} onClose={onClose}>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={schema}
        onSubmit={async (values) => setFailure(await onConfirm(values.reason.trim()))}
      >
        {({ isSubmitting }) => (
          <Form className="confirm-dialog" noValidate>
            <TextField name="reason" label="Reason" autoComplete="off" />
            <FormError message={failure} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting}>Refuse</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
