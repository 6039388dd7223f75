import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from './validation';

export const CONTROL_CHARACTERS_MESSAGE = 'Text may not contain control characters.';

/**
 * C0 controls but tab, newline and carriage return; DEL; and UTF-16 halves without their pair.
 * PostgreSQL refuses NUL in text (22021) and the rest is never typed by a person: a request
 * carrying any of them is refused before anything runs.
 */
const INVALID_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string under `value` that holds invalid text, if any. */
function invalidTextAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? path : undefined;
  // Bodies are small forms; anything nested deeper is refused by the schemas anyway.
  if (typeof value !== 'object' || value === null || depth > 8) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (INVALID_TEXT.test(key)) return path;
    const found = invalidTextAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every route: JSON body, query string and path parameters are checked before validation. */
export function refuseInvalidText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = invalidTextAt(part, '');
      if (field !== undefined) {
        throw new RequestValidationError([{ field, message: CONTROL_CHARACTERS_MESSAGE }]);
      }
    }
  });
}
