import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '#common/constants';
import type { Db } from '../../db/db';
import type { OtpPurpose } from '../../db/schema';
import { invalid, tooManyRequests } from '../../errors';
import { passwordResetOtpMail, registrationOtpMail } from './account-mails';
import type { Mailer } from '../../mail/mailer';
import { createOtpCodesRepository } from './otp-codes-repository';
import { hashSecret, verifySecret } from './passwords';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new one.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  used: 'This OTP has already been used. Please request a new one.',
} as const;

const MAIL_OF_PURPOSE = { register: registrationOtpMail, reset: passwordResetOtpMail };

const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * Six-digit codes sent by e-mail. Stored hashed; only the newest code of an e-mail and purpose
 * is valid, for a limited time and a limited number of wrong tries.
 */
export function createOneTimeCodes(db: Db, mailer: Mailer) {
  const codes = createOtpCodesRepository(db);

  return {
    async send(purpose: OtpPurpose, email: string): Promise<void> {
      const last = await codes.newest(email, purpose);
      const waitMs = last ? last.created_at.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(
          `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new OTP.`,
        );
      }
      const code = newCode();
      const id = await codes.insert({
        email,
        purpose,
        codeHash: await hashSecret(code),
        expiresAt: new Date(Date.now() + OTP_VALID_MINUTES * 60_000),
      });
      try {
        await mailer.send(MAIL_OF_PURPOSE[purpose](email, code, OTP_VALID_MINUTES));
      } catch (error) {
        // A code the player never received must not hold up their next request.
        await codes.remove(id);
        throw error;
      }
    },

    /**
     * Checks a code without using it up; returns the code's id for `consume`. A wrong guess
     * counts against the code's tries.
     */
    async check(purpose: OtpPurpose, email: string, code: string): Promise<number> {
      const row = await codes.newest(email, purpose);
      if (!row) throw invalid(OTP_MESSAGES.invalid, 'otp');
      if (row.used_at) throw invalid(OTP_MESSAGES.used, 'otp');
      if (row.expires_at.getTime() <= Date.now()) throw invalid(OTP_MESSAGES.expired, 'otp');
      if (!(await codes.takeAttempt(row.id, OTP_MAX_WRONG_ATTEMPTS))) {
        throw invalid(OTP_MESSAGES.tooManyAttempts, 'otp');
      }
      if (!(await verifySecret(code, row.code_hash))) throw invalid(OTP_MESSAGES.invalid, 'otp');
      await codes.giveBackAttempt(row.id);
      return row.id;
    },

    /** Uses a checked code up, inside the transaction of what it allows. */
    async consume(trx: Db, id: number): Promise<void> {
      const used = await createOtpCodesRepository(trx).markUsed(id, new Date());
      if (!used) throw invalid(OTP_MESSAGES.used, 'otp');
    },
  };
}
