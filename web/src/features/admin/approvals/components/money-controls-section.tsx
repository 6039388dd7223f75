import { Form, Formik } from 'formik';
import { useState } from 'react';
import { confirmPasswordField, moneyControlsSchema } from '#common/validation/money-control';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { StatusMessage } from '../../../../components/states/status-message';
import { useMoneyControlsQuery, useSetMoneyControlsMutation } from '../../../../generated/admin';
import { APPROVAL_TEXTS as TEXTS } from './approval-texts';

const schema = moneyControlsSchema.shape({
  password: confirmPasswordField(),
});

/** The approval threshold and the cooling period, set with the password (decision 043). */
export function MoneyControlsSection() {
  const { data } = useMoneyControlsQuery({ fetchPolicy: 'cache-and-network' });
  const [setControls] = useSetMoneyControlsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const controls = data?.admin.moneyControls;
  if (!controls) return null;
  return (
    <section aria-labelledby="controls-title">
      <h2 id="controls-title">{TEXTS.controlsTitle}</h2>
      <Formik
        initialValues={{
          approvalThreshold: controls.approvalThreshold.rupees,
          coolingMinutes: String(controls.coolingMinutes),
          password: '',
        }}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setFailure(null);
          setSaved(false);
          const { data: answer } = await setControls({
            variables: {
              approvalThreshold: String(values.approvalThreshold),
              coolingMinutes: Number(values.coolingMinutes),
              password: values.password,
            },
          });
          const errors = answer?.setMoneyControls.errors ?? [];
          if (errors.length) {
            setFailure(errors.map((error) => error.message).join(' '));
            return;
          }
          setSaved(true);
          formik.setFieldValue('password', '');
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="approvalThreshold"
              label="Withdrawals above this need a second organiser (₹)"
              inputMode="decimal"
            />
            <TextField
              name="coolingMinutes"
              label="A lone organiser's cooling period (minutes)"
              inputMode="numeric"
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <FormError message={failure} />
            {saved && <StatusMessage>{TEXTS.controlsSaved}</StatusMessage>}
            <SubmitButton busy={isSubmitting}>Save</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
