import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  forgotPasswordEmailSchema,
  loginSchema,
  registerOtpCodeSchema,
  registrationOtpRequestSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '#common/validation/account';
import {
  type EmailQuery,
  type LoginBody,
  type OtpQuery,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyOtpBody,
  registerBodySchema,
} from './account-schemas';
import { currentUser } from '../../http/auth';

const tags = ['auth'];

/** SPEC §7 auth calls: sign-up by e-mailed code, login, and password reset. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const accounts = ctx.services.accounts;
  const limits = ctx.limits;

  app.post<{ Querystring: EmailQuery }>(
    '/auth/send-registration-otp',
    {
      schema: {
        summary: 'E-mail a sign-up code (email as a query parameter, empty body)',
        tags,
        querystring: registrationOtpRequestSchema,
      },
      preHandler: limits.registrationOtp,
    },
    (request) => accounts.sendRegistrationOtp(request.query.email),
  );

  app.post<{ Querystring: OtpQuery; Body: RegisterBody }>(
    '/auth/register',
    {
      schema: {
        summary: 'Create an account with the e-mailed code (otp as a query parameter)',
        tags,
        querystring: registerOtpCodeSchema,
        body: registerBodySchema,
      },
      preHandler: limits.registrationCodeCheck,
    },
    (request) => accounts.register({ ...request.body, otp: request.query.otp }),
  );

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: { summary: 'Log in with mobile and password', tags, body: loginSchema },
      preHandler: limits.login,
    },
    (request) =>
      limits.trackLogin(request, () => accounts.login(request.body.mobile, request.body.password)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: "Log out: the calling token stops working; the player's other devices stay in",
        tags,
        security: [{ bearer: [] }],
      },
      preHandler: ctx.guards.requireUser,
    },
    (request) => {
      const user = currentUser(request);
      return accounts.logout(user.id, user.sessionId);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      schema: {
        summary: 'Log out of all devices: every token of the caller stops working',
        tags,
        security: [{ bearer: [] }],
      },
      preHandler: ctx.guards.requireUser,
    },
    (request) => accounts.logoutAllDevices(currentUser(request).id),
  );

  app.post<{ Querystring: EmailQuery }>(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'E-mail a password reset code (email as a query parameter, no body)',
        tags,
        querystring: forgotPasswordEmailSchema,
      },
      preHandler: limits.resetOtp,
    },
    (request) => accounts.sendPasswordResetOtp(request.query.email),
  );

  app.post<{ Body: VerifyOtpBody }>(
    '/auth/verify-otp',
    {
      schema: {
        summary: 'Check a password reset code without using it up',
        tags,
        body: verifyOtpSchema,
      },
      preHandler: limits.resetCodeCheck,
    },
    (request) => accounts.verifyResetOtp(request.body.email, request.body.otp),
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with the password reset code',
        tags,
        body: resetPasswordSchema,
      },
      preHandler: limits.resetCodeCheck,
    },
    (request) =>
      accounts.resetPassword(request.body.email, request.body.otp, request.body.newPassword),
  );
}
