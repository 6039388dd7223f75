import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { uniqueMobile } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/** A fresh Gmail address no other test uses. */
export const uniqueGmail = (local = 'player') =>
  `${local}${Date.now().toString(36)}${randomInt(1_000_000)}@gmail.com`;

/** The six-digit code of the newest mail sent to `email`, read from the dev outbox. */
export async function otpFromOutbox(server: TestServer, email: string): Promise<string> {
  const mail = await server.lastMailTo(email);
  const code = mail?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP mail to ${email}`);
  return code;
}

export async function requestRegistrationOtp(server: TestServer, email: string): Promise<string> {
  const sent = await server.call('POST', '/api/auth/send-registration-otp', { query: { email } });
  expect(sent.status).toBe(200);
  return otpFromOutbox(server, email);
}

/** Signs up through HTTP as a player would: code by e-mail, then register. */
export async function registerThroughOtp(
  server: TestServer,
  overrides: { email?: string; mobile?: string; password?: string } = {},
) {
  const email = overrides.email ?? uniqueGmail();
  const mobile = overrides.mobile ?? uniqueMobile();
  const password = overrides.password ?? 'secret123';
  const otp = await requestRegistrationOtp(server, email);
  const res = await server.call('POST', '/api/auth/register', {
    query: { otp },
    body: { username: 'ignored', email, mobile, password },
  });
  expect(res.status).toBe(200);
  return {
    email,
    mobile,
    password,
    token: res.body.token as string,
    username: res.body.username as string,
  };
}
