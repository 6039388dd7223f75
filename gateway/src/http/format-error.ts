import type { GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { type ErrorCode, GENERIC_MESSAGES, isErrorCode } from '../errors/error-model';
import { toGraphQLError } from '../upstream/error-translation';

/** Codes of the GraphQL protocol itself, which clients act on (APQ retries with the query). */
const PROTOCOL_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

/**
 * Apollo's errors about the request or its document (syntax, validation, variables that do not
 * fit their types, an unknown operation name, a malformed or CSRF-suspect request): their
 * message is about the client's own query, helps its developer and reveals nothing inside. A
 * document that does not parse or validate keeps its GRAPHQL_PARSE_FAILED or
 * GRAPHQL_VALIDATION_FAILED (a rule of ours its own code); the rest are BAD_USER_INPUT.
 */
const DOCUMENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'INTROSPECTION_DISABLED',
  'MAX_RECURSIVE_SELECTIONS_EXCEEDED',
]);

const APQ_HASH_MISMATCH = 'provided sha does not match query';

/**
 * The code a document error leaves with. A validation rule of ours that refuses with a code of
 * its own keeps it; the generic BAD_USER_INPUT of a library's rule (the depth, alias and cost
 * limits) says less than "the document does not validate", so it does not.
 */
function documentCodeOf(apolloCode: unknown, ownCode: unknown): ErrorCode {
  if (isErrorCode(ownCode) && ownCode !== 'BAD_USER_INPUT') return ownCode;
  if (apolloCode === 'GRAPHQL_PARSE_FAILED' || apolloCode === 'GRAPHQL_VALIDATION_FAILED') {
    return apolloCode;
  }
  return 'BAD_USER_INPUT';
}

/**
 * Apollo's answer to a batch (a JSON array of operations): batching stays off, so one request
 * can never repeat a sign-in or a money operation that way (decision 025). Told plainly.
 */
const BATCH_DISABLED = 'Operation batching disabled.';
const BATCH_REFUSED =
  'Send one operation per request: batched requests (a JSON array) are not accepted.';

/**
 * The error a resolver (or the context builder) really threw. Apollo and graphql-js wrap it in
 * GraphQLErrors (with a path, or with a "Context creation failed: " prefix) that copy its
 * extensions; the innermost error of the chain that carries one of our codes, else the
 * innermost error, is what counts. Checked by shape, not `instanceof`: Apollo may load another
 * copy of graphql than our code does (ESM and CommonJS builds), whose wrappers are then not
 * our GraphQLError.
 */
function thrownError(error: unknown): unknown {
  let current = error;
  let ours: unknown;
  for (let depth = 0; depth < 10 && current instanceof Error; depth += 1) {
    const { extensions, originalError } = current as {
      extensions?: { code?: unknown };
      originalError?: unknown;
    };
    if (isErrorCode(extensions?.code)) ours = current;
    if (!originalError) break;
    current = originalError;
  }
  return ours ?? current;
}

/**
 * Every error leaves with one of the fixed codes and nothing but its message, locations, path
 * and code: no stack trace, no `http` extension, no internal message. Anything unexpected is
 * logged in full and answered as INTERNAL with the generic sentence.
 */
export function createFormatError(log: FastifyBaseLogger) {
  function format(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const { message, locations, path } = formatted;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PROTOCOL_CODES.has(code)) {
      return { message, extensions: { code } };
    }
    const original = thrownError(error);
    // Apollo's persisted-query check answers a hash that does not fit its query without a code.
    if ((typeof code === 'string' && DOCUMENT_CODES.has(code)) || message === APQ_HASH_MISMATCH) {
      const own = (original as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
      const documentCode = documentCodeOf(code, own);
      const text = message === BATCH_DISABLED ? BATCH_REFUSED : message;
      return { message: text, locations, path, extensions: { code: documentCode } };
    }
    const found = errorOf(original);
    // Formatted with one of our codes but thrown as something unrecognisable: trust the code.
    const mapped = found.code === 'INTERNAL' && isErrorCode(code) ? { message, code } : found;
    if (mapped.code === 'INTERNAL') {
      log.error({ err: original, path }, 'unexpected error in a resolver');
      // Our own INTERNAL errors too: their message may have been built from an exception.
      return {
        message: GENERIC_MESSAGES.INTERNAL,
        locations,
        path,
        extensions: { code: 'INTERNAL' },
      };
    }
    return { message: mapped.message, locations, path, extensions: { code: mapped.code } };
  }

  function errorOf(original: unknown): { message: string; code: ErrorCode } {
    const mapped = toGraphQLError(original);
    return { message: mapped.message, code: mapped.extensions.code as ErrorCode };
  }

  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    try {
      return format(formatted, error);
    } catch (formatting) {
      // Apollo would answer a throwing formatter with the raw error and its stack.
      log.error({ err: formatting }, 'formatting an error failed');
      return { message: GENERIC_MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } };
    }
  };
}
