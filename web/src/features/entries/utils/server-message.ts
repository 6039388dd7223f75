import type { PayloadError } from '../../../components/form/payload-errors';

/**
 * The platform's own words for a failure, which SPEC §8 shows before any fallback text. Shared
 * by the booking forms and the wallet forms (one reading of the gateway's answers).
 */

/** A failed payload's message: an error for no field, the payload's message, then any error. */
export function payloadFailureMessage(
  payload: { errors: readonly PayloadError[]; message?: string | null },
  unplaced: string | null,
): string | null {
  // An empty text is no message: the caller's fallback says more than a blank toast.
  return (
    unplaced || payload.message || payload.errors.find((error) => error.message)?.message || null
  );
}

interface ApolloLikeError {
  graphQLErrors?: readonly { message?: string }[];
  networkError?: { result?: { errors?: readonly { message?: string }[] } } | null;
}

/**
 * The gateway's message for a thrown request: its GraphQL error (also inside a non-2xx answer),
 * or null for a network failure, whose technical text no player should read.
 */
export function thrownServerMessage(error: unknown): string | null {
  const apollo = (error ?? {}) as ApolloLikeError;
  const errors = apollo.graphQLErrors?.length
    ? apollo.graphQLErrors
    : (apollo.networkError?.result?.errors ?? []);
  return errors.find((item) => item.message)?.message ?? null;
}
