import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { disputeFormSchema } from '#common/disputes';
import { FormError } from '../../../components/form/form-error';
import { formFailureMessage, thrownServerMessage } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useOpenDisputeMutation } from '../../../generated/match-night';
import { toast } from '../../../lib/toast/toast';
import { uploadScreenshot } from '../api/upload-screenshot';

const FAILED = 'The dispute could not be sent. Please try again.';
const FIELDS = ['reason'] as const;

interface Values {
  reason: string;
}

/**
 * "Dispute this match": what went wrong (SPEC §9: within 1 hour of the results) and an optional
 * screenshot, uploaded first and named by the dispute.
 */
export function DisputeDialog({
  tournamentId,
  matchNumber,
  onClose,
  onOpened,
}: {
  tournamentId: string;
  matchNumber: number;
  onClose: () => void;
  onOpened: () => void;
}) {
  const [openDispute] = useOpenDisputeMutation();
  const [file, setFile] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  async function submit(values: Values, formik: FormikHelpers<Values>) {
    setBanner(null);
    let screenshotId: string | null = null;
    if (file) {
      try {
        screenshotId = await uploadScreenshot(file);
      } catch (error) {
        setBanner(error instanceof Error ? error.message : FAILED);
        return;
      }
    }
    try {
      const { data } = await openDispute({
        variables: {
          input: { tournamentId, matchNumber, reason: values.reason.trim(), screenshotId },
        },
      });
      const payload = data?.openDispute;
      if (payload && payload.errors.length === 0) {
        toast.success(payload.message ?? 'Your dispute is with the organiser');
        onOpened();
        onClose();
        return;
      }
      const refusal = payload ?? { errors: [], message: null };
      setBanner(formFailureMessage(formik, refusal, FAILED, FIELDS));
    } catch (error) {
      setBanner(thrownServerMessage(error) ?? FAILED);
    }
  }

  return (
    <Modal title={`Dispute match ${matchNumber}`} onClose={onClose}>
      <Formik<Values>
        initialValues={{ reason: '' }}
        validationSchema={disputeFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="dispute-form" noValidate aria-label={`Dispute match ${matchNumber}`}>
            <p>Disputes are taken within 1 hour of the match’s results.</p>
            <TextField name="reason" label="What went wrong" rows={3} />
            <label className="dispute-form__file">
              <span>Screenshot (optional)</span>
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              />
            </label>
            <FormError message={banner} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting}>Send dispute</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
