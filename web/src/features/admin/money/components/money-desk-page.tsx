import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRupees } from '#common/money';
import { FormError } from '../../../../components/form/form-error';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { Tabs } from '../../../../components/tabs/tabs';
import {
  type AdminTransactionFieldsFragment,
  type ConsoleWork,
  usePendingTransactionsQuery,
} from '../../../../generated/admin';
import { useConsoleChanges } from '../../shell/public';
import { useSettledSearch } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { MONEY_TEXTS } from '../utils/money-texts';
import { MoneyNav } from './money-nav';
import { DepositCard, WithdrawalCard } from './transaction-cards';
import type { DecisionResult } from './transaction-decisions';
import './money.css';

type TabKey = 'deposits' | 'withdrawals';

const TABS = [
  { key: 'deposits', label: 'Deposits', render: () => <PendingDeposits /> },
  { key: 'withdrawals', label: 'Withdrawals', render: () => <PendingWithdrawals /> },
] as const;

/** /admin/money: deposits and withdrawals waiting; `?tab=withdrawals` opens the second tab. */
export function MoneyDeskPage() {
  useDocumentTitle('Money desk');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'withdrawals' ? 'withdrawals' : 'deposits';
  return (
    <>
      <h1 className="console-title">Money desk</h1>
      <MoneyNav />
      <Tabs
        label="Money desk"
        tabs={TABS}
        selected={tab}
        onSelect={(key) => setParams(key === 'withdrawals' ? { tab: key } : {}, { replace: true })}
      />
    </>
  );
}

function PendingDeposits() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const utr = useSettledSearch(search);
  return (
    <>
      <div role="search" className="money-search">
        <label htmlFor={searchId} className="form-field__label">
          Search by UTR
        </label>
        <input
          id={searchId}
          className="text-input money-utr"
          type="search"
          value={search}
          maxLength={35}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <PendingList kind="deposits" utr={utr} />
    </>
  );
}

function PendingWithdrawals() {
  return <PendingList kind="withdrawals" utr="" />;
}

const LISTS = {
  deposits: { type: 'DEPOSIT', Card: DepositCard, noun: ['deposit', 'deposits'] },
  withdrawals: { type: 'WITHDRAWAL', Card: WithdrawalCard, noun: ['withdrawal', 'withdrawals'] },
} as const;

/** The console work whose pushes each list refetches on. */
const WORK_OF: Record<TabKey, readonly ConsoleWork[]> = {
  deposits: ['DEPOSIT'],
  withdrawals: ['WITHDRAWAL'],
};

/** "3 deposits waiting, ₹450 in all". */
function waitingSummary(
  transactions: readonly AdminTransactionFieldsFragment[],
  noun: readonly [string, string],
) {
  const total = transactions.reduce((sum, transaction) => sum + transaction.amount.paise, 0);
  const count = transactions.length;
  return `${count} ${count === 1 ? noun[0] : noun[1]} waiting, ${formatRupees(total)} in all`;
}

/**
 * The transactions waiting, oldest decisions gone at once: a card leaves as soon as its decision
 * is made, and the list is asked again, so a decision by another organiser shows too.
 */
function PendingList({ kind, utr }: { kind: TabKey; utr: string }) {
  const { type, Card, noun } = LISTS[kind];
  const { data, previousData, error, refetch } = usePendingTransactionsQuery({
    variables: { type, utr: utr || null },
    fetchPolicy: 'cache-and-network',
  });
  // A request made or decided elsewhere shows without a reload.
  useConsoleChanges(() => void refetch().catch(() => undefined), WORK_OF[kind]);
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [conflict, setConflict] = useState<string | null>(null);

  const settled = (id: string) => (result: DecisionResult) => {
    if (result.decided) {
      setConflict(null);
      setDecided((ids) => new Set(ids).add(id));
    } else {
      setConflict(result.conflict);
    }
    void refetch().catch(() => undefined);
  };

  const all = (data ?? previousData)?.admin.transactions;
  if (!all && error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? MONEY_TEXTS.loadFailed}
      </StatusMessage>
    );
  }
  if (!all) return <Loader label={`Loading ${noun[1]}...`} />;
  const waiting = all.filter((transaction) => !decided.has(transaction.id));
  return (
    <div>
      <FormError message={conflict} />
      {waiting.length === 0 ? (
        <StatusMessage>
          {utr ? `No ${noun[1]} waiting with a UTR containing “${utr}”.` : `No ${noun[1]} waiting.`}
        </StatusMessage>
      ) : (
        <>
          <p className="console-card__meta money-summary">{waitingSummary(waiting, noun)}</p>
          <ul className="console-list console-cards" aria-label={`Pending ${noun[1]}`}>
            {waiting.map((transaction) => (
              <Card
                key={transaction.id}
                transaction={transaction}
                onSettled={settled(transaction.id)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
