import { type InferType, number, object, string } from 'yup';
import {
  DISPUTE_STATUSES,
  disputeFormSchema,
  disputeResolutionSchema,
  prizeHoldOverrideSchema,
} from '#common/disputes';
import { idField } from '#common/validation/fields';

/** Request schemas of disputes: the player's, and the organiser's resolutions and hold. */

export const matchParamsSchema = object({
  tournamentId: idField('tournament'),
  matchNo: idField('match'),
});
export type MatchParams = InferType<typeof matchParamsSchema>;

const PICTURE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const openDisputeSchema = disputeFormSchema.shape({
  screenshotId: string()
    .trim()
    .matches(PICTURE_ID, 'Upload the screenshot again: this one was not found')
    .nullable()
    .default(null)
    .meta({ description: 'The pictureId of an upload (POST /api/screenshots) by the caller' }),
});
export type OpenDisputeInput = InferType<typeof openDisputeSchema>;

export const myDisputesQuerySchema = object({
  tournamentId: number()
    .typeError('Invalid tournament id')
    .integer('Invalid tournament id')
    .positive('Invalid tournament id')
    .optional(),
});
export type MyDisputesQuery = InferType<typeof myDisputesQuerySchema>;

export const adminDisputesQuerySchema = myDisputesQuerySchema.shape({
  status: string()
    .oneOf([...DISPUTE_STATUSES], `Status must be one of ${DISPUTE_STATUSES.join(', ')}`)
    .optional(),
});
export type AdminDisputesQuery = InferType<typeof adminDisputesQuerySchema>;

export const disputeParamsSchema = object({ id: idField('dispute') });
export type DisputeParams = InferType<typeof disputeParamsSchema>;

export const resolveDisputeSchema = disputeResolutionSchema;
export type ResolveDisputeInput = InferType<typeof resolveDisputeSchema>;

export const prizeHoldParamsSchema = object({ id: idField('tournament') });
export type PrizeHoldParams = InferType<typeof prizeHoldParamsSchema>;

export const overrideHoldSchema = prizeHoldOverrideSchema;
export type OverrideHoldInput = InferType<typeof overrideHoldSchema>;
