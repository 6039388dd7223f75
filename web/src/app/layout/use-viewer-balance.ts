import { useEffect } from 'react';
import { useViewerBalanceQuery, useWalletChangedSubscription } from '../../generated/layout';
import { useLivePollInterval } from '../../lib/live/live-context';
import { useSession } from '../../lib/session';
import { applyWalletChange } from './wallet-change';

/**
 * The logged-in player's balance as text ("₹1,250"), or null: for a visitor (never asked), while
 * loading, or when it failed, which SPEC §8 says is only logged. It changes as the wallet does
 * (an approved deposit, an entry fee), pushed over the live socket or polled while it is blocked.
 */
export function useViewerBalance(): string | null {
  const { loggedIn } = useSession();
  const pollInterval = useLivePollInterval();
  const { data, error } = useViewerBalanceQuery({ skip: !loggedIn, pollInterval });
  useWalletChangedSubscription({
    skip: !loggedIn,
    onData: ({ client, data: pushed }) => {
      const change = pushed.data?.walletChanged;
      if (change) applyWalletChange(client.cache, change);
    },
  });
  useEffect(() => {
    if (error) console.warn('Wallet balance could not be loaded:', error.message);
  }, [error]);
  if (!loggedIn) return null;
  return data?.viewer?.wallet.balance.formatted ?? null;
}
