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
import { TRANSACTIONS_TEXTS } from '../utils/wallet-texts';

function TransactionCard({ transaction }: { transaction: WalletTransaction }) {
  const credit = transaction.direction === 'CREDIT';
  return (
    <li className={`transaction-card transaction-card--${credit ? 'credit' : 'debit'}`}>
      <span className="transaction-card__arrow" aria-hidden="true">
        {credit ? '↓' : '↑'}
      </span>
      <div className="transaction-card__body">
        <p className="transaction-card__label">{transactionLabel(transaction)}</p>
        <p className="transaction-card__date">{transactionDate(transaction.createdAt)}</p>
        {transaction.status === 'REJECTED' && transaction.note && (
          <p className="transaction-card__reason">Reason: {transaction.note}</p>
        )}
      </div>
      <div className="transaction-card__side">
        <p className="transaction-card__amount">{signedAmount(transaction)}</p>
        <span className={`status-badge status-badge--${statusTone(transaction.status)}`}>
          {transaction.status}
        </span>
      </div>
    </li>
  );
}

/** The Transactions tab: newest first, as the gateway already orders them. */
export function TransactionList() {
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
