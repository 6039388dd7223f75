import { ApolloProvider } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_MS } from '#common/constants';
import { createApolloClient } from '../lib/apollo-client';
import { LoadingFlagProvider } from '../lib/loading-flag';

/**
 * Everything a page needs around it: the Apollo client (one per app; tests pass their own), the
 * app-wide loading flag and the toast area. Toasts sit top-centre and last as SPEC §9 says,
 * which are react-hot-toast's own defaults, set from the shared constants so they cannot drift.
 */
export function AppProvider({
  children,
  apiUrl = '/graphql',
}: {
  children: ReactNode;
  apiUrl?: string;
}) {
  const [client] = useState(() => createApolloClient(apiUrl));
  return (
    <ApolloProvider client={client}>
      <LoadingFlagProvider>
        {children}
        <Toaster
          position="top-center"
          toastOptions={{
            success: { duration: TOAST_MS.success },
            error: { duration: TOAST_MS.error },
          }}
        />
      </LoadingFlagProvider>
    </ApolloProvider>
  );
}
