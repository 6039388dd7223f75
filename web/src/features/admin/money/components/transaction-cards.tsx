import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UNUSUAL_UTR_MESSAGE, isUnusualUtr } from '#common/utr-shape';
import type { AdminTransactionFieldsFragment } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { adminPlayerPath, adminTransactionPath } from '../../../../lib/paths';
import { transactionLabel } from '../../../../lib/wallet-transaction-view';
import { playerName } from '../utils/money-texts';
import {
  type DecisionResult,
  DepositDecisions,
  WithdrawalDecisions,
} from './transaction-decisions';
import { UpiPay } from './upi-pay';

interface CardProps {
  transaction: AdminTransactionFieldsFragment;
  onSettled: (result: DecisionResult) => void;
}

/** "Deposit #12": what the card and the transaction page are called. */
export const transactionTitle = (
  transaction: Pick<AdminTransactionFieldsFragment, 'id' | 'type' | 'direction'>,
) => `${transactionLabel(transaction)} #${transaction.id}`;

export function PlayerLink({
  transaction,
}: {
  transaction: Pick<AdminTransactionFieldsFragment, 'userId' | 'username'>;
}) {
  return (
    <Link className="console-link" to={adminPlayerPath(transaction.userId)}>
      {playerName(transaction)}
    </Link>
  );
}

export function RequestedAt({ createdAt }: { createdAt: string | null }) {
  return createdAt ? <ConsoleTime iso={createdAt} /> : <>—</>;
}

function Card({
  transaction,
  facts,
  children,
}: {
  transaction: AdminTransactionFieldsFragment;
  facts: readonly (readonly [string, ReactNode])[];
  children: ReactNode;
}) {
  const title = transactionTitle(transaction);
  return (
    <li className="console-card money-card" aria-label={title}>
      <div className="console-card__row">
        <p className="money-card__amount">{transaction.amount.formatted}</p>
        <Link className="console-link" to={adminTransactionPath(transaction.id)}>
          {title}
        </Link>
      </div>
      <dl className="console-facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </li>
  );
}

/** The UTR large, to read against the bank statement; flagged when no bank uses its shape. */
function DepositUtr({ utr }: { utr: string | null }) {
  return (
    <>
      <span className="money-utr">{utr ?? '—'}</span>
      {utr && isUnusualUtr(utr) ? <span className="utr-flag">{UNUSUAL_UTR_MESSAGE}</span> : null}
    </>
  );
}

/** A deposit waiting: the UTR large, to read against the bank statement. */
export function DepositCard({ transaction, onSettled }: CardProps) {
  return (
    <Card
      transaction={transaction}
      facts={[
        ['UTR', <DepositUtr utr={transaction.utr} />],
        ['Bank username', transaction.bankUsername ?? '—'],
        ['Player', <PlayerLink transaction={transaction} />],
        ['Requested', <RequestedAt createdAt={transaction.createdAt} />],
      ]}
    >
      <DepositDecisions transaction={transaction} onSettled={onSettled} />
    </Card>
  );
}

/** A withdrawal waiting: where to pay it, the link and QR to pay it with, then the decision. */
export function WithdrawalCard({ transaction, onSettled }: CardProps) {
  return (
    <Card
      transaction={transaction}
      facts={[
        ['Beneficiary', transaction.beneficiaryName ?? '—'],
        ['UPI id', transaction.upiId ?? '—'],
        ['PhonePe', transaction.phonePeNumber ?? '—'],
        ['Player', <PlayerLink transaction={transaction} />],
        ['Requested', <RequestedAt createdAt={transaction.createdAt} />],
      ]}
    >
      <UpiPay
        url={transaction.upiPayUrl}
        amount={transaction.amount.formatted}
        upiId={transaction.upiId}
      />
      <WithdrawalDecisions transaction={transaction} onSettled={onSettled} />
    </Card>
  );
}
