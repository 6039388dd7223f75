import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { type PayeeFieldsFragment, useMoneySettingsPayeeQuery } from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyControlsSection } from '../../approvals/public';
import { MoneyNav } from '../../money/public';
import { PAYEE_TEXTS as TEXTS } from '../utils/payee-texts';
import { ClosePayments } from './close-payments';
import { PayeeForm } from './payee-form';
import './money-settings.css';

/** /admin/money/settings: whom players pay (decision 041) and the two-person control (043). */
export function MoneySettingsPage() {
  useDocumentTitle(TEXTS.title);
  return (
    <>
      <h1 className="console-title">{TEXTS.title}</h1>
      <MoneyNav />
      <PayeeSection />
      <MoneyControlsSection />
    </>
  );
}

function PayeeSection() {
  const { data, error, refetch } = useMoneySettingsPayeeQuery({ fetchPolicy: 'cache-and-network' });
  const payee = data?.admin.payee;
  let body;
  if (payee) {
    body = (
      <>
        <CurrentPayee payee={payee} />
        {/* A new payee (or none) starts the form afresh from what is saved. */}
        <PayeeForm key={`${payee.upiId}|${payee.changedAt}`} payee={payee} />
        {payee.open && <ClosePayments />}
      </>
    );
  } else if (error) {
    body = (
      <>
        <StatusMessage tone="error">{TEXTS.loadFailed}</StatusMessage>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </>
    );
  } else {
    body = <Loader />;
  }
  return (
    <section className="console-section money-settings" aria-labelledby="payee-title">
      <h2 id="payee-title" className="console-section__title">
        {TEXTS.payeeTitle}
      </h2>
      <p className="console-card__meta">{TEXTS.payeeHint}</p>
      {body}
    </section>
  );
}

function CurrentPayee({ payee }: { payee: PayeeFieldsFragment }) {
  return (
    <div className="money-settings__current" role="status">
      {payee.open ? (
        <p>
          {TEXTS.current}: <strong>{payee.upiId}</strong> ({payee.payeeName})
        </p>
      ) : (
        <p>{TEXTS.closed}</p>
      )}
      {payee.changedBy && payee.changedAt && (
        <p className="console-card__meta">
          {TEXTS.changedBy(payee.changedBy, formatDateTime(payee.changedAt))}
        </p>
      )}
    </div>
  );
}
