import { useState } from 'react';
import { Tabs } from '../../../components/tabs/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../auth/public';
import { DepositForm } from './deposit-form';
import { TransactionList } from './transaction-list';
import { WithdrawForm } from './withdraw-form';
import './wallet.css';

type TabKey = 'deposit' | 'withdraw' | 'transactions';

const TABS = [
  { key: 'deposit', label: 'Deposit', render: () => <DepositForm /> },
  { key: 'withdraw', label: 'Withdraw', render: () => <WithdrawForm /> },
  { key: 'transactions', label: 'Transactions', render: () => <TransactionList /> },
] as const;

/** /wallet: deposit, withdraw and the list of transactions (SPEC §2). */
export function WalletPage() {
  useDocumentTitle('Wallet');
  const [tab, setTab] = useState<TabKey>('deposit');
  return (
    <RequireAuth>
      <div className="page wallet-page">
        <h1 className="page__title">Wallet</h1>
        <Tabs label="Wallet" tabs={TABS} selected={tab} onSelect={setTab} />
      </div>
    </RequireAuth>
  );
}
