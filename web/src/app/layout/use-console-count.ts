import { useApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import {
  ConsoleCountDocument,
  type ConsoleCountQuery,
  useConsoleCountChangedSubscription,
  useConsoleCountQuery,
} from '../../generated/layout';
import { useLivePollInterval } from '../../lib/live/live-context';

/**
 * How much organiser work waits (deposits and withdrawals to decide, open disputes, ...): read
 * once, then each push of consoleChanged writes the count now where the query reads it; polled
 * while the socket is blocked. Null for anyone not an organiser, and until known.
 */
export function useConsoleCount(isOrganiser: boolean): number | null {
  const client = useApolloClient();
  const pollInterval = useLivePollInterval();
  const { data, error } = useConsoleCountQuery({ skip: !isOrganiser, pollInterval });
  useConsoleCountChangedSubscription({
    skip: !isOrganiser,
    onData: ({ data: push }) => {
      const counts = push.data?.consoleChanged.counts;
      if (!counts) return;
      // Typenames written out: the generated types leave them out, the cache needs them.
      const answer = { consoleCounts: { __typename: 'ConsoleCounts', total: counts.total } };
      client.cache.writeQuery<ConsoleCountQuery>({ query: ConsoleCountDocument, data: answer });
    },
  });
  useEffect(() => {
    if (error) console.warn('The console count could not be loaded:', error.message);
  }, [error]);
  if (!isOrganiser) return null;
  return data?.consoleCounts.total ?? null;
}
