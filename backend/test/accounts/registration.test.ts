import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueMobile } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  otpFromOutbox,
  registerThroughOtp,
  requestRegistrationOtp,
  uniqueGmail,
} from './account-helpers';

const OTP_SENT = "OTP sent to your email. If you don't find it, please check your spam folder.";

/** One client for the tests of per-address limits. */
const ATTACKER = '203.0.113.8';

describe('sign-up by e-mailed code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const register = (otp: string, body: Record<string, unknown>, prefix = '/api') =>
    server.call('POST', `${prefix}/auth/register`, { query: { otp }, body });

  it('sends a code by mail and registers with it, with and without /api', async () => {
    for (const prefix of PREFIXES) {
      const email = uniqueGmail('squad');
      const mobile = uniqueMobile();
      const sent = await server.call('POST', `${prefix}/auth/send-registration-otp`, {
        query: { email },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ message: OTP_SENT });
      const mail = await server.lastMailTo(email);
      expect(mail).toContain('Subject: ');
      const otp = await otpFromOutbox(server, email);

      const res = await register(
        otp,
        { username: 'x', email, mobile, password: 'secret123' },
        prefix,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        username: email.split('@')[0],
        message: 'Registration successful',
      });

      const login = await server.call('POST', '/api/auth/login', {
        body: { mobile, password: 'secret123' },
      });
      expect(login.status).toBe(200);
      expect(login.body.username).toBe(email.split('@')[0]);
    }
  });

  it('creates no wallet row: the balance starts at nothing', async () => {
    const wallets = await rowCount(server, 'wallets');
    await registerThroughOtp(server);
    expect(await rowCount(server, 'wallets')).toBe(wallets);
  });

  it('stores codes hashed, never as sent', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    const rows = await server.db
      .selectFrom('otp_codes')
      .select(['code_hash', 'purpose'])
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('register');
    expect(rows[0]?.code_hash).not.toContain(otp);
  });

  it('accepts only Gmail addresses, with the §5 message', async () => {
    const before = await rowCount(server, 'otp_codes');
    const res = await server.call('POST', '/auth/send-registration-otp', {
      query: { email: 'john.doe@yahoo.com' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Only Gmail addresses are allowed (e.g., john.doe@gmail.com)',
      errors: [
        { field: 'email', message: 'Only Gmail addresses are allowed (e.g., john.doe@gmail.com)' },
      ],
    });
    const missing = await server.call('POST', '/api/auth/send-registration-otp');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email is required');
    expect(await rowCount(server, 'otp_codes')).toBe(before);
  });

  it('refuses a code for an e-mail that already has an account', async () => {
    const taken = await createUser(server);
    const res = await server.call('POST', '/api/auth/send-registration-otp', {
      query: { email: taken.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
    expect(await server.lastMailTo(taken.email)).toBeUndefined();
  });

  it('answers every §5 register message', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { email: 'a@outlook.com', mobile: '9876543210', password: 'secret123' },
        'email',
        'Only Gmail addresses are allowed (e.g., a@gmail.com)',
      ],
      [
        { email, mobile: '5876543210', password: 'secret123' },
        'mobile',
        'Enter a valid 10-digit mobile number starting with 6-9',
      ],
      [
        { email, mobile: '98765', password: 'secret123' },
        'mobile',
        'Enter a valid 10-digit mobile number starting with 6-9',
      ],
      [{ email, mobile: '9876543210' }, 'password', 'Please enter a password'],
      [
        { email, mobile: '9876543210', password: 'abc' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        { email, mobile: '9876543210', password: 'x'.repeat(21) },
        'password',
        'Password cannot exceed 20 characters',
      ],
      [{ email, mobile: 9876543210, password: 'secret123' }, 'mobile', 'mobile must be a string'],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(otp, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0]).toEqual({ field, message });
    }
    const noOtp = await server.call('POST', '/api/auth/register', {
      body: { email, mobile: '9876543210', password: 'secret123' },
    });
    expect(noOtp.body.message).toBe('OTP is required');
    const shortOtp = await register('12345', {
      email,
      mobile: '9876543210',
      password: 'secret123',
    });
    expect(shortOtp.status).toBe(400);
    expect(shortOtp.body.message).toBe('OTP must be 6 digits');
    // None of these used the code up or cost it a try.
    expect(
      (await register(otp, { email, mobile: uniqueMobile(), password: 'secret123' })).status,
    ).toBe(200);
  });

  it('refuses a second account for the same e-mail or mobile, changing nothing', async () => {
    const first = await registerThroughOtp(server);
    const users = await rowCount(server, 'users');

    const otherEmail = uniqueGmail();
    const otp = await requestRegistrationOtp(server, otherEmail);
    const sameMobile = await register(otp, {
      email: otherEmail,
      mobile: first.mobile,
      password: 'secret123',
    });
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.body.message).toBe('An account with this mobile number already exists');
    expect(sameMobile.body.errors).toEqual([
      { field: 'mobile', message: 'An account with this mobile number already exists' },
    ]);

    // Without a code mailed to it, nobody learns whether an e-mail has an account.
    const sameEmail = await register(otp, {
      email: first.email,
      mobile: uniqueMobile(),
      password: 'secret123',
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.errors).toEqual([expect.objectContaining({ field: 'otp' })]);
    expect(await rowCount(server, 'users')).toBe(users);

    // The refusals did not use the code up.
    const ok = await register(otp, {
      email: otherEmail,
      mobile: uniqueMobile(),
      password: 'secret123',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a wrong code, then a used one', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const body = { email, mobile: uniqueMobile(), password: 'secret123' };
    const bad = await register(wrong, body);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Invalid OTP',
      errors: [{ field: 'otp', message: 'Invalid OTP' }],
    });
    expect((await register(otp, body)).status).toBe(200);

    // The account is gone again (say an organiser removed it); its code stays used.
    await server.db.deleteFrom('users').where('email', '=', email).execute();
    const users = await rowCount(server, 'users');
    const reused = await register(otp, { ...body, mobile: uniqueMobile() });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This OTP has already been used. Please request a new one.');
    expect(await rowCount(server, 'users')).toBe(users);
  });

  it('refuses a code without any request for it', async () => {
    const res = await register('123456', {
      email: uniqueGmail(),
      mobile: uniqueMobile(),
      password: 'secret123',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP');
  });

  it('refuses an expired code', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    await server.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const users = await rowCount(server, 'users');
    const res = await register(otp, { email, mobile: uniqueMobile(), password: 'secret123' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OTP has expired. Please request a new one.');
    expect(await rowCount(server, 'users')).toBe(users);
  });

  it('makes a code worthless after 5 wrong tries, even the right one', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const body = { email, mobile: uniqueMobile(), password: 'secret123' };
    for (let i = 0; i < 5; i += 1) {
      const res = await register(wrong, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid OTP');
    }
    const right = await register(otp, body);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.');

    // A new code, once the minute has passed, works again.
    await server.db
      .updateTable('otp_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('email', '=', email)
      .execute();
    const fresh = await requestRegistrationOtp(server, email);
    expect((await register(fresh, body)).status).toBe(200);
  });

  it('refuses a resend within a minute, and the first code stays valid', async () => {
    const email = uniqueGmail();
    const otp = await requestRegistrationOtp(server, email);
    const codes = await rowCount(server, 'otp_codes');
    const resend = await server.call('POST', '/auth/send-registration-otp', { query: { email } });
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/^Please wait \d+ seconds? before requesting a new OTP\.$/);
    expect(await rowCount(server, 'otp_codes')).toBe(codes);
    const res = await register(otp, { email, mobile: uniqueMobile(), password: 'secret123' });
    expect(res.status).toBe(200);
  });

  it('only the newest code counts once a new one is sent', async () => {
    const email = uniqueGmail();
    const first = await requestRegistrationOtp(server, email);
    await server.db
      .updateTable('otp_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('email', '=', email)
      .execute();
    const second = await requestRegistrationOtp(server, email);
    const body = { email, mobile: uniqueMobile(), password: 'secret123' };
    if (first !== second) {
      expect((await register(first, body)).body.message).toBe('Invalid OTP');
    }
    expect((await register(second, body)).status).toBe(200);
  });

  it('limits code e-mails to 5 per 15 minutes per address and e-mail', async () => {
    const email = uniqueGmail();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const path = i % 2 ? '/auth/send-registration-otp' : '/api/auth/send-registration-otp';
      const res = await server.call('POST', path, { query: { email }, clientIp: ATTACKER });
      statuses.push(res.status);
    }
    // The first is sent; the next four wait for the minute to pass.
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    const limited = await server.call('POST', '/auth/send-registration-otp', {
      query: { email },
      clientIp: ATTACKER,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another e-mail has a counter of its own.
    await requestRegistrationOtp(server, uniqueGmail());
  });
});

describe('usernames derived from the e-mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('uses the part before the at sign, whatever the client sent', async () => {
    const { username } = await registerThroughOtp(server, { email: 'ace.sniper_07@gmail.com' });
    expect(username).toBe('ace.sniper_07');
  });

  it('keeps only letters, digits, dots and underscores', async () => {
    const { username } = await registerThroughOtp(server, { email: "o'brien+ff-max@gmail.com" });
    expect(username).toBe('obrienffmax');
  });

  it('adds the smallest free numeric suffix when the name is taken, regardless of case', async () => {
    await createUser(server, { username: 'Booyah' });
    const first = await registerThroughOtp(server, { email: 'booyah@gmail.com' });
    expect(first.username).toBe('booyah1');
    await createUser(server, { username: 'BOOYAH2' });
    const second = await registerThroughOtp(server, { email: 'booyah+ff@gmail.com' });
    expect(second.username).toBe('booyahff');
    const third = await registerThroughOtp(server, { email: 'boo+yah@gmail.com' });
    expect(third.username).toBe('booyah3');
  });

  it('falls back to "player" when nothing usable is left, and stays within 30 characters', async () => {
    const symbols = await registerThroughOtp(server, { email: '+++@gmail.com' });
    expect(symbols.username).toBe('player');
    const long = 'a'.repeat(40);
    const first = await registerThroughOtp(server, { email: `${long}@gmail.com` });
    expect(first.username).toBe('a'.repeat(30));
    const second = await registerThroughOtp(server, { email: `${long}.b@gmail.com` });
    expect(second.username).toBe(`${'a'.repeat(29)}1`);
  });
});
