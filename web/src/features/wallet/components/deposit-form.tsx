import { Form, Formik } from 'formik';
import { DEPOSIT_MAX_RUPEES, DEPOSIT_MIN_RUPEES } from '#common/constants';
import { rupeesToPaise } from '#common/money';
import { depositSchema } from '#common/validation';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useDepositPayeeQuery, useRequestDepositMutation } from '../../../generated/wallet';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { DEPOSIT_PAYEE_TEXTS } from '../utils/deposit-texts';
import { DEPOSIT_TEXTS } from '../utils/wallet-texts';
import { DepositPayee, type OpenPayee } from './deposit-payee';
import { useWalletSubmission } from './use-wallet-submission';

// The amount is a number input: formik keeps a number, or '' while it is empty.
type Values = { amount: number | ''; transactionId: string; bankUsername: string };

const INITIAL: Values = { amount: '', transactionId: '', bankUsername: '' };
const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

/** The amount typed, in paise, once it passes the form's own rule; null before. */
function validAmountPaise(amount: Values['amount']): number | null {
  if (amount === '') return null;
  try {
    depositSchema.validateSyncAt('amount', { amount });
  } catch {
    return null;
  }
  return rupeesToPaise(amount);
}

/**
 * The Deposit tab (SPEC §2): pay the platform's payee by the QR or the UPI app link, then tell
 * which payment it was. With no payee set, payments are not open and there is no form.
 */
export function DepositForm() {
  const payee = useDepositPayeeQuery({ fetchPolicy: 'cache-and-network' });
  const depositPayee = payee.data?.viewer?.wallet.depositPayee;

  let body;
  if (depositPayee?.open && depositPayee.upiId && depositPayee.payeeName) {
    body = (
      <OpenDeposit
        payee={{ ...depositPayee, upiId: depositPayee.upiId, payeeName: depositPayee.payeeName }}
      />
    );
  } else if (depositPayee) {
    body = (
      <>
        <StatusMessage>{DEPOSIT_PAYEE_TEXTS.closed}</StatusMessage>
        <p>{DEPOSIT_PAYEE_TEXTS.closedHint}</p>
      </>
    );
  } else if (payee.error) {
    body = (
      <>
        <StatusMessage tone="error">{DEPOSIT_PAYEE_TEXTS.failed}</StatusMessage>
        <button type="button" className="button" onClick={() => void payee.refetch()}>
          {DEPOSIT_PAYEE_TEXTS.retry}
        </button>
      </>
    );
  } else {
    body = <Loader />;
  }

  return (
    <section className="wallet-section" aria-labelledby="add-money-title">
      <h2 id="add-money-title" className="wallet-section__title">
        Add Money
      </h2>
      {body}
    </section>
  );
}

/** The SPEC's texts and form, under whom to pay for the amount being typed. */
function OpenDeposit({ payee }: { payee: OpenPayee }) {
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
      {({ isSubmitting, values }) => (
        <>
          <DepositPayee payee={payee} amountPaise={validAmountPaise(values.amount)}>
            <p>Scan the QR to make payment</p>
          </DepositPayee>
          <p>Fill the transaction details to Deposit</p>
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
        </>
      )}
    </Formik>
  );
}
