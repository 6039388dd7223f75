import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  type NormalizedCacheObject,
  from,
  split,
} from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { type GraphQLFormattedError, Kind, OperationTypeNode } from 'graphql';
import { createCache } from './apollo-cache';
import { errorsOfFailedResponse } from './graphql-errors';
import { type KeyedRetryWaits, idempotencyLinks } from './idempotency-link';
import type { LiveConnection } from './live/live-connection';
import { authorizationOf } from './bearer-token';
import { forgetReadsOfEndedSessions } from './offline/forget-ended-sessions';
import { savedCopyLink } from './offline/saved-copy';
import { sha256Hex } from './offline/sha256-hex';
import { expireSession, readToken } from './session';
import { setStartingUp } from './starting-up';

/** The context key that records whether a request went out with the player's token. */
const SENT_TOKEN = 'sentToken';

/**
 * Adds `Authorization: Bearer <token>` when a token is stored, read at every request so a
 * login or logout takes effect at once. A header left from an earlier attempt is removed, so a
 * retry after the token was dropped goes out as a visitor.
 */
const authLink = new ApolloLink((operation, forward) => {
  const token = readToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => {
    const { authorization: _dropped, ...rest } = headers;
    return {
      headers: token ? { ...rest, authorization: authorizationOf(token) } : rest,
      [SENT_TOKEN]: token !== null,
    };
  });
  return forward(operation);
});

const isUnauthenticated = (errors: readonly GraphQLFormattedError[] | undefined) =>
  errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

/**
 * A token the gateway no longer accepts (expired, revoked) ends the session: 'authToken' and
 * 'username' are cleared, the app sends the player to /login (see onSessionExpired), and the
 * request is asked once more as a visitor so the screen being left does not break meanwhile.
 */
const sessionLink = onError(({ graphQLErrors, networkError, operation, forward }) => {
  const unauthenticated =
    isUnauthenticated(graphQLErrors) || isUnauthenticated(errorsOfFailedResponse(networkError));
  if (!unauthenticated || operation.getContext()[SENT_TOKEN] !== true) return;
  expireSession();
  return forward(operation);
});

const isStartingUp = (error: unknown) =>
  errorsOfFailedResponse(error)?.some((e) => e.extensions?.code === 'STARTING_UP') ?? false;

/**
 * While the platform starts (the gateway answers STARTING_UP), a request is asked again with a
 * growing pause, for about two minutes; the page keeps its loading state, the layout says why.
 */
export const STARTING_UP_RETRY = { initialDelayMs: 1000, maxDelayMs: 5000, attempts: 30 };

const startingUpLink = new RetryLink({
  delay: {
    initial: STARTING_UP_RETRY.initialDelayMs,
    max: STARTING_UP_RETRY.maxDelayMs,
    jitter: true,
  },
  attempts: {
    max: STARTING_UP_RETRY.attempts,
    retryIf: (error: unknown) => {
      const again = isStartingUp(error);
      setStartingUp(again);
      return again;
    },
  },
});

/** Any answer that arrives means the platform is up. */
const upLink = new ApolloLink((operation, forward) =>
  forward(operation).map((result) => {
    setStartingUp(false);
    return result;
  }),
);

const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
  const definition = getMainDefinition(query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.SUBSCRIPTION
  );
};

/**
 * Queries go over GET, as automatic persisted queries: the hash of the query alone, and the
 * text too only when the gateway does not know it yet. A GET can be kept by the service worker
 * (offline reads, decision 020) and by HTTP caches; mutations stay POST. Apollo Server takes a
 * GET only from a request a browser would preflight across origins (CSRF prevention): the
 * header says so. Hashing needs Web Crypto, which a page has only in a secure context.
 */
const persistedQueryLinks = (): ApolloLink[] =>
  globalThis.crypto?.subtle
    ? [createPersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true })]
    : [];

const httpLinkTo = (uri: string) =>
  new HttpLink({
    uri,
    useGETForQueries: true,
    headers: { 'apollo-require-preflight': 'true' },
  });

/**
 * The app's Apollo client, talking to the gateway at `uri` (same origin in the app). With a
 * live connection, subscriptions go over its socket (the token travels in connection_init, so
 * the HTTP links do not apply), and each time the socket is back after a loss every active
 * query is asked again: pushes sent while it was away are gone, their effects are not.
 */
export function createApolloClient(
  uri = '/graphql',
  options: { live?: LiveConnection; keyedRetry?: KeyedRetryWaits } = {},
): ApolloClient<NormalizedCacheObject> {
  // A player's saved reads go with the session: logout, expiry, another login (decision 033).
  forgetReadsOfEndedSessions();
  const http = from([
    sessionLink,
    startingUpLink,
    upLink,
    savedCopyLink,
    ...persistedQueryLinks(),
    authLink,
    // Money mutations: a key per submission, and a few retries with it (decision 023).
    ...idempotencyLinks(options.keyedRetry),
    httpLinkTo(uri),
  ]);
  const { live } = options;
  const client = new ApolloClient({
    link: live ? split(isSubscription, live.link, http) : http,
    cache: createCache(),
  });
  live?.onReconnected(() => {
    // Each screen shows its own failure; nothing is left to an unhandled rejection.
    client.refetchQueries({ include: 'active' }).catch(() => {});
  });
  return client;
}
