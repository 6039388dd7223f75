import { type InferType, number, object, string } from 'yup';
import { REASON_MAX_LENGTH, reasonField } from '#common/validation/admin';
import { idField } from '#common/validation/fields';
import {
  confirmPasswordField,
  manualCreditSchema,
  moneyControlsSchema,
} from '#common/validation/money-control';

/** The password, when the caller is the lone organiser (decision 043); otherwise ignored. */
export const optionalPassword = () =>
  string()
    .max(REASON_MAX_LENGTH, 'That is not your password')
    .optional()
    .meta({
      description:
        "The caller's password again: required when they are the only organiser, who then " +
        'waits the cooling period; ignored otherwise',
    });

export const PROPOSAL_STATUSES = ['waiting', 'approved', 'refused', 'cancelled'] as const;
export const PROPOSALS_LIMIT = 200;

export const proposalParamsSchema = object({ id: idField('proposal') });
export type ProposalParams = InferType<typeof proposalParamsSchema>;

export const proposalFilterSchema = object({
  status: string<(typeof PROPOSAL_STATUSES)[number]>()
    .oneOf(PROPOSAL_STATUSES, 'Status must be waiting, approved, refused or cancelled')
    .optional()
    .meta({ description: 'Only proposals in this state; all of them when absent' }),
  limit: number()
    .typeError(`Limit must be a whole number from 1 to ${PROPOSALS_LIMIT}`)
    .integer(`Limit must be a whole number from 1 to ${PROPOSALS_LIMIT}`)
    .min(1, `Limit must be a whole number from 1 to ${PROPOSALS_LIMIT}`)
    .max(PROPOSALS_LIMIT, `Limit must be a whole number from 1 to ${PROPOSALS_LIMIT}`)
    .default(100),
});
export type ProposalFilterInput = InferType<typeof proposalFilterSchema>;

/** A body that may carry the lone organiser's password (decision 043). */
export interface WithPassword {
  password?: string | undefined;
}

export const manualCreditBodySchema = manualCreditSchema.shape({ password: optionalPassword() });
export type ManualCreditInput = InferType<typeof manualCreditBodySchema>;

export const approveProposalSchema = object({ password: optionalPassword() });
export type ApproveProposalInput = InferType<typeof approveProposalSchema>;

export const refuseProposalSchema = object({ reason: reasonField() });
export type RefuseProposalInput = InferType<typeof refuseProposalSchema>;

export const moneyControlsBodySchema = moneyControlsSchema.shape({
  password: confirmPasswordField(),
});
export type MoneyControlsInput = InferType<typeof moneyControlsBodySchema>;
