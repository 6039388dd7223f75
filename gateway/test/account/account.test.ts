import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueMobile } from '../../../backend/test/support/fixtures';
import { RATE_LIMITED_MESSAGE } from '../../src/rate-limits';
import { type TestStack, startStack } from '../support/gateway-server';
import {
  PAYLOAD_FIELDS,
  mailedCode,
  playerCalls,
  upstreamCallsOf,
  withoutUpstreamCall,
} from './upstream-calls';

const REQUEST_OTP = `mutation ($email: String!) { requestRegistrationOtp(email: $email) { ${PAYLOAD_FIELDS} } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ${PAYLOAD_FIELDS} token username } }`;
const LOGIN = `mutation ($mobile: String!, $password: String!) { login(mobile: $mobile, password: $password) { ${PAYLOAD_FIELDS} token username } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { ${PAYLOAD_FIELDS} } }`;
const VERIFY_RESET = `mutation ($email: String!, $otp: String!) { verifyPasswordResetOtp(email: $email, otp: $otp) { ${PAYLOAD_FIELDS} } }`;
const RESET = `mutation ($email: String!, $otp: String!, $newPassword: String!) { resetPassword(email: $email, otp: $otp, newPassword: $newPassword) { ${PAYLOAD_FIELDS} } }`;
const VIEWER = `{ viewer { id displayId username email mobile bio pictureUrl stats { tournamentsPlayed wins kills } wallet { balance { paise rupees formatted } transactions { id } } tournaments { kind } } }`;

const newEmail = (name = 'gamer') =>
  `${name}${Date.now().toString(36)}${randomInt(100_000)}@gmail.com`;

