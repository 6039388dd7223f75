import { BANNED_MESSAGE, notFound, conflict, forbidden, unauthenticated } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { EMAIL_TAKEN, MOBILE_TAKEN, createAccount } from './new-accounts';
import { recordEvent } from '../../change/record-event';
import { createOneTimeCodes } from './one-time-codes';
import { openSession } from './open-session';
import { hashSecret, verifySecret } from './passwords';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

export const ACCOUNT_MESSAGES = {
  registrationOtpSent:
    "OTP sent to your email. If you don't find it, please check your spam folder.",
  registered: 'Registration successful',
  wrongCredentials: 'Invalid mobile number or password',
  resetOtpSent: 'OTP sent to your email.',
  emailNotFound: 'Email not found',
  otpVerified: 'OTP verified',
  passwordReset: 'Password reset successful',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Logged out of all devices',
} as const;

/** Compared against when no account has the mobile, so both failures take as long. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashSecret('no account has this password'));

export interface Registration {
  email: string;
  mobile: string;
  password: string;
  otp: string;
}

/** Sign-up by e-mailed code, login, password reset and logout (one device or all). */
export function createAccountService({ db, tokens, mailer }: ServiceDeps) {
  const users = createUsersRepository(db);
  const codes = createOneTimeCodes(db, mailer);

  async function refuseTaken(email: string, mobile?: string): Promise<void> {
    if (await users.findByEmail(email)) throw conflict(EMAIL_TAKEN, 'email');
    if (mobile !== undefined && (await users.findByMobile(mobile))) {
      throw conflict(MOBILE_TAKEN, 'mobile');
    }
  }

  return {
    async sendRegistrationOtp(email: string) {
      await refuseTaken(email);
      await codes.send('register', email);
      return { message: ACCOUNT_MESSAGES.registrationOtpSent };
    },

    async register(input: Registration) {
      // The code first: without it nobody learns whether a mobile or e-mail has an account.
      // A right code is not used up by a taken mobile, so the player can fix it and retry.
      const codeId = await codes.check('register', input.email, input.otp);
      await refuseTaken(input.email, input.mobile);
      const { user, after: session } = await createAccount(
        db,
        {
          email: input.email,
          mobile: input.mobile,
          passwordHash: await hashSecret(input.password),
          role: 'player',
        },
        {
          before: (trx) => codes.consume(trx, codeId),
          after: (trx, created) => openSession(trx, tokens, created),
        },
      );
      return {
        token: await session.sign(),
        username: user.username,
        message: ACCOUNT_MESSAGES.registered,
      };
    },

    async login(mobile: string, password: string) {
      const user = await users.findByMobile(mobile);
      const matches = await verifySecret(password, user?.password_hash ?? (await decoy()));
      if (!user || !matches) throw unauthenticated(ACCOUNT_MESSAGES.wrongCredentials);
      // Only someone who knows the password learns that the account is banned.
      if (user.banned_at) throw forbidden(BANNED_MESSAGE);
      const session = await openSession(db, tokens, user);
      return { jwt: await session.sign(), username: user.username };
    },

    async sendPasswordResetOtp(email: string) {
      if (!(await users.findByEmail(email))) throw notFound(ACCOUNT_MESSAGES.emailNotFound);
      await codes.send('reset', email);
      return { message: ACCOUNT_MESSAGES.resetOtpSent };
    },

    async verifyResetOtp(email: string, otp: string) {
      await codes.check('reset', email, otp);
      return { message: ACCOUNT_MESSAGES.otpVerified };
    },

    async resetPassword(email: string, otp: string, newPassword: string) {
      const codeId = await codes.check('reset', email, otp);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(ACCOUNT_MESSAGES.emailNotFound);
      const passwordHash = await hashSecret(newPassword);
      await db.transaction().execute(async (trx) => {
        await codes.consume(trx, codeId);
        // Whoever knew the old password is signed out everywhere.
        await createUsersRepository(trx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepository(trx).endAll(user.id);
        await recordEvent(trx, { kind: 'sessions.ended', userId: user.id });
      });
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },

    /**
     * Ends the calling token's session only: the player's other devices stay signed in. The
     * event names the session, so the gateway closes only its sockets.
     */
    async logout(userId: number, sessionId: string) {
      await db.transaction().execute(async (trx) => {
        await createSessionsRepository(trx).end(userId, sessionId);
        await recordEvent(trx, { kind: 'sessions.ended', userId, subjectId: sessionId });
      });
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },

    /** Ends every session of the user, this one included (log out of all devices). */
    async logoutAllDevices(userId: number) {
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).raiseTokenVersion(userId);
        await createSessionsRepository(trx).endAll(userId);
        await recordEvent(trx, { kind: 'sessions.ended', userId });
      });
      return { message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
