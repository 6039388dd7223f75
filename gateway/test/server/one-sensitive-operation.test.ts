import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SENSITIVE_MUTATIONS } from '../../src/http/one-sensitive-operation';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { testSigningKey } from '../upstream/upstream-fixtures';

/**
 * One sign-in, code, password, logout or money operation per request (decisions 011, 025):
 * repeated by aliases, behind fragments or in a batch, it is refused before anything runs.
 */

const REFUSED = {
  message:
    'Nothing was done: this request asks for more than one sign-in, code, password, logout or ' +
    'money operation. Send each of them in a request of its own.',
  extensions: { code: 'TOO_MANY_SENSITIVE_OPERATIONS' },
};

/** Each sensitive mutation with arguments that pass the gateway's own rules. */
const CALLS: Record<string, (n: number) => string> = {
  login: (n) => `login(mobile: "98765432${10 + n}", password: "guess123")`,
  register: (n) =>
    `register(input: { email: "new${n}@gmail.com", mobile: "98765432${10 + n}", password: "secret123", otp: "123456" })`,
  requestRegistrationOtp: (n) => `requestRegistrationOtp(email: "code${n}@gmail.com")`,
  requestPasswordReset: (n) => `requestPasswordReset(email: "reset${n}@gmail.com")`,
  verifyPasswordResetOtp: (n) =>
    `verifyPasswordResetOtp(email: "verify${n}@gmail.com", otp: "123456")`,
  resetPassword: (n) =>
    `resetPassword(email: "set${n}@gmail.com", otp: "123456", newPassword: "secret123")`,
  logout: () => 'logout',
  logoutAllDevices: () => 'logoutAllDevices',
  bookSlot: (n) =>
    `bookSlot(input: { tournamentId: "${n}", teamName: "Blaze", inGameName: "ace", player2: "b", player3: "c", player4: "d", whatsappNumber: "9876543210" })`,
  createTeam: (n) =>
    `createTeam(input: { tournamentId: "${n}", teamName: "Blaze", iglInGameName: "ace", whatsappNumber: "9876543210" })`,
  joinTeam: (n) =>
    `joinTeam(input: { tournamentId: "${n}", teamCode: "ABC123", playerInGameName: "ace" })`,
  requestDeposit: (n) =>
    `requestDeposit(input: { amount: "250", transactionId: "41234567890${n}", bankUsername: "Rahul" })`,
  requestWithdrawal: () =>
    'requestWithdrawal(input: { amount: "100", beneficiaryName: "Rahul", upiId: "rahul@upi", phonePeNumber: "9876543210" })',
  approveTransaction: (n) => `approveTransaction(id: "${n}", reference: "UPIREF12345${n}")`,
  rejectTransaction: (n) => `rejectTransaction(id: "${n}", note: "The UTR does not match")`,
  payWinnings: (n) =>
    `payWinnings(tournamentId: "${n}", payouts: [{ userId: "3", amount: "100" }])`,
  updateTournament: (n) => `updateTournament(id: "${n}", patch: { status: CANCELLED })`,
};

const field = (name: string, n: number) => `${CALLS[name]!(n)} { __typename }`;

describe('one sensitive operation per request', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let token: string;

  /** What reached the platform, the gateway's own key fetch aside. */
  const platformCalls = () =>
    upstream.requests.filter((request) => !request.path.startsWith('/.well-known/'));

  beforeAll(async () => {
    const signing = await testSigningKey();
    // Any platform call is answered, so nothing but the rule under test stops a mutation.
    upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      http.all('*', () => HttpResponse.json({ message: 'ok' })),
    );
    gateway = await startGateway(upstream.url);
    // An organiser's token: the organiser's money mutations would run with it.
    token = await signing.sign({ sub: '7', role: 'admin' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it('covers every sign-in, code, password, logout and money mutation', () => {
    expect([...SENSITIVE_MUTATIONS].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS))(
    '%s: alone it reaches the platform; twice by aliases, nothing does',
    async (name) => {
      const alone = await gateway.graphql(`mutation { ${field(name, 1)} }`, {}, { token });
      expect(alone.body.errors?.[0]?.extensions?.code).not.toBe(REFUSED.extensions.code);
      expect(platformCalls().length).toBeGreaterThan(0);

      upstream.requests.length = 0;
      const twice = await gateway.graphql(
        `mutation { a: ${field(name, 2)} b: ${field(name, 3)} }`,
        {},
        { token },
      );
      // Refused by validation: a 200 to application/json, as the spec asks (decision 028).
      expect(twice.status).toBe(200);
      expect(twice.body).toEqual({ errors: [expect.objectContaining(REFUSED)] });
      expect(platformCalls()).toEqual([]);
    },
  );

  it('counts two different ones, a money one behind a sign-in', async () => {
    const res = await gateway.graphql(
      `mutation { ${field('login', 4)} ${field('requestWithdrawal', 4)} }`,
      {},
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]).toMatchObject(REFUSED);
    expect(platformCalls()).toEqual([]);
  });

  it('counts them behind named and inline fragments', async () => {
    const res = await gateway.graphql(
      `mutation { ...Deposit ... on Mutation { ${field('requestDeposit', 5)} } }
       fragment Deposit on Mutation { ${field('requestDeposit', 6)} }`,
      {},
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]).toMatchObject(REFUSED);
    expect(platformCalls()).toEqual([]);
  });

  it('lets one sensitive mutation go with harmless ones beside it', async () => {
    const res = await gateway.graphql(
      `mutation { ${field('logout', 7)} markAllNotificationsRead { __typename } }`,
      {},
      { token },
    );
    expect(res.body.errors?.[0]?.extensions?.code).not.toBe(REFUSED.extensions.code);
    expect(platformCalls().map((request) => request.path)).toContain('/api/auth/logout');
  });

  it('refuses a batch (a JSON array) of two logins: the platform is never asked', async () => {
    const login = { query: `mutation { ${field('login', 8)} }` };
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([login, login]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message:
            'Send one operation per request: batched requests (a JSON array) are not accepted.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    expect(upstream.requests).toEqual([]);
  });

  it('runs no mutation sent by GET', async () => {
    const query = encodeURIComponent(`mutation { ${field('login', 9)} }`);
    const response = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(405);
    expect((await response.json()).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.requests).toEqual([]);
  });
});
