import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorKind, type FieldIssue } from '../errors';
import { RequestValidationError } from './validation';

const STATUS_OF_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many_requests: 429,
  busy: 503,
};

/** Messages for the framework's own 4xx errors; its internal wording never reaches a client. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_FILES_LIMIT: 'Send one file only',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data upload',
};

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * Routes whose old client reads the error from `error` instead of `message` (SPEC §7,
 * teams/join) say so with `config: { errorKey: 'error' }`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    errorKey?: 'message' | 'error';
  }
}

function errorBody(
  request: FastifyRequest,
  message: string,
  issues?: FieldIssue[],
  details?: Record<string, unknown>,
): Record<string, unknown> {
  const key = request.routeOptions.config?.errorKey ?? 'message';
  const body: Record<string, unknown> = { ...details, [key]: message };
  if (key === 'message' && issues?.length) body.errors = issues;
  return body;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  issues?: FieldIssue[],
  details?: Record<string, unknown>,
): FastifyReply {
  return reply.status(statusCode).send(errorBody(request, message, issues, details));
}

function describe(error: FastifyError | Error): {
  status: number;
  message: string;
  issues?: FieldIssue[];
  details?: Record<string, unknown>;
} {
  if (error instanceof RequestValidationError) {
    return { status: 400, message: error.message, issues: error.issues };
  }
  if (error instanceof AppError) {
    const issues = error.field ? [{ field: error.field, message: error.message }] : undefined;
    return {
      status: STATUS_OF_KIND[error.kind],
      message: error.message,
      issues,
      details: error.details,
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    const message =
      (code && FRAMEWORK_MESSAGES[code]) ??
      (error instanceof SyntaxError ? 'Malformed JSON body' : undefined) ??
      GENERIC_MESSAGES[status] ??
      'Invalid request';
    return { status, message };
  }
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

/** The status and body the error handler answers `error` with on this request's route. */
export function errorAnswer(
  request: FastifyRequest,
  error: unknown,
): { status: number; body: Record<string, unknown> } {
  const { status, message, issues, details } = describe(error as FastifyError);
  return { status, body: errorBody(request, message, issues, details) };
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, message, issues, details } = describe(error as FastifyError);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    return sendError(request, reply, status, message, issues, details);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found'));
}
