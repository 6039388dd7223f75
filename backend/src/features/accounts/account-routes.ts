import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { AccountService } from './account-service';
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
import { SHARED_ANSWERS } from '../../http/openapi-responses';

const tags = ['auth'];
const { busy, rateLimited } = SHARED_ANSWERS;

/** SPEC §7 auth calls: sign-up by e-mailed code, login, and password reset. */
export function accountRoutes(
  app: FastifyInstance,
  ctx: RoutesContext<{ accounts: AccountService }>,
): void {
  const accounts = ctx.services.accounts;
  const limits = ctx.limits;

  app.post<{ Querystring: EmailQuery }>(
    '/auth/send-registration-otp',
    {
      schema: {
        operationId: 'sendRegistrationOtp',
        summary: 'E-mail a sign-up code (email as a query parameter, empty body)',
        tags,
        security: [],
        querystring: registrationOtpRequestSchema,
        answers: {
          409: 'The e-mail already has an account',
          429: `${rateLimited}, or a code was sent moments ago`,
          503: busy,
        },
      },
      preHandler: limits.registrationOtp,
    },
    (request) => accounts.sendRegistrationOtp(request.query.email),
  );

  app.post<{ Querystring: OtpQuery; Body: RegisterBody }>(
    '/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Create an account with the e-mailed code (otp as a query parameter)',
        tags,
        security: [],
        querystring: registerOtpCodeSchema,
        body: registerBodySchema,
        answers: {
          400: 'The code is wrong, used, expired or out of tries',
          409: 'The e-mail or the mobile already has an account',
          429: rateLimited,
          503: busy,
        },
      },
      preHandler: limits.registrationCodeCheck,
    },
    (request) => accounts.register({ ...request.body, otp: request.query.otp }),
  );

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Log in with mobile and password',
        tags,
        security: [],
        body: loginSchema,
        answers: {
          401: 'Wrong mobile or password',
          403: 'The account is banned (said only to whoever knows the password)',
          429: rateLimited,
          503: busy,
        },
      },
      preHandler: limits.login,
    },
    (request) =>
      limits.trackLogin(request, () => accounts.login(request.body.mobile, request.body.password)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
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
        operationId: 'logoutAllDevices',
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
        operationId: 'forgotPassword',
        summary: 'E-mail a password reset code (email as a query parameter, no body)',
        tags,
        security: [],
        querystring: forgotPasswordEmailSchema,
        answers: {
          404: 'No account has this e-mail (the spec’s client expects it)',
          429: `${rateLimited}, or a code was sent moments ago`,
          503: busy,
        },
      },
      preHandler: limits.resetOtp,
    },
    (request) => accounts.sendPasswordResetOtp(request.query.email),
  );

  app.post<{ Body: VerifyOtpBody }>(
    '/auth/verify-otp',
    {
      schema: {
        operationId: 'verifyResetOtp',
        summary: 'Check a password reset code without using it up',
        tags,
        security: [],
        body: verifyOtpSchema,
        answers: {
          400: 'The code is wrong, used, expired or out of tries',
          429: rateLimited,
          503: busy,
        },
      },
      preHandler: limits.resetCodeCheck,
    },
    (request) => accounts.verifyResetOtp(request.body.email, request.body.otp),
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/auth/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the password reset code',
        tags,
        security: [],
        body: resetPasswordSchema,
        answers: {
          400: 'The code is wrong, used, expired or out of tries',
          404: 'No account has this e-mail',
          429: rateLimited,
          503: busy,
        },
      },
      preHandler: limits.resetCodeCheck,
    },
    (request) =>
      accounts.resetPassword(request.body.email, request.body.otp, request.body.newPassword),
  );
}
