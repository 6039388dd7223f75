import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useParams } from 'react-router';
import { createTeamFormSchema } from '#common/validation';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useCreateTeamMutation } from '../../../generated/entries';
import { specialTournamentDetailsPath } from '../../../lib/paths';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { PaidEntryAgeCheck } from './paid-entry-age-check';
import { EntryPage, WhatsappNumberField } from './entry-page';
import { useEntrySubmission } from './use-entry-submission';
import './entries.css';

type Values = { teamName: string; iglInGameName: string; whatsappNumber: string };

const INITIAL: Values = { teamName: '', iglInGameName: '', whatsappNumber: '' };
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

/** The new team's code, for the leader to share before the page moves on. */
function TeamCode({ code }: { code: string }) {
  return (
    <p className="team-code" role="status">
      Team Code: <span>{code}</span>
      <CopyButton value={code} label="Copy Team Code" />
    </p>
  );
}

function CreateTeamForm() {
  const { tournamentId = '' } = useParams();
  const [teamCode, setTeamCode] = useState<string | null>(null);
  const [createTeam] = useCreateTeamMutation({
    refetchQueries: ({ data }) => (data?.createTeam.errors.length === 0 ? [BALANCE_QUERY] : []),
  });
  const { submit, failure, succeeded } = useEntrySubmission<Values>(
    FIELDS,
    specialTournamentDetailsPath(tournamentId),
  );

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={createTeamFormSchema}
      onSubmit={async (values, formik) => {
        const input = { ...createTeamFormSchema.cast(values), tournamentId };
        const answer = await submit(formik, async () => {
          const { data } = await createTeam({ variables: { input } });
          return data?.createTeam;
        });
        if (answer?.teamCode) setTeamCode(answer.teamCode);
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form entry-form" noValidate>
          {teamCode && <TeamCode code={teamCode} />}
          <TextField name="teamName" label="Team Name" autoComplete="off" />
          <TextField name="iglInGameName" label="In-Game Name" autoComplete="off" />
          <WhatsappNumberField />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} disabled={succeeded}>
            Submit
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** /special-tournament/create-team/{tournamentId}: a new team in a special tournament. */
export function CreateTeamPage() {
  return (
    <EntryPage title="Create Team">
      <PaidEntryAgeCheck kind="SPECIAL" />
      <CreateTeamForm />
    </EntryPage>
  );
}
