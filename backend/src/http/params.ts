import { type InferType, object } from 'yup';
import { idField } from '#common/validation/fields';

/** A path's `:id`, for routes whose resource needs no more specific message. */
export const idParamsSchema = object({ id: idField('resource') });
export type IdParams = InferType<typeof idParamsSchema>;
