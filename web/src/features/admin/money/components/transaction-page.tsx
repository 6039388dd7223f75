import { Fragment, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../../components/form/form-error';
import {
  type AdminTransactionDetailQuery,
  useAdminTransactionDetailQuery,
} from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { PATHS, adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { AuditHistory } from '../../audit/public';
import { recordFallback } from '../../shell/public';
import { PlayerLink, RequestedAt, transactionTitle } from './transaction-cards';
import {
  type DecisionResult,
  DepositDecisions,
  WithdrawalDecisions,
} from './transaction-decisions';
import { UpiPay } from './upi-pay';
import './money.css';

type Detail = NonNullable<AdminTransactionDetailQuery['admin']['transaction']>;

const STATUS_TONE = { PENDING: 'warn', APPROVED: 'ok', REJECTED: 'danger' } as const;

export function StatusBadge({ status }: { status: Detail['status'] }) {
  return <span className={`console-badge console-badge--${STATUS_TONE[status]}`}>{status}</span>;
}

/** Every field the transaction has, skipping those it has not. */
function facts(transaction: Detail): [string, ReactNode][] {
  const rows: [string, ReactNode | null][] = [
    ['Amount', transaction.amount.formatted],
    ['Direction', transaction.direction === 'CREDIT' ? 'Into the wallet' : 'Out of the wallet'],
    ['Player', <PlayerLink transaction={transaction} />],
    ['Requested', <RequestedAt createdAt={transaction.createdAt} />],
    ['UTR', transaction.utr && <span className="money-utr">{transaction.utr}</span>],
    ['Bank username', transaction.bankUsername],
    ['Beneficiary', transaction.beneficiaryName],
    ['UPI id', transaction.upiId],
    ['PhonePe', transaction.phonePeNumber],
    ['Decided by', transaction.decidedBy?.username],
    ['Decided', transaction.decidedAt && <ConsoleTime iso={transaction.decidedAt} />],
    [
      'UPI reference',
      transaction.reference && <span className="money-utr">{transaction.reference}</span>,
    ],
    [transaction.status === 'REJECTED' ? 'Reason' : 'Note', transaction.note],
    [
      'Tournament',
      transaction.tournamentId && (
        <Link className="console-link" to={adminTournamentPath(transaction.tournamentId)}>
          #{transaction.tournamentId}
        </Link>
      ),
    ],
  ];
  return rows.filter(
    (row): row is [string, ReactNode] => row[1] !== null && row[1] !== undefined && row[1] !== '',
  );
}

/** /admin/money/:transactionId: the transaction, its decision if it waits, and its history. */
export function TransactionPage() {
  const { transactionId = '' } = useParams();
  useDocumentTitle(`Transaction #${transactionId}`);
  const { data, error, loading, refetch } = useAdminTransactionDetailQuery({
    variables: { id: transactionId },
    fetchPolicy: 'cache-and-network',
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const transaction = data?.admin.transaction;

  const fallback = recordFallback(
    { loaded: Boolean(data), loading, error, found: transaction },
    {
      noun: 'transaction',
      id: transactionId,
      back: { to: PATHS.adminMoney, label: 'Back to the money desk' },
    },
  );
  if (fallback || !transaction) return fallback;

  // The payload of a decision updates this transaction in place; a conflict asks again.
  const onSettled = (result: DecisionResult) => {
    setConflict(result.decided ? null : result.conflict);
    if (!result.decided) void refetch().catch(() => undefined);
  };
  const pending = transaction.status === 'PENDING';
  const withdrawal = transaction.type === 'WITHDRAWAL';

  return (
    <>
      <h1 className="console-title">{transactionTitle(transaction)}</h1>
      <section className="console-card" aria-label="Details">
        <div className="console-card__row">
          <p className="money-card__amount">{transaction.amount.formatted}</p>
          <StatusBadge status={transaction.status} />
        </div>
        <dl className="console-facts">
          {facts(transaction).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <FormError message={conflict} />
        {pending && withdrawal && (
          <UpiPay
            url={transaction.upiPayUrl}
            amount={transaction.amount.formatted}
            upiId={transaction.upiId}
          />
        )}
        {pending &&
          (withdrawal ? (
            <WithdrawalDecisions transaction={transaction} onSettled={onSettled} />
          ) : transaction.type === 'DEPOSIT' ? (
            <DepositDecisions transaction={transaction} onSettled={onSettled} />
          ) : null)}
      </section>
      <section className="console-section" aria-labelledby="transaction-history">
        <h2 id="transaction-history" className="console-section__title">
          History
        </h2>
        <AuditHistory entries={transaction.history} emptyText="No organiser action yet." />
      </section>
    </>
  );
}
