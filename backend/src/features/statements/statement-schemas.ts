import { type InferType, array, object } from 'yup';
import { idField } from '#common/validation/fields';

export const APPROVE_MAX = 500;

export const statementParamsSchema = object({ id: idField('statement') });
export type StatementParams = InferType<typeof statementParamsSchema>;

/** Items of an array are not type-checked before casting, so the ids are strict. */
export const approveMatchesSchema = object({
  transactionIds: array(idField('transaction').strict())
    .typeError('transactionIds must be a list')
    .required('Choose the deposits to approve')
    .min(1, 'Choose the deposits to approve')
    .max(APPROVE_MAX, `At most ${APPROVE_MAX} deposits can be approved at once`)
    .meta({ description: 'The matched deposits of this statement to approve' }),
});
export type ApproveMatchesInput = InferType<typeof approveMatchesSchema>;
