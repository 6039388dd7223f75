/**
 * The failures a service can report. Services know nothing of HTTP; the routes layer turns a
 * kind into a status code (see http/error-handler.ts).
 */
export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_many_requests'
  | 'busy';

/** What a banned player is told, at login and by every guard that refuses them. */
export const BANNED_MESSAGE = 'Your account has been banned for breaking the rules.';

export interface FieldIssue {
  field: string;
  message: string;
}

/** Facts beside an error's message: who decided it and when, or each problem of a refusal. */
export type ErrorDetails = Record<string, string | number | null | string[]>;

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly field?: string,
    /** For too_many_requests and busy: when trying again makes sense. */
    readonly retryAfterSeconds?: number,
    /** Facts a client may act on, sent beside the message (e.g. who decided it and when). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, field?: string) => new AppError('invalid', message, field);
export const unauthenticated = (message = 'Please log in to continue.') =>
  new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, field?: string) =>
  new AppError('conflict', message, field);
/** A conflict whose body also carries `details`, e.g. `{ status, decidedBy, decidedAt }`. */
export const conflictWith = (message: string, details: ErrorDetails) =>
  new AppError('conflict', message, undefined, undefined, details);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError('too_many_requests', message, undefined, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) =>
  new AppError('busy', message, undefined, retryAfterSeconds);

/** PostgreSQL's SQLSTATE codes the services translate into user-facing errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'constraint' in error) {
    const constraint = (error as { constraint: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : undefined;
  }
  return undefined;
}

/** The database refused a row because the named unique index already holds its key. */
export const isUniqueViolation = (error: unknown, index: string) =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === index;
