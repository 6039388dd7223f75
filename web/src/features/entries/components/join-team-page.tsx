import { Form, Formik } from 'formik';
import { useParams } from 'react-router';
import { joinTeamFormSchema } from '#common/validation';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useJoinTeamMutation } from '../../../generated/entries';
import { specialTournamentDetailsPath } from '../../../lib/paths';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { EntryPage } from './entry-page';
import { useEntrySubmission } from './use-entry-submission';
import './entries.css';

type Values = { teamCode: string; playerInGameName: string };

const INITIAL: Values = { teamCode: '', playerInGameName: '' };
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

function JoinTeamForm() {
  const { tournamentId = '' } = useParams();
  const [joinTeam] = useJoinTeamMutation({
    refetchQueries: ({ data }) => (data?.joinTeam.errors.length === 0 ? [BALANCE_QUERY] : []),
  });
  const { submit, failure, succeeded } = useEntrySubmission<Values>(
    FIELDS,
    specialTournamentDetailsPath(tournamentId),
  );

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={joinTeamFormSchema}
      onSubmit={async (values, formik) => {
        const input = { ...joinTeamFormSchema.cast(values), tournamentId };
        // The upstream's `error` field arrives as the payload's errors (the gateway maps it).
        await submit(formik, async () => {
          const { data } = await joinTeam({ variables: { input } });
          return data?.joinTeam;
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form entry-form" noValidate>
          <TextField name="teamCode" label="Team Code" autoComplete="off" />
          <TextField name="playerInGameName" label="In-Game Name" autoComplete="off" />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} disabled={succeeded}>
            Submit
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** /special-tournament/join-team/{tournamentId}: joining a team by its code. */
export function JoinTeamPage() {
  return (
    <EntryPage title="Join Team">
      <JoinTeamForm />
    </EntryPage>
  );
}
