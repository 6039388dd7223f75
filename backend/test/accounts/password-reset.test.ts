import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { otpFromOutbox } from './account-helpers';

/** One client for the tests of per-address limits. */
const ATTACKER = '203.0.113.9';

describe('forgot password, verify code, reset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (user: TestUser, password: string) =>
    server.call('POST', '/api/auth/login', { body: { mobile: user.mobile, password } });

  async function resetCodeFor(user: TestUser, prefix = '/api'): Promise<string> {
    const res = await server.call('POST', `${prefix}/auth/forgot-password`, {
      query: { email: user.email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OTP sent to your email.' });
    return otpFromOutbox(server, user.email);
  }

  const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('walks the three steps, with and without /api; only the new password logs in after', async () => {
    for (const prefix of PREFIXES) {
      const user = await createUser(server, { password: 'old-pass1' });
      const otp = await resetCodeFor(user, prefix);
      const mail = await server.lastMailTo(user.email);
      expect(mail).toContain('password reset code');

      const verified = await server.call('POST', `${prefix}/auth/verify-otp`, {
        body: { email: user.email, otp },
      });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ message: 'OTP verified' });

      const reset = await server.call('POST', `${prefix}/auth/reset-password`, {
        body: { email: user.email, otp, newPassword: 'new-pass1' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: 'Password reset successful' });

      expect((await login(user, 'old-pass1')).status).toBe(401);
      expect((await login(user, 'new-pass1')).status).toBe(200);
    }
  });

  it('finds the account whatever the e-mail case', async () => {
    const user = await createUser(server);
    const res = await server.call('POST', '/api/auth/forgot-password', {
      query: { email: user.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(await server.lastMailTo(user.email)).toBeDefined();
  });

  it('answers 404 "Email not found" for an unknown e-mail, sending nothing', async () => {
    const codes = await rowCount(server, 'otp_codes');
    const res = await server.call('POST', '/auth/forgot-password', {
      query: { email: 'nobody-here@gmail.com' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Email not found' });
    expect(await rowCount(server, 'otp_codes')).toBe(codes);
  });

  it('answers every §5 forgot-password message', async () => {
    const noEmail = await server.call('POST', '/api/auth/forgot-password');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe('Email is required');
    const badEmail = await server.call('POST', '/api/auth/forgot-password', {
      query: { email: 'not-an-email' },
    });
    expect(badEmail.body).toEqual({
      message: 'Invalid email',
      errors: [{ field: 'email', message: 'Invalid email' }],
    });

    const email = 'someone@gmail.com';
    const verifyCases: [unknown, string][] = [
      [{ otp: '123456' }, 'Email is required'],
      [{ email: 'nope', otp: '123456' }, 'Invalid email'],
      [{ email }, 'OTP is required'],
      [{ email, otp: '12345' }, 'OTP must be 6 digits'],
      [{ email, otp: 'abcdef' }, 'OTP must be 6 digits'],
      [{ email, otp: 123456 }, 'otp must be a string'],
    ];
    for (const [body, message] of verifyCases) {
      const res = await server.call('POST', '/api/auth/verify-otp', { body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const resetCases: [unknown, string][] = [
      [{ email, otp: '123456' }, 'New password is required'],
      [{ email, otp: '123456', newPassword: 'abc' }, 'Password must be at least 6 characters'],
      [
        { email, otp: '123456', newPassword: 'x'.repeat(21) },
        'Password cannot exceed 20 characters',
      ],
      [{ email, newPassword: 'secret123' }, 'OTP is required'],
    ];
    for (const [body, message] of resetCases) {
      const res = await server.call('POST', '/api/auth/reset-password', { body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('verify counts a wrong try and leaves the code unused; reset uses it up', async () => {
    const user = await createUser(server, { password: 'old-pass2' });
    const otp = await resetCodeFor(user);
    const wrong = await server.call('POST', '/api/auth/verify-otp', {
      body: { email: user.email, otp: wrongCode(otp) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Invalid OTP',
      errors: [{ field: 'otp', message: 'Invalid OTP' }],
    });
    const row = await server.db
      .selectFrom('otp_codes')
      .select(['attempts', 'used_at'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, used_at: null });

    for (let i = 0; i < 2; i += 1) {
      const again = await server.call('POST', '/api/auth/verify-otp', {
        body: { email: user.email, otp },
      });
      expect(again.status).toBe(200);
    }
    const reset = await server.call('POST', '/api/auth/reset-password', {
      body: { email: user.email, otp, newPassword: 'new-pass2' },
    });
    expect(reset.status).toBe(200);
    const reused = await server.call('POST', '/api/auth/reset-password', {
      body: { email: user.email, otp, newPassword: 'other-pass' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This OTP has already been used. Please request a new one.');
    expect((await login(user, 'new-pass2')).status).toBe(200);
    expect((await login(user, 'other-pass')).status).toBe(401);
  });

  it('refuses a wrong code on reset, keeping the old password', async () => {
    const user = await createUser(server, { password: 'old-pass3' });
    const otp = await resetCodeFor(user);
    const res = await server.call('POST', '/api/auth/reset-password', {
      body: { email: user.email, otp: wrongCode(otp), newPassword: 'new-pass3' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP');
    expect((await login(user, 'old-pass3')).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(server, { password: 'old-pass4' });
    const otp = await resetCodeFor(user);
    await server.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    for (const path of ['/api/auth/verify-otp', '/api/auth/reset-password']) {
      const res = await server.call('POST', path, {
        body: { email: user.email, otp, newPassword: 'new-pass4' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('OTP has expired. Please request a new one.');
    }
    expect((await login(user, 'old-pass4')).status).toBe(200);
  });

  it('makes a code worthless after 5 wrong tries, even the right one', async () => {
    const user = await createUser(server, { password: 'old-pass5' });
    const otp = await resetCodeFor(user);
    for (let i = 0; i < 5; i += 1) {
      const res = await server.call('POST', '/api/auth/verify-otp', {
        body: { email: user.email, otp: wrongCode(otp) },
      });
      expect(res.body.message).toBe('Invalid OTP');
    }
    for (const path of ['/api/auth/verify-otp', '/api/auth/reset-password']) {
      const res = await server.call('POST', path, {
        body: { email: user.email, otp, newPassword: 'new-pass5' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    }
    expect((await login(user, 'old-pass5')).status).toBe(200);
  });

  it('refuses a resend within a minute', async () => {
    const user = await createUser(server);
    await resetCodeFor(user);
    const res = await server.call('POST', '/auth/forgot-password', {
      query: { email: user.email },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds? before requesting a new OTP\.$/);
  });

  it('does not accept a sign-up code as a reset code', async () => {
    const user = await createUser(server);
    await server.db
      .updateTable('users')
      .set({ email: 'elsewhere@gmail.com' })
      .where('id', '=', user.id)
      .execute();
    const sent = await server.call('POST', '/api/auth/send-registration-otp', {
      query: { email: user.email },
    });
    expect(sent.status).toBe(200);
    const otp = await otpFromOutbox(server, user.email);
    const res = await server.call('POST', '/api/auth/verify-otp', {
      body: { email: user.email, otp },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP');
  });

  it('limits code checks to 10 per 15 minutes per address and e-mail', async () => {
    const user = await createUser(server);
    const otp = await resetCodeFor(user);
    for (let i = 0; i < 10; i += 1) {
      const path = i % 2 ? '/auth/verify-otp' : '/api/auth/reset-password';
      const res = await server.call('POST', path, {
        body: { email: user.email, otp, newPassword: 'whatever1' },
        clientIp: ATTACKER,
      });
      expect(res.status).not.toBe(429);
    }
    const limited = await server.call('POST', '/api/auth/verify-otp', {
      body: { email: user.email, otp },
      clientIp: ATTACKER,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.' });
  });

  it('limits reset e-mails to 5 per 15 minutes per address and e-mail', async () => {
    const user = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await server.call(
        'POST',
        i % 2 ? '/auth/forgot-password' : '/api/auth/forgot-password',
        { query: { email: user.email }, clientIp: ATTACKER },
      );
      statuses.push(res.status);
      if (i === 5)
        expect(res.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
  });
});
