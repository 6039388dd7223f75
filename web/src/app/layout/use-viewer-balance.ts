import { useEffect } from 'react';
import { useViewerBalanceQuery } from '../../generated/graphql';
import { useSession } from '../../lib/session';

/**
 * The logged-in player's balance as text ("₹1,250"), or null: for a visitor (never asked), while
 * loading, or when it failed, which SPEC §8 says is only logged.
 */
export function useViewerBalance(): string | null {
  const { loggedIn } = useSession();
  const { data, error } = useViewerBalanceQuery({ skip: !loggedIn });
  useEffect(() => {
    if (error) console.warn('Wallet balance could not be loaded:', error.message);
  }, [error]);
  if (!loggedIn) return null;
  return data?.viewer?.wallet.balance.formatted ?? null;
}
