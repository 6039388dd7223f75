import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { string } from 'yup';
import { confirmPasswordField, manualCreditSchema } from '#common/validation/money-control';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { StatusMessage } from '../../../../components/states/status-message';
import { useProposeManualCreditMutation } from '../../../../generated/admin';
import { APPROVAL_TEXTS as TEXTS } from './approval-texts';

/** The statements page links a credit with no request here with ?utr=&amount=&player=. */
export function CreditForm({ askPassword, onSent }: { askPassword: boolean; onSent: () => void }) {
  const [params] = useSearchParams();
  const [propose] = useProposeManualCreditMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const schema = manualCreditSchema.shape({
    password: askPassword ? confirmPasswordField() : string(),
  });
  const initialValues = {
    player: params.get('player') ?? '',
    amount: params.get('amount') ?? '',
    utr: params.get('utr') ?? '',
    reason: '',
    password: '',
  };
  return (
    <section aria-labelledby="credit-title">
      <h2 id="credit-title">{TEXTS.creditTitle}</h2>
      <p>{TEXTS.creditIntro}</p>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setFailure(null);
          setSent(false);
          const { data } = await propose({
            variables: {
              player: values.player.trim(),
              amount: String(values.amount).trim(),
              utr: values.utr.trim(),
              reason: values.reason.trim(),
              ...(values.password ? { password: values.password } : {}),
            },
          });
          const errors = data?.proposeManualCredit.errors ?? [];
          if (errors.length) {
            setFailure(errors.map((error) => error.message).join(' '));
            return;
          }
          setSent(true);
          formik.resetForm({ values: { ...initialValues, player: '', amount: '', utr: '' } });
          onSent();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="player" label="Player (username or mobile)" autoComplete="off" />
            <TextField name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" />
            <TextField name="utr" label="UTR" autoComplete="off" autoCapitalize="characters" />
            <TextField name="reason" label="Reason" autoComplete="off" />
            {askPassword && (
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
              />
            )}
            <FormError message={failure} />
            {sent && <StatusMessage>{TEXTS.creditSent}</StatusMessage>}
            <SubmitButton busy={isSubmitting}>Record the credit</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
