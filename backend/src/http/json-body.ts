import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

const badBody = (message: string, code: string) =>
  Object.assign(new Error(message), { statusCode: 400, code });

/**
 * The spec's client posts some calls with an empty body (send-registration-otp,
 * forgot-password); those reach the route as no body instead of a parse error.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      // __proto__ and constructor keys are dropped, as Fastify's own parser does.
      parsed = secureJson.parse(text, undefined, {
        protoAction: 'remove',
        constructorAction: 'remove',
      });
    } catch {
      return done(badBody('Malformed JSON body', 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
    }
    // A literal null would read as "no body"; only an absent body may.
    if (parsed === null) {
      return done(
        badBody('Request body must be a JSON object', 'FST_ERR_CTP_EMPTY_JSON_BODY'),
        undefined,
      );
    }
    done(null, parsed);
  });
}
