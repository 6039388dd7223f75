import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { useNavigate } from 'react-router';
import { tournamentFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import type { TournamentKind, TournamentStatus } from '../../../../generated/admin';
import { adminTournamentPath } from '../../../../lib/paths';
import { useSaveTournament } from '../api/use-save-tournament';
import { FORM_FIELDS, type TournamentFormValues } from '../utils/tournament-form-values';
import { validatePointsSystem } from '../utils/points-system-values';
import { PointsSystemFieldset } from './points-system-fieldset';
import { MatchMapsFieldset } from './match-maps-fieldset';
import { CheckInFieldset } from './check-in-fieldset';
import { validateCheckIn } from '../utils/check-in-values';
import { TournamentFields } from './tournament-fields';
import { PrizeTableFieldset } from './prize-table-fieldset';
import { validatePrizeTable } from '../utils/prize-table-values';

const NOTHING_CHANGED = 'Nothing changed: there is nothing to save.';

/**
 * Create or edit a tournament. Every rule is checked here first (the shared schema); the
 * platform's refusals land on their fields. On success: a toast, then the match desk.
 */
export function TournamentForm({
  initialValues,
  existing,
  duplicateOf,
}: {
  initialValues: TournamentFormValues;
  /** The tournament being edited; null creates one. */
  existing: { id: string; kind: TournamentKind; status: TournamentStatus } | null;
  /** The tournament a new one copies (the console's Duplicate), recorded as such. */
  duplicateOf?: string;
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const saveTournament = useSaveTournament(existing, duplicateOf);

  async function submit(values: TournamentFormValues, formik: FormikHelpers<TournamentFormValues>) {
    setFailure(null);
    const saved = await saveTournament(initialValues, values);
    if (saved === 'unchanged') {
      setFailure(NOTHING_CHANGED);
      return;
    }
    if (saved.ok) {
      toast.success(saved.message || (existing ? 'Tournament saved' : 'Tournament created'));
      if (saved.tournamentId) void navigate(adminTournamentPath(saved.tournamentId));
      return;
    }
    const unplaced = applyPayloadErrors(formik, saved.errors, FORM_FIELDS);
    const message = unplaced || saved.message;
    setFailure(message);
    toast.error(message);
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={tournamentFormSchema}
      validate={(values) => ({
        ...validatePointsSystem(values),
        ...validateCheckIn(values),
        ...validatePrizeTable(values),
      })}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
        <Form className="tournament-form" noValidate>
          <TournamentFields values={values} existing={existing} />
          <PointsSystemFieldset />
          <PrizeTableFieldset />
          {!existing && <MatchMapsFieldset />}
          <CheckInFieldset />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            {existing ? 'Save changes' : 'Create tournament'}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