describe('accounts through the gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('registers with a mailed code, logs in and reads the new viewer', async () => {
    const email = newEmail('arjun.k');
    const mobile = uniqueMobile();
    const sent = await stack.gateway.graphql(REQUEST_OTP, { email });
    expect(sent.body.data.requestRegistrationOtp).toEqual({
      errors: [],
      message: "OTP sent to your email. If you don't find it, please check your spam folder.",
    });

    const otp = await mailedCode(stack, email);
    const registered = await stack.gateway.graphql(REGISTER, {
      input: { email, mobile, password: 'secret123', otp },
    });
    const username = email.split('@')[0];
    expect(registered.body.data.register).toEqual({
      errors: [],
      message: 'Registration successful',
      token: expect.any(String),
      username,
    });

    const login = await stack.gateway.graphql(LOGIN, { mobile, password: 'secret123' });
    expect(login.body.data.login).toEqual({
      errors: [],
      message: null,
      token: expect.any(String),
      username,
    });

    const viewer = await stack.gateway.graphql(VIEWER, {}, { token: login.body.data.login.token });
    const { id } = viewer.body.data.viewer;
    expect(viewer.body.data.viewer).toEqual({
      id: expect.stringMatching(/^\d+$/),
      displayId: `#AEI00${id}`,
      username,
      email,
      mobile,
      bio: null,
      pictureUrl: null,
      stats: { tournamentsPlayed: 0, wins: 0, kills: 0 },
      wallet: { balance: { paise: 0, rupees: '0.00', formatted: '₹0' }, transactions: [] },
      tournaments: [],
    });
  });

  it('sends the username the client derives from the e-mail, and the code as a query parameter', async () => {
    const email = newEmail('priya');
    await stack.gateway.graphql(REQUEST_OTP, { email });
    const otp = await mailedCode(stack, email);
    const calls = await upstreamCallsOf(stack, () =>
      stack.gateway.graphql(REGISTER, {
        input: { email, mobile: uniqueMobile(), password: 'secret123', otp },
      }),
    );
    expect(calls).toEqual(['POST /api/auth/register']);
    const request = playerCalls(stack).at(-1);
    expect(request?.url).toBe(`/api/auth/register?otp=${otp}`);
  });

  it.each([
    [
      'a registration code for a non-Gmail address',
      REQUEST_OTP,
      { email: 'someone@yahoo.com' },
      [{ field: 'email', message: 'Only Gmail addresses are allowed (e.g., someone@gmail.com)' }],
    ],
    [
      'a registration with a bad mobile and a short code',
      REGISTER,
      {
        input: { email: 'ravi@gmail.com', mobile: '5123456789', password: 'secret123', otp: '12' },
      },
      [
        { field: 'mobile', message: 'Enter a valid 10-digit mobile number starting with 6-9' },
        { field: 'otp', message: 'OTP must be 6 digits' },
      ],
    ],
    [
      'a login without a mobile and with a short password',
      LOGIN,
      { mobile: '', password: '123' },
      [
        { field: 'mobile', message: 'Please enter a mobile number' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    ],
    [
      'a login with a 9-digit mobile and a long password',
      LOGIN,
      { mobile: '987654321', password: 'x'.repeat(21) },
      [
        { field: 'mobile', message: 'Mobile number must be exactly 10 digits' },
        { field: 'password', message: 'Password cannot exceed 20 characters' },
      ],
    ],
    [
      'a reset code for no e-mail',
      REQUEST_RESET,
      { email: '' },
      [{ field: 'email', message: 'Email is required' }],
    ],
    [
      'a reset code for a malformed e-mail',
      REQUEST_RESET,
      { email: 'not-an-email' },
      [{ field: 'email', message: 'Invalid email' }],
    ],
    [
      'a check without a code',
      VERIFY_RESET,
      { email: 'ravi@gmail.com', otp: '' },
      [{ field: 'otp', message: 'OTP is required' }],
    ],
    [
      'a reset without a new password',
      RESET,
      { email: 'ravi@gmail.com', otp: '123456', newPassword: '' },
      [{ field: 'newPassword', message: 'New password is required' }],
    ],
  ])(
    'refuses %s with the §5 messages, without calling the platform',
    async (_case, query, variables, expected) => {
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(query, variables),
      );
      const payload = Object.values(result.body.data)[0] as { errors: unknown[]; message: string };
      expect(payload.errors).toEqual(expected.map((error) => ({ ...error, code: 'INVALID' })));
      expect(payload.message).toBe(expected[0]?.message);
    },
  );

  it("passes the platform's message through for a mobile that already has an account", async () => {
    const existing = await createUser(stack.backend);
    // With the right code only: without it the platform says nothing about the mobile.
    const email = newEmail();
    await stack.gateway.graphql(REQUEST_OTP, { email });
    const otp = await mailedCode(stack, email);
    const result = await stack.gateway.graphql(REGISTER, {
      input: { email, mobile: existing.mobile, password: 'secret123', otp },
    });
    expect(result.body.data.register).toEqual({
      errors: [
        {
          field: 'mobile',
          code: 'CONFLICT',
          message: 'An account with this mobile number already exists',
        },
      ],
      message: 'An account with this mobile number already exists',
      token: null,
      username: null,
    });
  });

  it('refuses a wrong code at registration on the code field', async () => {
    const email = newEmail();
    await stack.gateway.graphql(REQUEST_OTP, { email });
    const right = await mailedCode(stack, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const result = await stack.gateway.graphql(REGISTER, {
      input: { email, mobile: uniqueMobile(), password: 'secret123', otp: wrong },
    });
    expect(result.body.data.register.errors).toEqual([
      { field: 'otp', code: 'INVALID', message: 'Invalid OTP' },
    ]);
  });

  it('answers a wrong password as a payload error with the platform message', async () => {
    const player = await createUser(stack.backend);
    const result = await stack.gateway.graphql(LOGIN, {
      mobile: player.mobile,
      password: 'wrongpass',
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.login).toEqual({
      errors: [{ field: null, code: 'INVALID', message: 'Invalid mobile number or password' }],
      message: 'Invalid mobile number or password',
      token: null,
      username: null,
    });
  });

  it('resets a forgotten password with the mailed code', async () => {
    const player = await createUser(stack.backend);
    const sent = await stack.gateway.graphql(REQUEST_RESET, { email: player.email });
    expect(sent.body.data.requestPasswordReset).toEqual({
      errors: [],
      message: 'OTP sent to your email.',
    });
    const otp = await mailedCode(stack, player.email);
    const wrong = otp === '000000' ? '111111' : '000000';

    const refused = await stack.gateway.graphql(VERIFY_RESET, { email: player.email, otp: wrong });
    expect(refused.body.data.verifyPasswordResetOtp.errors).toEqual([
      { field: 'otp', code: 'INVALID', message: 'Invalid OTP' },
    ]);
    const verified = await stack.gateway.graphql(VERIFY_RESET, { email: player.email, otp });
    expect(verified.body.data.verifyPasswordResetOtp).toEqual({
      errors: [],
      message: 'OTP verified',
    });
    const reset = await stack.gateway.graphql(RESET, {
      email: player.email,
      otp,
      newPassword: 'fresh-pass1',
    });
    expect(reset.body.data.resetPassword).toEqual({
      errors: [],
      message: 'Password reset successful',
    });

    const login = await stack.gateway.graphql(LOGIN, {
      mobile: player.mobile,
      password: 'fresh-pass1',
    });
    expect(login.body.data.login.token).toEqual(expect.any(String));
  });

  it('answers an unknown e-mail on reset with NOT_FOUND and the platform message', async () => {
    const result = await stack.gateway.graphql(REQUEST_RESET, { email: newEmail('nobody') });
    expect(result.body.data.requestPasswordReset).toEqual({
      errors: [{ field: null, code: 'NOT_FOUND', message: 'Email not found' }],
      message: 'Email not found',
    });
  });

  it('stops logins for one mobile after 10 attempts, without calling the platform', async () => {
    const player = await createUser(stack.backend);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const result = await stack.gateway.graphql(LOGIN, {
        mobile: player.mobile,
        password: 'wrongpass',
      });
      expect(result.body.data.login.errors[0].code).toBe('INVALID');
    }
    const limited = await withoutUpstreamCall(stack, () =>
      stack.gateway.graphql(LOGIN, { mobile: player.mobile, password: player.password }),
    );
    expect(limited.body.data.login).toEqual({
      errors: [{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }],
      message: RATE_LIMITED_MESSAGE,
      token: null,
      username: null,
    });

    const other = await createUser(stack.backend);
    const allowed = await stack.gateway.graphql(LOGIN, {
      mobile: other.mobile,
      password: other.password,
    });
    expect(allowed.body.data.login.token).toEqual(expect.any(String));
  });

  it('stops code mails for one e-mail after 5 requests, without calling the platform', async () => {
    const email = newEmail('spam');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await stack.gateway.graphql(REQUEST_RESET, { email });
    }
    const limited = await withoutUpstreamCall(stack, () =>
      stack.gateway.graphql(REQUEST_RESET, { email: email.toUpperCase() }),
    );
    expect(limited.body.data.requestPasswordReset.errors).toEqual([
      { field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
    ]);
    const registration = await withoutUpstreamCall(stack, () =>
      stack.gateway.graphql(REQUEST_OTP, { email }),
    );
    expect(registration.body.data.requestRegistrationOtp.errors[0].code).toBe('RATE_LIMITED');
  });
});
