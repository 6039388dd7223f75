import { ApolloProvider, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { createApolloClient } from '../lib/apollo-client';
import type { KeyedRetryWaits } from '../lib/idempotency-link';
import { LiveConnectionProvider } from '../lib/live/live-context';
import {
  type LiveConnection,
  type LiveOptions,
  createLiveConnection,
} from '../lib/live/live-connection';
import { liveUrlOf } from '../lib/live/live-url';
import { LoadingFlagProvider } from '../lib/loading-flag';
import { ToastArea } from '../lib/toast/toast-area';

/**
 * How long after a server-rendered page starts the app's queries answer from the cache the page
 * brought, even those that would also ask the network (cache-and-network): hydration, including
 * a page whose code arrives a little later, then sends nothing. Apollo's ssrForceFetchDelay.
 */
const SERVER_CACHE_FIRST_MS = 3000;

function takeOverServerCache(
  client: ApolloClient<NormalizedCacheObject>,
  state: NormalizedCacheObject,
) {
  client.cache.restore(state);
  client.prioritizeCacheValues = true;
  setTimeout(() => {
    client.prioritizeCacheValues = false;
  }, SERVER_CACHE_FIRST_MS);
}

/**
 * Everything a page needs around it: the Apollo client and its live socket (one per app; tests
 * pass their own address and shorter waits for the socket and a money mutation's retries), the
 * app-wide loading flag and the toast area. A server-rendered page hands over its Apollo cache
 * (`state`), so hydration asks the gateway for nothing it already answered.
 */
export function AppProvider({
  children,
  apiUrl = '/graphql',
  live: liveOptions,
  keyedRetry,
  state,
}: {
  children: ReactNode;
  apiUrl?: string;
  live?: LiveOptions;
  keyedRetry?: KeyedRetryWaits;
  state?: NormalizedCacheObject;
}) {
  const [live] = useState(() =>
    createLiveConnection(liveUrlOf(apiUrl, window.location.href), liveOptions),
  );
  const [client] = useState(() => {
    const created = createApolloClient(apiUrl, { live, keyedRetry });
    if (state) takeOverServerCache(created, state);
    return created;
  });
  return (
    <AppFrame client={client} live={live}>
      {children}
    </AppFrame>
  );
}

/**
 * The providers themselves, the same on the server (which brings its own client and no socket)
 * as in the browser, so the server's markup is what hydration expects.
 */
export function AppFrame({
  client,
  live,
  children,
}: {
  client: ApolloClient<NormalizedCacheObject>;
  live: LiveConnection;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <LiveConnectionProvider connection={live}>
        <LoadingFlagProvider>
          {children}
          <ToastArea />
        </LoadingFlagProvider>
      </LiveConnectionProvider>
    </ApolloProvider>
  );
}
