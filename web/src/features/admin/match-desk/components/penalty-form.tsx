import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { number, object, string } from 'yup';
import { HOST_ABUSE_PENALTY, PENALTY_MAX_POINTS } from '#common/points-systems';
import { reasonField } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { toast } from '../../../../lib/toast/toast';
import type { DeskTeam } from '../utils/result-sheet';

interface PenaltyValues {
  teamId: string;
  points: string;
  reason: string;
}

const HOST_ABUSE_REASON = 'Abusing the host';

const penaltySchema = object({
  teamId: string().required('Choose the squad'),
  points: number()
    .typeError('Penalty points must be a number')
    .required('Enter the penalty points')
    .integer('Penalty points must be a whole number')
    .min(1, `Penalty points must be from 1 to ${PENALTY_MAX_POINTS}`)
    .max(PENALTY_MAX_POINTS, `Penalty points must be from 1 to ${PENALTY_MAX_POINTS}`),
  reason: reasonField(),
});

/** A penalty for one squad in this match: any amount with a reason, or the rules' −20. */
export function PenaltyForm({
  matchNumber,
  teams,
  onGive,
}: {
  matchNumber: number;
  teams: readonly DeskTeam[];
  onGive: (
    teamId: string,
    points: number,
    reason: string,
  ) => Promise<{ ok: true; message: string | null } | { ok: false; message: string }>;
}) {
  const selectId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  async function give(values: PenaltyValues, { resetForm }: FormikHelpers<PenaltyValues>) {
    setFailure(null);
    const outcome = await onGive(values.teamId, Number(values.points), values.reason.trim());
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    toast.success(outcome.message || 'Penalty given');
    resetForm();
  }
  return (
    <Formik<PenaltyValues>
      initialValues={{ teamId: '', points: '', reason: '' }}
      validationSchema={penaltySchema}
      onSubmit={give}
    >
      {({ isSubmitting, setValues, values, errors, submitCount }) => (
        <Form className="penalty-form" noValidate aria-label={`Penalty in match ${matchNumber}`}>
          <label htmlFor={selectId} className="form-field__label">
            Squad
          </label>
          <Field as="select" id={selectId} name="teamId" className="text-input">
            <option value="">Choose the squad</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Field>
          {submitCount > 0 && errors.teamId && <p className="form-field__error">{errors.teamId}</p>}
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              void setValues({
                ...values,
                points: String(HOST_ABUSE_PENALTY),
                reason: HOST_ABUSE_REASON,
              })
            }
          >
            −{HOST_ABUSE_PENALTY} Abusing the host
          </button>
          <TextField name="points" label="Points taken off" inputMode="numeric" />
          <TextField name="reason" label="Reason (players read it)" maxLength={500} />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            Give penalty
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
