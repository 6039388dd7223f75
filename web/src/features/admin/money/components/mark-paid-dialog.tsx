import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { object } from 'yup';
import { upiReferenceField } from '#common/validation';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/modal/modal';
import type { AdminTransactionFieldsFragment } from '../../../../generated/admin';
import type { ChangeOutcome } from '../../../../components/form/change-outcome';
import { MONEY_TEXTS } from '../utils/money-texts';

const referenceSchema = object({ reference: upiReferenceField() });
type ReferenceValues = { reference: string };

/** Marking a withdrawal paid asks for the reference of the UPI payment the organiser made. */
export function MarkPaidDialog({
  transaction,
  onConfirm,
  onClose,
}: {
  transaction: AdminTransactionFieldsFragment;
  onConfirm: (reference: string) => Promise<ChangeOutcome>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ReferenceValues, formik: FormikHelpers<ReferenceValues>) => {
    setFailure(null);
    const outcome = await onConfirm(referenceSchema.cast(values).reference);
    if (outcome.ok || outcome.conflict) return;
    const unplaced = applyPayloadErrors(formik, outcome.errors, ['reference']);
    setFailure(outcome.errors.length > 0 ? unplaced : outcome.message);
  };
  return (
    <Modal title="Mark withdrawal paid" onClose={onClose}>
      <Formik
        initialValues={{ reference: '' }}
        validationSchema={referenceSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="confirm-dialog" noValidate>
            <p>{MONEY_TEXTS.markPaid(transaction)}</p>
            <TextField
              name="reference"
              label="UPI reference (UTR)"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <FormError message={failure} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting}>Mark paid</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
