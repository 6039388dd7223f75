import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  type NormalizedCacheObject,
  from,
} from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import type { GraphQLFormattedError } from 'graphql';
import { createCache } from './apollo-cache';
import { expireSession, readToken } from './session';

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
      headers: token ? { ...rest, authorization: `Bearer ${token}` } : rest,
      [SENT_TOKEN]: token !== null,
    };
  });
  return forward(operation);
});

const isUnauthenticated = (errors: readonly GraphQLFormattedError[] | undefined) =>
  errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

/** The GraphQL errors of a non-2xx answer, which Apollo reports as a network error. */
function errorsOfFailedResponse(networkError: unknown): GraphQLFormattedError[] | undefined {
  const result = (networkError as { result?: unknown } | null)?.result;
  const errors = (result as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : undefined;
}

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

/** The app's Apollo client, talking to the gateway at `uri` (same origin in the app). */
export function createApolloClient(uri = '/graphql'): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: from([sessionLink, authLink, new HttpLink({ uri })]),
    cache: createCache(),
  });
}
