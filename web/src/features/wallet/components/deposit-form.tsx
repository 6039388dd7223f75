import { Form, Formik } from 'formik';
import { DEPOSIT_MAX_RUPEES, DEPOSIT_MIN_RUPEES } from '#common/constants';
import { depositSchema } from '#common/validation';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useRequestDepositMutation } from '../../../generated/wallet';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { DEPOSIT_TEXTS, PAYMENT_QR_SRC } from '../utils/wallet-texts';
import { useWalletSubmission } from './use-wallet-submission';

// The amount is a number input: formik keeps a number, or '' while it is empty.
type Values = { amount: number | ''; transactionId: string; bankUsername: string };

const INITIAL: Values = { amount: '', transactionId: '', bankUsername: '' };
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

/** The Deposit tab (SPEC §2): pay by the QR, then tell which payment it was. */
export function DepositForm() {
  const [requestDeposit] = useRequestDepositMutation({
    refetchQueries: ({ data }) => (data?.requestDeposit.errors.length === 0 ? [BALANCE_QUERY] : []),
  });
  const { submit, failure } = useWalletSubmission<Values>(FIELDS, {
    success: (answer) => answer.message ?? null,
    failed: DEPOSIT_TEXTS.failed,
    thrown: DEPOSIT_TEXTS.thrown,
    special: { ALREADY_SUBMITTED: DEPOSIT_TEXTS.alreadySubmitted },
  });

  return (
    <section className="wallet-section" aria-labelledby="add-money-title">
      <h2 id="add-money-title" className="wallet-section__title">
        Add Money
      </h2>
      <img className="wallet-qr" src={PAYMENT_QR_SRC} alt="Payment QR code" />
      <p>Scan the QR to make payment</p>
      <p>Fill the transaction details to Deposit</p>
      <Formik
        initialValues={INITIAL}
        validationSchema={depositSchema}
        onSubmit={async (values, formik) => {
          const clean = depositSchema.cast(values);
          await submit(formik, async () => {
            const { data } = await requestDeposit({
              variables: { input: { ...clean, amount: String(clean.amount) } },
            });
            return data?.requestDeposit;
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
              min={DEPOSIT_MIN_RUPEES}
              max={DEPOSIT_MAX_RUPEES}
              step="0.01"
            />
            <TextField name="transactionId" label="Enter UTR ID" autoComplete="off" />
            <TextField name="bankUsername" label="Bank Username" autoComplete="name" />
            <FormError message={failure} />
            <SubmitButton busy={isSubmitting}>Add Money</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
