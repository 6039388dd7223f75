import type { UserError, UserErrorCode } from '../generated/resolvers-types';
import { isKeyRefusal, toGraphQLError, upstreamGraphQLError } from '../upstream/error-translation';
import { UpstreamError } from '../upstream/upstream-error';
import { type Payload, rejected } from './rejected';

const USER_ERROR_OF_STATUS: Record<number, UserErrorCode> = {
  400: 'INVALID',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'INVALID',
  429: 'RATE_LIMITED',
};

/**
 * An upstream refusal a player can act on, as payload errors; undefined for failures that are
 * GraphQL errors instead (login needed, forbidden, upstream down).
 */
export function userErrorsOf(error: unknown): UserError[] | undefined {
  if (!(error instanceof UpstreamError) || error.failure !== 'status') return undefined;
  // About the request's key, not the player's form: GraphQL errors (CONFLICT, BAD_USER_INPUT).
  if (isKeyRefusal(error)) return undefined;
  const status = error.status ?? 0;
  const code = USER_ERROR_OF_STATUS[status];
  if (!code) return undefined;
  const message = error.upstreamMessage ?? upstreamGraphQLError(error).message;
  if (error.fieldIssues.length) {
    return error.fieldIssues.map((issue) => ({ field: issue.field, code, message: issue.message }));
  }
  return [{ field: null, code, message }];
}

/**
 * Runs a mutation's upstream work. Expected refusals become the payload's `errors`; anything
 * else is thrown as a GraphQL error of the fixed set.
 */
export async function payloadOf<T extends object>(work: () => Promise<T>): Promise<Payload<T>> {
  try {
    return { ...(await work()), errors: [] };
  } catch (error) {
    const errors = userErrorsOf(error);
    if (errors) return rejected<T>(errors);
    throw toGraphQLError(error);
  }
}
