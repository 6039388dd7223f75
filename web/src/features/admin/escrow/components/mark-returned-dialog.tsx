import { Form, Formik } from 'formik';
import { useState } from 'react';
import { prizeReturnPaidSchema } from '#common/validation/prize-funding';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/modal/modal';
import type { PrizePoolSummaryFieldsFragment } from '../../../../generated/admin';
import { useMarkReturnPaid } from '../api/use-prize-pool';
import { ESCROW_TEXTS as TEXTS } from '../utils/escrow-texts';

type Funding = PrizePoolSummaryFieldsFragment['fundings'][number];
const FIELDS = ['reference', 'password'] as const;

/**
 * A share put aside for its funder, recorded as paid back with the bank's reference; `onDone`
 * gets the platform's words for it.
 */
export function MarkReturnedButton({
  funding,
  onDone,
}: {
  funding: Funding;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const markPaid = useMarkReturnPaid();
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {TEXTS.markReturned}
      </button>
      {open && (
        <Modal title={TEXTS.markTitle(funding.funderName)} onClose={close}>
          <Formik
            initialValues={{ reference: '', password: '' }}
            validationSchema={prizeReturnPaidSchema}
            onSubmit={async (values, formik) => {
              setFailure(null);
              const outcome = await markPaid(funding.id, values.reference.trim(), values.password);
              if (outcome.ok) {
                onDone(outcome.message ?? TEXTS.markDone);
                return close();
              }
              const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
              if (unplaced || outcome.errors.length === 0) setFailure(unplaced ?? outcome.message);
            }}
          >
            {({ isSubmitting }) => (
              <Form className="confirm-dialog" noValidate>
                <p>
                  {funding.funderName}: {funding.returned?.formatted}
                </p>
                <TextField name="reference" label="Reference" autoComplete="off" />
                <TextField
                  name="password"
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                />
                <FormError message={failure} />
                <div className="console-actions">
                  <button type="button" className="button" onClick={close} disabled={isSubmitting}>
                    Cancel
                  </button>
                  <SubmitButton busy={isSubmitting}>{TEXTS.markReturned}</SubmitButton>
                </div>
              </Form>
            )}
          </Formik>
        </Modal>
      )}
    </>
  );
}
