import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import type { PointsSystem } from '#common/points-systems';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { toast } from '../../../../lib/toast/toast';
import { useSaveFinishingOrder } from '../api/use-save-finishing-order';
import type { DeskTeam, PostedMatch } from '../utils/result-sheet';
import {
  type FinishValues,
  finishProblem,
  finishValuesFor,
  inPlay,
} from '../utils/finishing-order';
import { KillsGrid } from './kills-grid';
import { SquadOrderPicker } from './squad-order-picker';

export const REASON_NEEDED = 'Enter a reason for the correction: players will read it';

type Step = 'order' | 'kills';

/**
 * A match's results by finishing order: tap the squads as they finished, then the kills per
 * player; position points and the Booyah come from the points system. Saving moves on to the
 * next match.
 */
export function FinishingOrderForm({
  tournamentId,
  matchNumber,
  teams,
  posted,
  system,
  onSaved,
}: {
  tournamentId: string;
  matchNumber: number;
  teams: readonly DeskTeam[];
  posted?: PostedMatch;
  system: PointsSystem;
  onSaved: (matchNumber: number) => void;
}) {
  const squads = inPlay(teams);
  const leftOut = teams.filter((team) => team.status !== 'ACTIVE');
  const [step, setStep] = useState<Step>(posted ? 'kills' : 'order');
  const [failure, setFailure] = useState<string | null>(null);
  const saveOrder = useSaveFinishingOrder(tournamentId);

  const validate = (values: FinishValues) => {
    const errors: FormikErrors<FinishValues> & { order?: string } = {};
    const problem = finishProblem(teams, values);
    if (problem) errors.order = problem;
    if (posted && !values.reason.trim()) errors.reason = REASON_NEEDED;
    return errors;
  };

  async function save(values: FinishValues) {
    setFailure(null);
    const outcome = await saveOrder(matchNumber, values);
    if (!outcome.ok) {
      setFailure(outcome.message);
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message || `Match ${matchNumber} results saved`);
    onSaved(matchNumber);
  }

  return (
    <Formik<FinishValues>
      initialValues={finishValuesFor(teams, posted)}
      validate={validate}
      onSubmit={save}
    >
      {({ values, errors, submitCount, isSubmitting }) => (
        <Form className="finish" noValidate aria-label={`Match ${matchNumber} finishing order`}>
          <h3 className="console-section__title">
            {posted ? `Correct match ${matchNumber}` : `Enter match ${matchNumber}`}
            {' · '}
            {step === 'order' ? 'Finishing order' : 'Kills'}
          </h3>
          {step === 'order' ? (
            <>
              <SquadOrderPicker squads={squads} leftOut={leftOut} />
              <button
                type="button"
                className="button"
                disabled={values.order.length !== squads.length}
                onClick={() => setStep('kills')}
              >
                Next: kills
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setStep('order')}
              >
                Change the order
              </button>
              <KillsGrid squads={squads} system={system} />
              {posted && (
                <TextField
                  name="reason"
                  label="Reason for the correction (players read it)"
                  maxLength={500}
                />
              )}
              <FormError
                message={submitCount > 0 && typeof errors.order === 'string' ? errors.order : null}
              />
              <FormError message={failure} />
              <SubmitButton busy={isSubmitting} busyLabel="Saving…">
                {posted ? `Save correction to match ${matchNumber}` : `Save match ${matchNumber}`}
              </SubmitButton>
            </>
          )}
        </Form>
      )}
    </Formik>
  );
}
