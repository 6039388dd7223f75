import {
  forgotPasswordEmailSchema,
  loginSchema,
  registrationOtpRequestSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '#common/validation';
import type { Resolvers } from '../../generated/resolvers-types';
import {
  type UpstreamLogin,
  type UpstreamRegistration,
  loginPayload,
  loginRefusal,
  registerBody,
  registerInputSchema,
  registrationPayload,
} from './account-mappers';
import { requireToken } from '../../auth/require-token';
import { limitKey, runMutation } from '../../mutations/run-mutation';
import { messageCall } from '../../mutations/message-call';

/** Sign-up by e-mailed code, login, password reset and logout (SPEC §2, §7). */
export const accountResolvers: Resolvers = {
  Mutation: {
    requestRegistrationOtp: (_, { email }, ctx) =>
      runMutation(
        ctx,
        {
          rules: { schema: registrationOtpRequestSchema, input: { email } },
          limit: { action: 'otp', key: limitKey(ctx, email) },
        },
        () => messageCall(ctx, 'sendRegistrationOtp', { query: { email } }),
      ),

    register: (_, { input }, ctx) =>
      runMutation(ctx, { rules: { schema: registerInputSchema, input } }, async () => {
        const { body } = await ctx.upstream.call<UpstreamRegistration>('register', {
          query: { otp: input.otp },
          body: registerBody(input),
        });
        return registrationPayload(input, body);
      }),

    login: (_, { mobile, password }, ctx) =>
      runMutation(
        ctx,
        {
          rules: { schema: loginSchema, input: { mobile, password } },
          limit: { action: 'login', key: limitKey(ctx, mobile) },
        },
        async () => {
          const call = ctx.upstream.call<UpstreamLogin>('login', { body: { mobile, password } });
          return loginPayload((await call.catch(loginRefusal)).body);
        },
      ),

    requestPasswordReset: (_, { email }, ctx) =>
      runMutation(
        ctx,
        {
          rules: { schema: forgotPasswordEmailSchema, input: { email } },
          limit: { action: 'otp', key: limitKey(ctx, email) },
        },
        () => messageCall(ctx, 'forgotPassword', { query: { email } }),
      ),

    verifyPasswordResetOtp: (_, { email, otp }, ctx) =>
      runMutation(ctx, { rules: { schema: verifyOtpSchema, input: { email, otp } } }, () =>
        messageCall(ctx, 'verifyOtp', { body: { email, otp } }),
      ),

    logout: (_, _args, ctx) => {
      const token = requireToken(ctx);
      return runMutation(ctx, {}, () => messageCall(ctx, 'logout', { token }));
    },

    logoutAllDevices: (_, _args, ctx) => {
      const token = requireToken(ctx);
      return runMutation(ctx, {}, () => messageCall(ctx, 'logoutAll', { token }));
    },

    resetPassword: (_, { email, otp, newPassword }, ctx) => {
      const input = { email, otp, newPassword };
      return runMutation(ctx, { rules: { schema: resetPasswordSchema, input } }, () =>
        messageCall(ctx, 'resetPassword', { body: input }),
      );
    },
  },
};
