import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import { squadInviteFormSchema } from '#common/validation/squads';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useInviteToSquadMutation } from '../../../generated/squads';
import { submitSquadForm } from '../utils/squad-change';

type Values = { by: 'mobile' | 'username'; mobile: string; username: string };
const INITIAL: Values = { by: 'mobile', mobile: '', username: '' };
const FIELDS = ['mobile', 'username'] as const;

/** The booker invites a teammate with an account, by mobile or by username. */
export function SquadInviteForm({ teamId, onInvited }: { teamId: string; onInvited: () => void }) {
  const [invite] = useInviteToSquadMutation();
  const [banner, setBanner] = useState<string | null>(null);

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={squadInviteFormSchema}
      onSubmit={async (values, formik) => {
        setBanner(null);
        const cast = squadInviteFormSchema.cast(values);
        const input =
          cast.by === 'mobile'
            ? { teamId, by: 'MOBILE' as const, mobile: cast.mobile }
            : { teamId, by: 'USERNAME' as const, username: cast.username };
        const outcome = await submitSquadForm(formik, FIELDS, async () => {
          const { data } = await invite({ variables: { input } });
          return data?.inviteToSquad;
        });
        setBanner(outcome.banner);
        if (outcome.ok) {
          formik.resetForm({ values: { ...INITIAL, by: values.by } });
          onInvited();
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Form className="form squad-invite" noValidate aria-label="Invite a teammate">
          <fieldset className="squad-invite__by">
            <legend>Invite by</legend>
            <label>
              <Field type="radio" name="by" value="mobile" /> Mobile
            </label>
            <label>
              <Field type="radio" name="by" value="username" /> Username
            </label>
          </fieldset>
          {values.by === 'mobile' ? (
            <TextField
              name="mobile"
              label="Teammate's mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
            />
          ) : (
            <TextField name="username" label="Teammate's username" autoComplete="off" />
          )}
          <FormError message={banner} />
          <SubmitButton busy={isSubmitting} busyLabel="Sending...">
            Send invitation
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
