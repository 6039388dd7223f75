import type { ApolloCache } from '@apollo/client';
import { ViewerBalanceDocument, type WalletChangedSubscription } from '../../generated/layout';
import { type WalletTransactionsQuery, WalletTransactionsDocument } from '../../generated/wallet';

type WalletChange = WalletChangedSubscription['walletChanged'];
type Transaction = NonNullable<WalletTransactionsQuery['viewer']>['wallet']['transactions'][number];

/** The list with `transaction` in it: replaced where it was, else first (newest first). */
export function withTransaction(list: readonly Transaction[], transaction: Transaction) {
  const known = list.some((line) => line.id === transaction.id);
  return known
    ? list.map((line) => (line.id === transaction.id ? transaction : line))
    : [transaction, ...list];
}

/**
 * Writes a pushed wallet change where the screens read it: the header's balance and, when the
 * wallet's list is loaded, its transaction. Nothing is written for screens not yet loaded;
 * they read the wallet afresh when they open.
 */
export function applyWalletChange(cache: ApolloCache<unknown>, change: WalletChange): void {
  cache.updateQuery({ query: ViewerBalanceDocument }, (data) => {
    if (!data?.viewer) return undefined;
    const { wallet } = data.viewer;
    const balance = { ...wallet.balance, formatted: change.balance.formatted };
    return { viewer: { ...data.viewer, wallet: { ...wallet, balance } } };
  });
  const { transaction } = change;
  if (!transaction) return;
  cache.updateQuery({ query: WalletTransactionsDocument }, (data) => {
    if (!data?.viewer) return undefined;
    const { wallet } = data.viewer;
    const transactions = withTransaction(wallet.transactions, transaction);
    return { viewer: { ...data.viewer, wallet: { ...wallet, transactions } } };
  });
}
