import { type InferType, number, object } from 'yup';

const MAX_INT = 2_147_483_647;

/** A positive integer id in a path or query; anything else is "Invalid {what} id". */
export const idField = (what: string) =>
  number()
    .typeError(`Invalid ${what} id`)
    .required(`Invalid ${what} id`)
    .integer(`Invalid ${what} id`)
    .positive(`Invalid ${what} id`)
    .max(MAX_INT, `Invalid ${what} id`);

export const idParamsSchema = object({ id: idField('resource') });
export type IdParams = InferType<typeof idParamsSchema>;
