import type { SwaggerOptions } from '@fastify/swagger';
import type { AnyObject, ObjectSchema } from 'yup';

/**
 * The OpenAPI document at /api/openapi.json is built from the routes themselves: their yup
 * request schemas are turned into JSON Schema here, so the document cannot drift from the
 * checks the server makes. Only the /api form of each path is listed; every path also answers
 * without the prefix.
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
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  },
  transform: ({ schema, url }) => {
    if (!schema) return { schema, url };
    if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
    const converted: Record<string, unknown> = { ...schema };
    for (const part of REQUEST_PARTS) {
      const value = (schema as Record<string, unknown>)[part];
      if (isYup(value)) converted[part] = toJsonSchema(value.describe() as YupDescription);
    }
    return { schema: converted, url };
  },
};
