import type { FastifySchemaCompiler } from 'fastify';
import { type AnyObject, type ObjectSchema, type Schema, ValidationError } from 'yup';
import type { FieldIssue } from '../errors';

/**
 * Requests are checked with the same yup schemas the web app's forms use (common/validation),
 * so the messages are the spec's. A failed check answers 400 with the first problem as
 * `message` and every problem, in field order, as `errors`.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: FieldIssue[]) {
    super(issues[0]?.message ?? 'Invalid request');
    this.name = 'RequestValidationError';
  }
}

const JSON_SCALARS = new Set(['string', 'number', 'boolean']);

/** The declared type of each field, in declaration order. */
function fieldTypes(schema: Schema): [string, string][] {
  const fields = (schema.describe() as { fields?: Record<string, { type: string }> }).fields ?? {};
  return Object.entries(fields).map(([field, description]) => [field, description.type]);
}

/**
 * yup would cast "100" to 100 and 7 to "7"; a JSON client that sends the wrong type is told so
 * instead, before any casting happens.
 */
function jsonTypeIssues(types: [string, string][], body: unknown): FieldIssue[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ field: '', message: 'Request body must be a JSON object' }];
  }
  return types.flatMap(([field, type]) => {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || value === null || !JSON_SCALARS.has(type)) return [];
    return typeof value === type ? [] : [{ field, message: `${field} must be a ${type}` }];
  });
}

function orderedIssues(order: string[], error: ValidationError): FieldIssue[] {
  const firstPerField = new Map<string, string>();
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = inner.path ?? '';
    if (!firstPerField.has(field)) firstPerField.set(field, inner.message);
  }
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...firstPerField.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => ({ field, message }));
}

/**
 * Only the declared fields are passed on: unknown keys are dropped, and keys such as
 * `constructor` never reach yup, which would look them up on its own prototype.
 */
function declaredFieldsOf(input: unknown, order: string[]): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    order
      .filter((field) => Object.hasOwn(input, field))
      .map((field) => [field, (input as Record<string, unknown>)[field]]),
  );
}

/** Builds a checker for one schema; `jsonBody` adds the strict JSON type check. */
export function createValidator<T extends AnyObject>(
  schema: ObjectSchema<T>,
  options: { jsonBody: boolean },
): (data: unknown) => T {
  const types = fieldTypes(schema);
  const order = types.map(([field]) => field);
  return (data) => {
    const input = data ?? {};
    if (options.jsonBody) {
      const typeIssues = jsonTypeIssues(types, input);
      if (typeIssues.length) throw new RequestValidationError(typeIssues);
    }
    try {
      return schema.validateSync(declaredFieldsOf(input, order), {
        abortEarly: false,
        stripUnknown: true,
      }) as T;
    } catch (error) {
      if (error instanceof ValidationError) {
        throw new RequestValidationError(orderedIssues(order, error));
      }
      throw error;
    }
  };
}

/** Fastify's validator compiler: route schemas are yup object schemas. */
export const yupValidatorCompiler: FastifySchemaCompiler<ObjectSchema<AnyObject>> = ({
  schema,
  httpPart,
}) => {
  const validate = createValidator(schema, { jsonBody: httpPart === 'body' });
  return (data) => {
    try {
      return { value: validate(data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};
