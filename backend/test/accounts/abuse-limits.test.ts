import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryptRuns } from '../../src/features/accounts/passwords';
import { RATE_LIMIT_RULES } from '../../src/http/auth-rate-limits';
import { createUser, uniqueMobile } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { uniqueGmail } from './account-helpers';

/** Lock-outs, floods and enumeration, each tried as an attacker would. */

const LIMITED = { message: 'Too many attempts. Please try again later.' };

describe('an attacker at one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (mobile: string, password: string, clientIp: string) =>
    server.call('POST', '/api/auth/login', { body: { mobile, password }, clientIp });

  it('cannot lock the owner out: ten wrong guesses block only the guessing address', async () => {
    const owner = await createUser(server, { password: 'right-pass1' });
    for (let i = 0; i < 10; i += 1) {
      expect((await login(owner.mobile, `guess-${i}`, '203.0.113.20')).status).toBe(401);
    }
    const blocked = await login(owner.mobile, 'right-pass1', '203.0.113.20');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(LIMITED);
    // The owner, elsewhere, with the right password.
    const ownLogin = await login(owner.mobile, 'right-pass1', '198.51.100.20');
    expect(ownLogin.status).toBe(200);
    expect(ownLogin.body.jwt).toEqual(expect.any(String));
  });

  it('cannot dodge the count by naming other addresses from outside this machine', async () => {
    const owner = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // A caller that is not the gateway (not loopback, no shared secret) names a new address
      // each time; the backend counts its real address instead.
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.77',
        headers: { 'x-client-ip': `192.0.2.${i + 1}` },
        payload: { mobile: owner.mobile, password: `guess-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('runs scrypt only within its budget during a 300-attempt flood, and the owner still logs in', async () => {
    const owner = await createUser(server, { password: 'right-pass2' });
    // The decoy hash that unknown mobiles are checked against is made once, on first use.
    expect((await login(uniqueMobile(), 'whatever1', '198.51.100.31')).status).toBe(401);
    const before = scryptRuns();
    const flood = Array.from({ length: 300 }, () =>
      login(uniqueMobile(), 'whatever1', '203.0.113.30'),
    );
    const ownLogin = login(owner.mobile, 'right-pass2', '198.51.100.30');
    const statuses = (await Promise.all(flood)).map((res) => res.status);
    expect((await ownLogin).status).toBe(200);

    const budget = RATE_LIMIT_RULES.hashingPerAddress.points;
    expect(statuses.filter((status) => status === 401)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - budget);
    // The flood's budget plus the owner's one check: nothing else was hashed.
    expect(scryptRuns() - before).toBe(budget + 1);
  });

  /** One more code mail than an address may ask for, each to a new e-mail: the statuses. */
  async function mailEveryNewAddress(path: string, clientIp: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_RULES.codeMailsPerAddress.points; i += 1) {
      const res = await server.call('POST', path, { query: { email: uniqueGmail() }, clientIp });
      statuses.push(res.status);
    }
    return statuses;
  }

  it('cannot have sign-up codes mailed to any number of addresses', async () => {
    const { points } = RATE_LIMIT_RULES.codeMailsPerAddress;
    expect(await mailEveryNewAddress('/api/auth/send-registration-otp', '203.0.113.40')).toEqual([
      ...Array(points).fill(200),
      429,
    ]);
  });

  it('can ask whether e-mails have accounts only a bounded number of times', async () => {
    const { points } = RATE_LIMIT_RULES.codeMailsPerAddress;
    // The spec's client needs the 404 for an unknown e-mail; the limit bounds what it tells.
    expect(await mailEveryNewAddress('/api/auth/forgot-password', '203.0.113.41')).toEqual([
      ...Array(points).fill(404),
      429,
    ]);
  });
});

describe('limits of a logged-in player', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('guesses team codes at most 10 times in 15 minutes; the refusal is in `error`', async () => {
    const player = await createUser(server);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestServer['call']>> | undefined;
    for (let i = 0; i <= RATE_LIMIT_RULES.teamJoinsPerPlayer.points; i += 1) {
      last = await server.call('POST', '/api/teams/join', {
        token: player.token,
        body: { tournamentId: 1, teamCode: `GUESS${i}`, playerInGameName: 'Sniper' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({ error: LIMITED.message });
  });

  it('sends wallet requests within a limit the backend keeps itself', async () => {
    const player = await createUser(server);
    const { points } = RATE_LIMIT_RULES.walletRequestsPerPlayer;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i += 1) {
      const res = await server.call('POST', '/api/wallet/add-money', {
        token: player.token,
        body: { amount: 1, transactionId: `UTRLIMIT${Date.now()}${i}`, bankUsername: 'Me' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(points).fill(200), 429]);
  });
});
