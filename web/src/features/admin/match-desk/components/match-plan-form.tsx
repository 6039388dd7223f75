import { Field, Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { MATCH_MAPS, matchMapField, matchStartProblem } from '#common/match-schedule';
import { object } from 'yup';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-date-time';
import { toast } from '../../../../lib/toast/toast';
import { useEditMatch } from '../api/use-edit-match';

type Values = { map: string; startsAt: string };

const FIELDS = ['map', 'startsAt'] as const;
const planSchema = object({ map: matchMapField() });

export interface MatchPlan {
  number: number;
  map: string;
  startsAt: string;
}

/**
 * A match's map and start. The start keeps the schedule's order (common/match-schedule.ts, the
 * backend's own rule): match 1 starts with the tournament, each later one after the one before.
 */
export function MatchPlanForm({
  tournamentId,
  tournamentStart,
  match,
  previousStart,
  nextStart,
}: {
  tournamentId: string;
  tournamentStart: string;
  match: MatchPlan;
  previousStart: string | null;
  nextStart: string | null;
}) {
  const mapId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const editMatch = useEditMatch(tournamentId, match.number);
  const at = (iso: string | null) => (iso ? new Date(iso) : null);

  const validateStart = ({ startsAt }: Values) => {
    const iso = fromLocalInput(startsAt);
    if (!iso) return { startsAt: 'Enter the start time' };
    const problem = matchStartProblem(match.number, new Date(iso), {
      tournamentStart: new Date(tournamentStart),
      previousStart: at(previousStart),
      nextStart: at(nextStart),
    });
    return problem ? { startsAt: problem } : {};
  };

  return (
    <Formik<Values>
      initialValues={{ map: match.map, startsAt: toLocalInput(match.startsAt) }}
      enableReinitialize
      validationSchema={planSchema}
      validate={validateStart}
      onSubmit={async (values, formik) => {
        setFailure(null);
        const startsAt = fromLocalInput(values.startsAt);
        const moved = startsAt !== new Date(match.startsAt).toISOString();
        const outcome = await editMatch({ map: values.map, startsAt: moved ? startsAt : null });
        if (outcome.ok) {
          toast.success(`Match ${match.number} saved`);
          return;
        }
        setFailure(applyPayloadErrors(formik, outcome.errors, FIELDS) || outcome.message);
      }}
    >
      {({ isSubmitting, errors, touched }) => (
        <Form
          className="form match-plan"
          noValidate
          aria-label={`Match ${match.number} map and start`}
        >
          <div className="form-field">
            <label htmlFor={mapId} className="form-field__label">
              Map
            </label>
            <Field as="select" id={mapId} name="map" className="text-input">
              {MATCH_MAPS.map((map) => (
                <option key={map} value={map}>
                  {map}
                </option>
              ))}
            </Field>
            {touched.map && errors.map && <p className="form-field__error">{errors.map}</p>}
          </div>
          <TextField
            name="startsAt"
            label="Starts at"
            type="datetime-local"
            disabled={match.number === 1}
          />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            Save match {match.number}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
