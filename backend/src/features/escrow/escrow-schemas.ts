import { type InferType, object } from 'yup';
import { idField } from '#common/validation/fields';
import { prizeFundingSchema, prizeReturnPaidSchema } from '#common/validation/prize-funding';

/** The console's prize-pool forms, with the same rules as the web's. */
export const prizeFundingBodySchema = prizeFundingSchema;
export type PrizeFundingInput = InferType<typeof prizeFundingBodySchema>;

export const prizeReturnPaidBodySchema = prizeReturnPaidSchema;
export type PrizeReturnPaidInput = InferType<typeof prizeReturnPaidBodySchema>;

export const fundingParamsSchema = object({ fundingId: idField('funding') });
export type FundingParams = InferType<typeof fundingParamsSchema>;
