import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * The spec's client posts some calls with an empty body (send-registration-otp,
 * forgot-password); those reach the route as no body instead of a parse error.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      // __proto__ and constructor keys are dropped, as Fastify's own parser does.
      done(
        null,
        secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }),
      );
    } catch {
      const error = Object.assign(new Error('Malformed JSON body'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
}
