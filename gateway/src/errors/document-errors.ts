import { GraphQLError } from 'graphql';
import type { ErrorCode } from './error-model';

type DocumentFailure = Extract<ErrorCode, 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'>;

function tagged(error: GraphQLError, code: DocumentFailure): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    // The formatter still finds a code of the gateway's own under it (one sensitive operation).
    originalError: error,
    extensions: { code },
  });
}

/**
 * graphql-js's errors about a document, named as the GraphQL-over-HTTP spec and graphql-ws name
 * them. Apollo tags its own (HTTP); the WebSocket server runs `parse` and `validate` itself and
 * tags theirs with these, so a client is told the same over both (decision 028).
 */
export const asParseFailure = (error: GraphQLError) => tagged(error, 'GRAPHQL_PARSE_FAILED');

export const asValidationFailure = (error: GraphQLError) =>
  tagged(error, 'GRAPHQL_VALIDATION_FAILED');
