import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import type { UserError } from '../generated/resolvers-types';

/** The rule failures of an input against a shared §5 schema, every field's first message. */
export function ruleErrors<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): UserError[] {
  try {
    schema.validateSync(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return error.inner.flatMap((inner) => {
      const field = inner.path ?? '';
      if (seen.has(field)) return [];
      seen.add(field);
      return [{ field: field || null, code: 'INVALID' as const, message: inner.message }];
    });
  }
}
