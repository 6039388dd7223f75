import { type InferType, object, string } from 'yup';
import {
  type loginSchema,
  type registerOtpCodeSchema,
  type registrationOtpRequestSchema,
  type resetPasswordSchema,
  type verifyOtpSchema,
  registerSchema,
} from '#common/validation/account';
import { BAN_REASON_MAX_LENGTH, reasonField } from '#common/validation/admin';
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

/** The player and the audit read why: a ban needs a reason. */
export const banBodySchema = object({ reason: reasonField(BAN_REASON_MAX_LENGTH) });
export type BanBody = InferType<typeof banBodySchema>;

export const unbanBodySchema = object({
  reason: string()
    .trim()
    .max(BAN_REASON_MAX_LENGTH, `Reason cannot exceed ${BAN_REASON_MAX_LENGTH} characters`)
    .optional(),
});
export type UnbanBody = InferType<typeof unbanBodySchema>;
