import type { FastifyError, FastifyInstance } from 'fastify';
import { type ErrorCode, GENERIC_MESSAGES } from '../errors/error-model';

/** The framework's own refusals, in words for people; its internal wording never leaves. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
};

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/**
 * Errors raised before a handler answers (body too large, malformed JSON, an unexpected
 * failure) answer in the shape the client expects: GraphQL errors on /graphql, `{ message }`
 * elsewhere. Nothing internal reaches the client; 5xx are logged in full.
 */
export function installHttpErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const given = error.statusCode ?? 500;
    const status = given >= 400 && given < 500 ? given : 500;
    const code: ErrorCode =
      status >= 500 ? 'INTERNAL' : (CODE_OF_STATUS[status] ?? 'BAD_USER_INPUT');
    const message =
      status >= 500
        ? GENERIC_MESSAGES.INTERNAL
        : (FRAMEWORK_MESSAGES[error.code] ?? GENERIC_MESSAGES[code]);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    const body = request.url.startsWith('/graphql')
      ? { errors: [{ message, extensions: { code } }] }
      : { message };
    return reply.status(status).send(body);
  });
}
