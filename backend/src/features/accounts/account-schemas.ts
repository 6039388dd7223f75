import { type InferType, object, string } from 'yup';
import {
  type loginSchema,
  type registerOtpCodeSchema,
  type registrationOtpRequestSchema,
  type resetPasswordSchema,
  type verifyOtpSchema,
  registerSchema,
} from '#common/validation/account';
import { idField } from '#common/validation/fields';

/** The client sends a username too (SPEC §3); the server derives its own from the e-mail. */
export const registerBodySchema = registerSchema.shape({
  username: string()
    .optional()
    .meta({ description: 'Ignored: the username is derived from the e-mail.' }),
});

/** Request types of the accounts routes; the §5 rules themselves live in common/validation. */
export type EmailQuery = InferType<typeof registrationOtpRequestSchema>;
export type OtpQuery = InferType<typeof registerOtpCodeSchema>;
export type RegisterBody = InferType<typeof registerBodySchema>;
export type LoginBody = InferType<typeof loginSchema>;
export type VerifyOtpBody = InferType<typeof verifyOtpSchema>;
export type ResetPasswordBody = InferType<typeof resetPasswordSchema>;

export const userSearchQuerySchema = object({
  search: string().trim().max(100, 'Search cannot exceed 100 characters').optional(),
});
export type UserSearchQuery = InferType<typeof userSearchQuerySchema>;

export const userIdParamsSchema = object({ id: idField('user') });
export type UserIdParams = InferType<typeof userIdParamsSchema>;

export const banBodySchema = object({
  reason: string().trim().max(200, 'Reason cannot exceed 200 characters').optional(),
});
export type BanBody = InferType<typeof banBodySchema>;
