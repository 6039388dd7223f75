import { GraphQLError } from 'graphql';
import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import type { UserError, UserErrorCode } from '../generated/resolvers-types';
import { UpstreamError } from '../upstream/upstream-error';

/** The fixed set of `extensions.code` values (DESIGN.md, "Errors, one model"). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_ERROR',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const GENERIC_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  BAD_USER_INPUT: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That clashes with something that already exists.',
  UPSTREAM_UNAVAILABLE: 'The platform is not reachable right now. Please try again.',
  UPSTREAM_ERROR: 'The platform could not answer. Please try again.',
  INTERNAL: 'Something went wrong. Please try again.',
};

export const gatewayError = (code: ErrorCode, message = GENERIC_MESSAGES[code]) =>
  new GraphQLError(message, { extensions: { code } });

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'UPSTREAM_UNAVAILABLE',
};

/** The GraphQL error for an upstream failure; the upstream's sentence passes when it has one. */
export function upstreamGraphQLError(error: UpstreamError): GraphQLError {
  if (error.failure === 'unreachable' || error.failure === 'timeout') {
    return gatewayError('UPSTREAM_UNAVAILABLE');
  }
  if (error.failure === 'bad_response') return gatewayError('UPSTREAM_ERROR');
  const status = error.status ?? 500;
  const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'UPSTREAM_ERROR' : 'BAD_USER_INPUT');
  const message =
    status >= 500 ? GENERIC_MESSAGES[code] : (error.upstreamMessage ?? GENERIC_MESSAGES[code]);
  return gatewayError(code, message);
}

/** Any error as one of the fixed codes; internals never reach the client. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof UpstreamError) return upstreamGraphQLError(error);
  if (error instanceof GraphQLError) {
    const code = error.extensions?.code;
    if (typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)) return error;
  }
  return gatewayError('INTERNAL');
}

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
  const code = USER_ERROR_OF_STATUS[error.status ?? 0];
  if (!code) return undefined;
  const message = error.upstreamMessage ?? GENERIC_MESSAGES.BAD_USER_INPUT;
  if (error.fieldIssues.length) {
    return error.fieldIssues.map((issue) => ({ field: issue.field, code, message: issue.message }));
  }
  return [{ field: null, code, message }];
}

/** The rule failures of an input against a shared §5 schema, every field's first message. */
export function ruleErrors<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): UserError[] {
  try {
    schema.validateSync(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return error.inner.flatMap((inner) => {
      const field = inner.path ?? '';
      if (seen.has(field)) return [];
      seen.add(field);
      return [{ field: field || null, code: 'INVALID' as const, message: inner.message }];
    });
  }
}

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
    if (errors) {
      return { errors, message: errors[0]?.message ?? null } as unknown as T & {
        errors: UserError[];
      };
    }
    throw toGraphQLError(error);
  }
}
