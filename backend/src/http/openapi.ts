import type { SwaggerOptions } from '@fastify/swagger';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  BODY_SCHEMAS,
  IDEMPOTENCY_KEY_HEADERS,
  SECURITY_SCHEMES,
  responsesOf,
} from './openapi-responses';

/**
 * The OpenAPI document at /api/openapi.json is built from the routes themselves: their yup
 * request schemas are turned into JSON Schema here, so the document cannot drift from the
 * checks the server makes. Only the /api form of each path is listed; every path also answers
 * without the prefix. Each route names its operationId and security; its answers are listed by
 * openapi-responses.ts. `npm run lint:openapi` holds the result to Redocly's rules (decision 031).
 */
type YupDescription = {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription;
  label?: string;
  meta?: { description?: string };
};

type JsonSchema = Record<string, unknown>;

function testParam(description: YupDescription, name: string, key: string): unknown {
  return description.tests?.find((test) => test.name === name)?.params?.[key];
}

function toJsonSchema(description: YupDescription): JsonSchema {
  const schema: JsonSchema = {};
  if (description.meta?.description) schema.description = description.meta.description;
  switch (description.type) {
    case 'object': {
      const fields = description.fields ?? {};
      schema.type = 'object';
      schema.properties = Object.fromEntries(
        Object.entries(fields).map(([name, field]) => [name, toJsonSchema(field)]),
      );
      const required = Object.entries(fields)
        .filter(([, field]) => !field.optional)
        .map(([name]) => name);
      if (required.length) schema.required = required;
      break;
    }
    case 'number': {
      const isInteger = description.tests?.some((test) => test.name === 'integer');
      schema.type = isInteger ? 'integer' : 'number';
      const min = testParam(description, 'min', 'min');
      const max = testParam(description, 'max', 'max');
      if (typeof min === 'number') schema.minimum = min;
      if (typeof max === 'number') schema.maximum = max;
      break;
    }
    case 'string': {
      schema.type = 'string';
      const min = testParam(description, 'min', 'min');
      const max = testParam(description, 'max', 'max');
      const regex = testParam(description, 'matches', 'regex');
      if (typeof min === 'number') schema.minLength = min;
      if (typeof max === 'number') schema.maxLength = max;
      if (regex instanceof RegExp) schema.pattern = regex.source;
      if (description.tests?.some((test) => test.name === 'email')) schema.format = 'email';
      break;
    }
    case 'array': {
      schema.type = 'array';
      if (description.innerType) schema.items = toJsonSchema(description.innerType);
      const min = testParam(description, 'min', 'min');
      const max = testParam(description, 'max', 'max');
      if (typeof min === 'number') schema.minItems = min;
      if (typeof max === 'number') schema.maxItems = max;
      break;
    }
    default:
      schema.type = description.type;
  }
  if (description.oneOf?.length)
    schema.enum = description.oneOf.filter((value) => value !== undefined);
  if (description.nullable) schema.nullable = true;
  return schema;
}

const isYup = (value: unknown): value is ObjectSchema<AnyObject> =>
  typeof value === 'object' && value !== null && '__isYupSchema__' in value;

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Where an operation's responses wait for `transformObject`: @fastify/swagger copies `x-` keys
 * of a route's schema to its operation as they are. Responses cannot sit on the route itself,
 * whose `response` schemas Fastify would compile to serialise every answer.
 */
const RESPONSES_KEY = 'x-ccl-responses';

type Operations = Record<string, Record<string, Record<string, unknown>>>;

/** Each operation's responses moved to their place. */
function placeResponses(paths: Operations | undefined): void {
  for (const operation of Object.values(paths ?? {}).flatMap((path) => Object.values(path))) {
    if (!(RESPONSES_KEY in operation)) continue;
    operation.responses = operation[RESPONSES_KEY];
    delete operation[RESPONSES_KEY];
  }
}

export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Creators Combat League REST API',
      version: '1.0.0',
      description:
        'The platform API of SPEC §7. Every path answers with and without the /api prefix. ' +
        'Errors are `{ "message": ... }` (teams/join: `{ "error": ... }`); validation errors add ' +
        '`errors: [{ field, message }]`. Amounts are rupees as JSON numbers; dates ISO-8601 UTC.',
    },
    // The backend that serves this document: each deployment has its own address.
    servers: [{ url: '/', description: 'The backend serving this document' }],
    components: { securitySchemes: SECURITY_SCHEMES, schemas: BODY_SCHEMAS },
  },
  transform: ({ schema, url, route }) => {
    if (!schema) return { schema, url };
    if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
    const { answers: _answers, idempotent, ...documented } = schema;
    const converted: Record<string, unknown> = {
      ...documented,
      ...(idempotent ? { headers: IDEMPOTENCY_KEY_HEADERS } : {}),
      [RESPONSES_KEY]: responsesOf(schema, url, route.config?.errorKey),
    };
    for (const part of REQUEST_PARTS) {
      const value = (schema as Record<string, unknown>)[part];
      if (isYup(value)) converted[part] = toJsonSchema(value.describe() as YupDescription);
    }
    return { schema: converted, url };
  },
  transformObject: (document) => {
    if (!('openapiObject' in document)) return document.swaggerObject;
    placeResponses(document.openapiObject.paths as Operations | undefined);
    return document.openapiObject;
  },
};
