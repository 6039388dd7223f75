import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { squadJoinSchema } from '#common/validation/squads';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useJoinSquadMutation } from '../../../generated/squads';
import { tournamentDetailsPath } from '../../../lib/paths';
import { submitSquadForm } from '../utils/squad-change';

type Values = { code: string };

/** Join a squad by the code its booker shared; the squad's tournament opens after. */
export function JoinSquadForm() {
  const navigate = useNavigate();
  const [join] = useJoinSquadMutation();
  const [banner, setBanner] = useState<string | null>(null);

  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={squadJoinSchema}
      onSubmit={async (values: Values, formik) => {
        setBanner(null);
        let tournamentId: string | undefined;
        const outcome = await submitSquadForm(formik, ['code'], async () => {
          const { data } = await join({ variables: { code: squadJoinSchema.cast(values).code } });
          tournamentId = data?.joinSquad.squad?.tournamentId;
          return data?.joinSquad;
        });
        setBanner(outcome.banner);
        if (outcome.ok && tournamentId) void navigate(tournamentDetailsPath(tournamentId));
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Join a squad by code">
          <TextField
            name="code"
            label="Squad code"
            autoComplete="off"
            autoCapitalize="characters"
          />
          <FormError message={banner} />
          <SubmitButton busy={isSubmitting} busyLabel="Joining...">
            Join squad
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
