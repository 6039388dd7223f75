import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, gatewayError, toGraphQLError } from './error-model';

/** Codes of the GraphQL protocol itself, which clients act on (APQ retries with the query). */
const PROTOCOL_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);
/** Errors about the query document: their message helps the developer and leaks nothing. */
const DOCUMENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
]);

/**
 * Every error leaves with one of the fixed codes; anything unexpected is logged in full and
 * answered as INTERNAL, so no stack, SQL or internal message reaches a client.
 */
export function createFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PROTOCOL_CODES.has(code)) return formatted;
    if (typeof code === 'string' && DOCUMENT_CODES.has(code)) {
      const { message, locations } = formatted;
      return { message, locations, extensions: { code: 'BAD_USER_INPUT' } };
    }
    const original = unwrapResolverError(error);
    const mapped =
      typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
        ? gatewayError(code as (typeof ERROR_CODES)[number], formatted.message)
        : toGraphQLError(original);
    if (mapped.extensions.code === 'INTERNAL')
      log.error({ err: original }, 'unexpected error in a resolver');
    return {
      message: mapped.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: mapped.extensions.code },
    };
  };
}
