import { Form, Formik } from 'formik';
import { useState } from 'react';
import { grievanceReplySchema, grievanceResolutionSchema } from '#common/validation/grievances';
import type { ChangeOutcome } from '../../../../components/form/change-outcome';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { toast } from '../../../../lib/toast/toast';
import type { AdminGrievanceCase } from '../api/use-admin-grievances';
import { useGrievanceSteps } from '../api/use-admin-grievances';
import { ADMIN_GRIEVANCE_TEXTS as TEXTS } from '../utils/admin-grievance-texts';

type Send = (text: string) => Promise<ChangeOutcome>;

/** One text and its button: the reply, the resolution or the reason for closing. */
function TextStep(props: {
  name: 'body' | 'resolution';
  label: string;
  button: string;
  done: string;
  send: Send;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const schema = props.name === 'body' ? grievanceReplySchema : grievanceResolutionSchema;
  return (
    <Formik<Record<string, string>>
      initialValues={{ [props.name]: '' }}
      validationSchema={schema}
      onSubmit={async (values, formik) => {
        setFailure(null);
        const outcome = await props.send((values[props.name] ?? '').trim());
        if (!outcome.ok) return setFailure(outcome.message);
        toast.success(outcome.message ?? props.done);
        formik.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label={props.button}>
          <TextField name={props.name} label={props.label} rows={4} />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting}>{props.button}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The officer's steps on an unfinished case: acknowledge (while open), reply, resolve, or close
 * it unresolved with a reason. Each answer carries the case, so the page shows it at once.
 */
export function GrievanceSteps({ grievance }: { grievance: AdminGrievanceCase }) {
  const steps = useGrievanceSteps(grievance.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const acknowledge = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await steps.acknowledge();
    setBusy(false);
    if (outcome.ok) toast.success(outcome.message ?? TEXTS.acknowledgedDone);
    else setFailure(outcome.message);
  };
  return (
    <div className="grievance-case__actions">
      {grievance.status === 'OPEN' && (
        <div>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void acknowledge()}
          >
            {TEXTS.acknowledge}
          </button>
          <FormError message={failure} />
        </div>
      )}
      <TextStep
        name="body"
        label={TEXTS.reply}
        button={TEXTS.sendReply}
        done={TEXTS.replied}
        send={steps.reply}
      />
      <TextStep
        name="resolution"
        label={TEXTS.resolve}
        button={TEXTS.markResolved}
        done={TEXTS.resolvedDone}
        send={steps.resolve}
      />
      <TextStep
        name="resolution"
        label={TEXTS.closeReason}
        button={TEXTS.closeUnresolved}
        done={TEXTS.closedDone}
        send={steps.close}
      />
    </div>
  );
}
