import type { UserError } from '../generated/resolvers-types';
import { toGraphQLError, userErrorsOf } from '../upstream/error-translation';
import { rejected } from './rejected';

/**
 * Runs a mutation's upstream work. Expected refusals become the payload's `errors`; anything
 * else is thrown as a GraphQL error of the fixed set.
 */
export async function payloadOf<T extends object>(
  work: () => Promise<T>,
): Promise<T & { errors: UserError[] }> {
  try {
    return { ...(await work()), errors: [] };
  } catch (error) {
    const errors = userErrorsOf(error);
    if (errors) return rejected<T>(errors);
    throw toGraphQLError(error);
  }
}
