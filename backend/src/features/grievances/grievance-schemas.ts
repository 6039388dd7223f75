import { type InferType, boolean, object, string } from 'yup';
import { GRIEVANCE_STATUS_VALUES, type GrievanceStatus } from '#common/grievances';
import { booksRangeSchema } from '#common/validation/books';
import { idField, tournamentIdField } from '#common/validation/fields';
import {
  grievanceFormSchema,
  grievanceContactField,
  grievanceNumberField,
  grievanceReplySchema,
  grievanceResolutionSchema,
} from '#common/validation/grievances';

/** Request schemas of grievance redressal: the filer's and the officer's (decision 049). */

export const fileGrievanceSchema = grievanceFormSchema.shape({
  tournamentId: tournamentIdField()
    .nullable()
    .optional()
    .meta({ description: 'The tournament the complaint is about, if any' }),
});
export type FileGrievanceInput = InferType<typeof fileGrievanceSchema>;

export const grievanceNumberParamsSchema = object({ number: grievanceNumberField() });
export type GrievanceNumberParams = InferType<typeof grievanceNumberParamsSchema>;

export const grievanceContactQuerySchema = object({
  contact: grievanceContactField().meta({
    description: 'The e-mail or phone number the complaint was filed with',
  }),
});
export type GrievanceContactQuery = InferType<typeof grievanceContactQuerySchema>;

export const grievanceParamsSchema = object({ id: idField('complaint') });
export type GrievanceParams = InferType<typeof grievanceParamsSchema>;

export const grievanceQueueQuerySchema = object({
  status: string<GrievanceStatus>()
    .oneOf(GRIEVANCE_STATUS_VALUES, `Status must be one of ${GRIEVANCE_STATUS_VALUES.join(', ')}`)
    .optional(),
  overdue: boolean()
    .typeError('overdue must be true or false')
    .optional()
    .meta({ description: 'true: only cases past a due time' }),
});
export type GrievanceQueueQuery = InferType<typeof grievanceQueueQuerySchema>;

export const grievanceExportQuerySchema = booksRangeSchema();
export type GrievanceExportQuery = InferType<typeof grievanceExportQuerySchema>;

export const grievanceReplyBodySchema = grievanceReplySchema;
export type GrievanceReplyInput = InferType<typeof grievanceReplyBodySchema>;

export const grievanceResolutionBodySchema = grievanceResolutionSchema;
export type GrievanceResolutionInput = InferType<typeof grievanceResolutionBodySchema>;
