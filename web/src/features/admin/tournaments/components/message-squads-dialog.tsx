import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ORGANISER_MESSAGE_LIMITS, organiserMessageSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/modal/modal';
import { toast } from '../../../../lib/toast/toast';
import { useMessageSquads } from '../api/use-message-squads';

interface Values {
  text: string;
}

const { maxLength, perWindow, windowMinutes } = ORGANISER_MESSAGE_LIMITS;

/**
 * A short message to every member of every booked squad: their bell and an e-mail each. The
 * shared rule checks it first; the platform's refusals (nobody booked, too many messages) show
 * under the form.
 */
export function MessageSquadsDialog({
  tournamentId,
  name,
  onClose,
}: {
  tournamentId: string;
  name: string;
  onClose: () => void;
}) {
  const send = useMessageSquads(tournamentId);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ text }: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    const outcome = await send(text.trim());
    if (outcome.ok) {
      toast.success(outcome.message || 'Message sent');
      onClose();
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, ['text']);
    setFailure(outcome.errors.length ? unplaced : outcome.message);
  }

  return (
    <Modal title={`Message the squads of ${name}`} onClose={onClose}>
      <Formik
        initialValues={{ text: '' }}
        validationSchema={organiserMessageSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form className="confirm-dialog" noValidate>
            <p id="squad-message-hint" className="console-card__meta">
              Every member of every booked squad gets it in the bell and by e-mail. At most{' '}
              {perWindow} messages to a tournament in {windowMinutes} minutes.
            </p>
            <TextField
              name="text"
              label="Message"
              rows={4}
              aria-describedby="squad-message-hint squad-message-count"
            />
            <p id="squad-message-count" className="console-card__meta" aria-live="polite">
              {values.text.trim().length} / {maxLength} characters
            </p>
            <FormError message={failure} />
            <div className="console-actions">
              <button type="button" className="button" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <SubmitButton busy={isSubmitting} busyLabel="Sending…">
                Send to every member
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
