import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useWalletTransactionsQuery } from '../../../generated/wallet';
import { thrownServerMessage } from '../../../components/form/payload-errors';
import {
  type WalletTransaction,
  signedAmount,
  statusTone,
  transactionDate,
  transactionLabel,
} from '../../../lib/wallet-transaction-view';
import { STATEMENT_TEXTS, TRANSACTIONS_TEXTS } from '../utils/wallet-texts';
import { StatementDownload } from './statement-download';
import './transaction-list.css';

/** A rejected deposit never reached the balance: it is no credit, whatever its direction says. */
const notCredited = (transaction: WalletTransaction) =>
  transaction.type === 'DEPOSIT' && transaction.status === 'REJECTED';

function toneOf(transaction: WalletTransaction) {
  if (notCredited(transaction)) return 'void';
  return transaction.direction === 'CREDIT' ? 'credit' : 'debit';
}

/** The signed amount, or for a rejected deposit the amount struck through and said so. */
function Amount({ transaction }: { transaction: WalletTransaction }) {
  if (!notCredited(transaction)) {
    return <p className="transaction-card__amount">{signedAmount(transaction)}</p>;
  }
  return (
    <p className="transaction-card__amount">
      <del>{signedAmount(transaction)}</del>{' '}
      <span className="transaction-card__void">{STATEMENT_TEXTS.notCredited}</span>
    </p>
  );
}

function TransactionCard({ transaction }: { transaction: WalletTransaction }) {
  const tone = toneOf(transaction);
  return (
    <li className={`transaction-card transaction-card--${tone}`}>
      <span className="transaction-card__arrow" aria-hidden="true">
        {transaction.direction === 'CREDIT' ? '↓' : '↑'}
      </span>
      <div className="transaction-card__body">
        <p className="transaction-card__label">{transactionLabel(transaction)}</p>
        <p className="transaction-card__date">{transactionDate(transaction.createdAt)}</p>
        {transaction.status === 'REJECTED' && transaction.note && (
          <p className="transaction-card__reason">Reason: {transaction.note}</p>
        )}
        {transaction.grossAmount && transaction.taxWithheld && (
          <p className="transaction-card__tax">
            {STATEMENT_TEXTS.taxLine(
              transaction.grossAmount.formatted,
              transaction.taxWithheld.formatted,
              transaction.amount.formatted,
            )}
          </p>
        )}
        {transaction.payoutReference && (
          <p className="transaction-card__reference">
            {STATEMENT_TEXTS.reference}: <span translate="no">{transaction.payoutReference}</span>
          </p>
        )}
      </div>
      <div className="transaction-card__side">
        <Amount transaction={transaction} />
        <span className={`status-badge status-badge--${statusTone(transaction.status)}`}>
          {transaction.status}
        </span>
      </div>
    </li>
  );
}

/** The Transactions tab: newest first, as the gateway already orders them, then the statement. */
export function TransactionList() {
  return (
    <>
      <Transactions />
      <StatementDownload />
    </>
  );
}

function Transactions() {
  const { data, loading, error } = useWalletTransactionsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const transactions = data?.viewer?.wallet.transactions;

  if (!transactions && loading) return <Loader label="Loading transactions..." />;
  if (error && !transactions) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? TRANSACTIONS_TEXTS.failed}
      </StatusMessage>
    );
  }
  if (!transactions?.length) return <StatusMessage>{TRANSACTIONS_TEXTS.empty}</StatusMessage>;
  return (
    <ul className="transaction-list" aria-label="Transactions">
      {transactions.map((transaction) => (
        <TransactionCard key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}
