import { ApolloLink } from '@apollo/client/link/core/index.js';
import { onError } from '@apollo/client/link/error/index.js';
import { SchemaLink } from '@apollo/client/link/schema/index.js';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';

/** What went wrong in a render's queries; a render with any is not served. */
export interface QueryFailures {
  messages: string[];
}

/**
 * The Apollo link of a server render: each query runs against the gateway's own executable
 * schema in this process (no HTTP hop), with one visitor's context shared by the page's queries
 * (so their upstream reads are batched and deduplicated as one request's). Failures are noted:
 * Apollo keeps no errors in the cache it hands to the browser, so a page rendered with one would
 * not hydrate as it was rendered.
 */
export function visitorLink(
  schema: GraphQLSchema,
  context: GatewayContext,
  failures: QueryFailures,
): ApolloLink {
  const noteFailures = onError(({ graphQLErrors, networkError, operation }) => {
    for (const error of graphQLErrors ?? []) {
      failures.messages.push(`${operation.operationName}: ${error.message}`);
    }
    if (networkError) failures.messages.push(`${operation.operationName}: ${networkError.message}`);
  });
  return ApolloLink.from([noteFailures, new SchemaLink({ schema, context: () => context })]);
}
