import { GraphQLError } from 'graphql';

/** The fixed set of `extensions.code` values (DESIGN.md, "Errors, one model"). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_ERROR',
  'STARTING_UP',
  'INTERNAL',
  // A request repeating a sign-in, code, logout or money operation (one-sensitive-operation.ts).
  'TOO_MANY_SENSITIVE_OPERATIONS',
  // A document that does not parse, or does not validate against the schema and the gateway's
  // limits: the GraphQL-over-HTTP spec's and graphql-ws's names for them (decision 028).
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  // A limit of how often was reached (visitors' upstream work, decision 028): HTTP 429.
  'RATE_LIMITED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

export const GENERIC_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  BAD_USER_INPUT: 'The request is not valid.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That clashes with something that already exists.',
  UPSTREAM_UNAVAILABLE: 'The platform is not reachable right now. Please try again.',
  UPSTREAM_ERROR: 'The platform could not answer. Please try again.',
  STARTING_UP: 'The platform is starting up. Please try again in a moment.',
  INTERNAL: 'Something went wrong. Please try again.',
  TOO_MANY_SENSITIVE_OPERATIONS:
    'Nothing was done: this request asks for more than one sign-in, code, password, logout or ' +
    'money operation. Send each of them in a request of its own.',
  GRAPHQL_PARSE_FAILED: 'The query is not valid GraphQL.',
  GRAPHQL_VALIDATION_FAILED: 'The query does not fit the schema.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
};

export const gatewayError = (code: ErrorCode, message = GENERIC_MESSAGES[code]) =>
  new GraphQLError(message, { extensions: { code } });

/** RATE_LIMITED, answered with HTTP 429 and how long to wait, as HTTP says a limit is told. */
export function rateLimitedError(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      http: {
        status: 429,
        headers: new Map([['retry-after', String(retryAfterSeconds)]]),
      },
    },
  });
}
