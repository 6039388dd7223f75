import { randomInt } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_CALLS_PER_REQUEST } from '../../src/call-budgets';
import { type GraphQLResult, type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { testSigningKey } from './upstream-fixtures';

/**
 * Visitors' upstream work is limited per address per minute (decision 028): one anonymous
 * query may cost up to UPSTREAM_CALLS_PER_REQUEST backend calls, and without a limit on how
 * often, one address could keep the backend busy at will.
 */

/**
 * A tournament's standings cost two reads (overall, the matches' penalties and corrections) plus
 * one per match. The tournaments have one match each but the last, which has as many as make
 * the whole query cost exactly the budget.
 */
const TOURNAMENTS = Math.floor((UPSTREAM_CALLS_PER_REQUEST - 2) / 3);
const LAST_MATCHES = UPSTREAM_CALLS_PER_REQUEST - 2 - 3 * (TOURNAMENTS - 1) - 2;
const row = (tournId: number) => ({
  tournId,
  tournName: `Cup ${tournId}`,
  tournPp: 5000,
  entryFee: 50,
  totalSlots: 12,
  slotsAvail: 10,
  matchesCount: tournId === TOURNAMENTS ? LAST_MATCHES : 1,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2026-11-24T18:00:00.000Z',
  status: 'upcoming',
});

/** Both lists, then every tournament's standings: exactly the per-request budget of calls. */
const COSTLY = '{ tournaments { id standings { overall { rank } } } }';

/** Five requests' worth, so a test's minute is not spent waiting on 1,200 calls. */
const BUDGET = 5 * UPSTREAM_CALLS_PER_REQUEST;

const VISITORS = '203.0.113.5';
const NEIGHBOURS = '203.0.113.6';

describe('upstream work of visitors, per address per minute', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let token: string;

  beforeAll(async () => {
    const signing = await testSigningKey();
    upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      http.get('*/api/tourney/tournaments', () =>
        HttpResponse.json(Array.from({ length: TOURNAMENTS }, (_, i) => row(i + 1))),
      ),
      http.get('*/api/special/tournaments', () => HttpResponse.json([])),
      http.get(/\/api\/points\//, () => HttpResponse.json([])),
    );
    // One proxy in front, so each test request names its client's address.
    gateway = await startGateway(upstream.url, {
      TRUST_PROXY_HOPS: '1',
      ANONYMOUS_UPSTREAM_PER_MINUTE: String(BUDGET),
    });
    token = await signing.sign({ sub: '3', role: 'player' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const platformCalls = () =>
    upstream.requests.filter((request) => !request.path.startsWith('/.well-known/')).length;

  async function costly(address: string, options: { token?: string } = {}) {
    const before = platformCalls();
    const answer = await gateway.graphql(
      COSTLY,
      {},
      { ...options, headers: { 'x-forwarded-for': address } },
    );
    return { answer, calls: platformCalls() - before };
  }

  const codesOf = (answer: GraphQLResult) => [
    ...new Set(answer.body.errors?.map((error) => error.extensions?.code)),
  ];

  it('refuses an address past its budget without calling the platform; others still pass', async () => {
    const allowed = BUDGET / UPSTREAM_CALLS_PER_REQUEST;
    for (let request = 0; request < allowed; request += 1) {
      const { answer, calls } = await costly(VISITORS);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.tournaments).toHaveLength(TOURNAMENTS);
      expect(calls).toBe(UPSTREAM_CALLS_PER_REQUEST);
    }

    const refused = await costly(VISITORS);
    expect(refused.calls).toBe(0);
    expect(refused.answer.status).toBe(429);
    expect(refused.answer.headers.get('retry-after')).toBe('60');
    expect(codesOf(refused.answer)).toEqual(['RATE_LIMITED']);
    expect(refused.answer.body.errors?.[0]?.message).toBe(
      'Too many requests from your network. Please try again in a minute.',
    );

    const neighbours = await costly(NEIGHBOURS);
    expect(neighbours.answer.body.errors).toBeUndefined();
    expect(neighbours.calls).toBe(UPSTREAM_CALLS_PER_REQUEST);

    const player = await costly(VISITORS, { token });
    expect(player.answer.body.errors).toBeUndefined();
    expect(player.calls).toBe(UPSTREAM_CALLS_PER_REQUEST);
  });

  it('is one budget across gateway copies sharing Redis', async () => {
    const env = {
      TRUST_PROXY_HOPS: '1',
      ANONYMOUS_UPSTREAM_PER_MINUTE: String(UPSTREAM_CALLS_PER_REQUEST),
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    const first = await startGateway(upstream.url, env);
    const second = await startGateway(upstream.url, env);
    // An address of this run only: Redis keeps a minute's counters between runs.
    const address = `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    const ask = (gatewayCopy: TestGateway) =>
      gatewayCopy.graphql(COSTLY, {}, { headers: { 'x-forwarded-for': address } });
    try {
      expect((await ask(first)).body.errors).toBeUndefined();
      const before = platformCalls();
      const refused = await ask(second);
      expect(refused.status).toBe(429);
      expect(platformCalls()).toBe(before);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
