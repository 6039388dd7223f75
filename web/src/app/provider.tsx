import { ApolloProvider } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_MS } from '#common/constants';
import { createApolloClient } from '../lib/apollo-client';
import { LiveConnectionProvider } from '../lib/live/live-context';
import { type LiveOptions, createLiveConnection } from '../lib/live/live-connection';
import { liveUrlOf } from '../lib/live/live-url';
import { LoadingFlagProvider } from '../lib/loading-flag';

/**
 * Everything a page needs around it: the Apollo client and its live socket (one per app; tests
 * pass their own address and, for the socket, shorter waits), the app-wide loading flag and the
 * toast area. Toasts sit top-centre and last as SPEC §9 says, which are react-hot-toast's own
 * defaults, set from the shared constants so they cannot drift.
 */
export function AppProvider({
  children,
  apiUrl = '/graphql',
  live: liveOptions,
}: {
  children: ReactNode;
  apiUrl?: string;
  live?: LiveOptions;
}) {
  const [live] = useState(() =>
    createLiveConnection(liveUrlOf(apiUrl, window.location.href), liveOptions),
  );
  const [client] = useState(() => createApolloClient(apiUrl, { live }));
  return (
    <ApolloProvider client={client}>
      <LiveConnectionProvider connection={live}>
        <LoadingFlagProvider>
          {children}
          <Toaster
            position="top-center"
            containerClassName="toast-area"
            toastOptions={{
              success: { duration: TOAST_MS.success },
              error: { duration: TOAST_MS.error },
            }}
          />
        </LoadingFlagProvider>
      </LiveConnectionProvider>
    </ApolloProvider>
  );
}
