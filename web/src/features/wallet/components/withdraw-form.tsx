import { Form, Formik } from 'formik';
import { WITHDRAWAL_MIN_RUPEES } from '#common/constants';
import { withdrawSchema } from '#common/validation';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useRequestWithdrawalMutation } from '../../../generated/wallet';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { WITHDRAW_TEXTS } from '../utils/wallet-texts';
import { useWalletSubmission } from './use-wallet-submission';

// The amount is a number input: formik keeps a number, or '' while it is empty.
type Values = {
  amount: number | '';
  beneficiaryName: string;
  upiId: string;
  phonePeNumber: string;
};

const INITIAL: Values = { amount: '', beneficiaryName: '', upiId: '', phonePeNumber: '' };
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

/** The Withdraw form (SPEC §2), on /withdraw and in the wallet's Withdraw tab. */
export function WithdrawForm() {
  const [requestWithdrawal] = useRequestWithdrawalMutation({
    refetchQueries: ({ data }) =>
      data?.requestWithdrawal.errors.length === 0 ? [BALANCE_QUERY] : [],
  });
  const { submit, failure } = useWalletSubmission<Values>(FIELDS, {
    success: () => WITHDRAW_TEXTS.success,
    failed: WITHDRAW_TEXTS.failed,
    thrown: WITHDRAW_TEXTS.thrown,
  });

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={withdrawSchema}
      onSubmit={async (values, formik) => {
        const clean = withdrawSchema.cast(values);
        await submit(formik, async () => {
          const { data } = await requestWithdrawal({
            variables: { input: { ...clean, amount: String(clean.amount) } },
          });
          return data?.requestWithdrawal;
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate>
          <TextField
            name="amount"
            label="Amount"
            type="number"
            inputMode="decimal"
            min={WITHDRAWAL_MIN_RUPEES}
            step="0.01"
          />
          <TextField name="beneficiaryName" label="Beneficiary Name" autoComplete="name" />
          <TextField name="upiId" label="UPI ID" autoComplete="off" />
          <TextField
            name="phonePeNumber"
            label="PhonePe Number"
            inputMode="numeric"
            autoComplete="tel-national"
          />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting}>Withdraw</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
