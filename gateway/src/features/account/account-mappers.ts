import { registerOtpCodeSchema, registerSchema } from '#common/validation';
import type { AuthPayload, RegisterInput } from '../../generated/resolvers-types';
import { UpstreamError } from '../../upstream/upstream-error';
import { PayloadRefusal } from '../../mutations/run-mutation';

/** Registration's form rules plus its e-mailed code, composed from the shared schemas. */
export const registerInputSchema = registerSchema.shape(registerOtpCodeSchema.fields);

/** SPEC §3: the client derives the username from the part of the e-mail before the at sign. */
export const usernameFromEmail = (email: string) => email.trim().split('@')[0] ?? '';

/** The upstream's register body (SPEC §7); the code travels as the `otp` query parameter. */
export const registerBody = (input: RegisterInput) => ({
  username: usernameFromEmail(input.email),
  password: input.password,
  email: input.email,
  mobile: input.mobile,
});

export interface UpstreamLogin {
  jwt: string;
  username: string;
}

export interface UpstreamRegistration {
  token: string;
  username?: string | null;
  message?: string | null;
}

export const loginPayload = (body: UpstreamLogin): Omit<AuthPayload, 'errors'> => ({
  token: body.jwt,
  username: body.username,
  message: null,
});

export const registrationPayload = (
  input: RegisterInput,
  body: UpstreamRegistration,
): Omit<AuthPayload, 'errors'> => ({
  token: body.token,
  username: body.username ?? usernameFromEmail(input.email),
  message: body.message ?? null,
});

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid mobile number or password';

/**
 * A wrong mobile or password is the login form's expected failure, not an expired session:
 * the upstream's 401 becomes a payload error carrying its sentence. Used as the call's catch.
 */
export function loginRefusal(error: unknown): never {
  if (error instanceof UpstreamError && error.failure === 'status' && error.status === 401) {
    throw new PayloadRefusal({
      field: null,
      code: 'INVALID',
      message: error.upstreamMessage ?? WRONG_CREDENTIALS_MESSAGE,
    });
  }
  throw error;
}
