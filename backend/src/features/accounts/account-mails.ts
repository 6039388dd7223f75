import type { Mail } from '../../mail/mailer';

/** Every e-mail a player receives from the accounts feature, in one place. */
const SIGNATURE =
  '\n\nIf you did not ask for this, you can ignore this e-mail.\n\nCreators Combat League';

export function registrationOtpMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: `${code} is your Creators Combat League sign-up code`,
    text:
      `Welcome to Creators Combat League!\n\nYour sign-up code is ${code}. ` +
      `Enter it on the Sign Up page to create your account. ` +
      `It is valid for ${validMinutes} minutes.${SIGNATURE}`,
  };
}

export function passwordResetOtpMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: `${code} is your Creators Combat League password reset code`,
    text:
      `Your password reset code is ${code}. ` +
      `Enter it on the Forgot Password page to choose a new password. ` +
      `It is valid for ${validMinutes} minutes.${SIGNATURE}`,
  };
}
