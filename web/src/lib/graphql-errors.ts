import type { GraphQLFormattedError } from 'graphql';

/** The GraphQL errors of a non-2xx answer, which Apollo reports as a network error. */
export function errorsOfFailedResponse(networkError: unknown): GraphQLFormattedError[] | undefined {
  const result = (networkError as { result?: unknown } | null)?.result;
  const errors = (result as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as GraphQLFormattedError[]) : undefined;
}

/**
 * The GraphQL errors of a request that threw: those of its answer, else those inside a non-2xx
 * answer; none for a network failure.
 */
export function errorsOfThrown(error: unknown): readonly GraphQLFormattedError[] {
  const apollo = (error ?? {}) as {
    graphQLErrors?: readonly GraphQLFormattedError[];
    networkError?: unknown;
  };
  return apollo.graphQLErrors?.length
    ? apollo.graphQLErrors
    : (errorsOfFailedResponse(apollo.networkError) ?? []);
}
