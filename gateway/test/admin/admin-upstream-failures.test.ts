import { HttpResponse, delay, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../src/errors/error-model';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { ADMIN_TOURNAMENT, PENDING_WITHDRAWAL, adminTestTokens } from './admin-upstream-fixtures';

/**
 * The new organiser routes failing as a broken or slow backend would, served by msw at the
 * network: every failure leaves as one of the fixed codes with the gateway's own sentence,
 * never the upstream's SQL, stack or paths.
 */

type Method = 'get' | 'post' | 'put';

interface Case {
  name: string;
  method: Method;
  path: string;
  query: string;
}

const cases: Case[] = [
  {
    name: 'today',
    method: 'get',
    path: '/api/admin/today',
    query: '{ admin { today { pendingDeposits { count } } } }',
  },
  {
    name: 'audit',
    method: 'get',
    path: '/api/admin/audit',
    query: '{ admin { audit { entries { id } } } }',
  },
  {
    name: 'tournaments',
    method: 'get',
    path: '/api/admin/tournaments',
    query: '{ admin { tournaments { id } } }',
  },
  {
    name: 'tournament',
    method: 'get',
    path: '/api/admin/tournaments/41',
    query: '{ admin { tournament(id: "41") { id } } }',
  },
  {
    name: 'cancellation',
    method: 'get',
    path: '/api/admin/tournaments/41/cancellation',
    query: '{ admin { tournament(id: "41") { cancellation { entries } } } }',
  },
  {
    name: 'results',
    method: 'get',
    path: '/api/admin/tournaments/41/results',
    query: '{ admin { tournament(id: "41") { matches { matchNumber } } } }',
  },
  {
    name: 'transaction',
    method: 'get',
    path: '/api/admin/wallet/transactions/77',
    query: '{ admin { transaction(id: "77") { id } } }',
  },
  {
    name: 'user',
    method: 'get',
    path: '/api/admin/users/3',
    query: '{ admin { user(id: "3") { id } } }',
  },
  {
    name: 'ledger',
    method: 'get',
    path: '/api/admin/users/3/ledger',
    query: '{ admin { user(id: "3") { ledger { id } } } }',
  },
  {
    name: 'entries',
    method: 'get',
    path: '/api/admin/users/3/entries',
    query: '{ admin { user(id: "3") { entries { teamId } } } }',
  },
  {
    name: 'setTeamStatus',
    method: 'put',
    path: '/api/admin/tournaments/41/teams/8/status',
    query:
      'mutation { setTeamStatus(tournamentId: "41", teamId: "8", status: ACTIVE) { errors { message } } }',
  },
  {
    name: 'unbanUser',
    method: 'post',
    path: '/api/admin/users/3/unban',
    query: 'mutation { unbanUser(id: "3") { errors { message } } }',
  },
  {
    name: 'approveTransaction',
    method: 'post',
    path: '/api/admin/wallet/transactions/77/approve',
    query:
      'mutation { approveTransaction(id: "77", reference: "AXIS0012345678") { errors { message } } }',
  },
];

/** What a crashing backend might put in its 500: a query, its error and a stack frame. */
const SQL_FAILURE = {
  message:
    'select * from audit_entries where tournament_id = $1 order by id desc limit $2 - relation "audit_entries" does not exist',
  stack:
    'error: relation "audit_entries" does not exist\n    at /srv/backend/src/features/audit/audit-repository.ts:42:7',
};
const LEAKS = /select|audit_entries|relation|repository|\.ts:|\/srv\//i;

/** The reads the failing one needs besides itself, answered well. */
const goodReads = [
  http.get('*/api/admin/tournaments/41', () => HttpResponse.json(ADMIN_TOURNAMENT)),
  http.get('*/api/admin/wallet/transactions/77', () => HttpResponse.json(PENDING_WITHDRAWAL)),
  http.get('*/api/admin/users/3', () =>
    HttpResponse.json({
      id: 3,
      username: 'player3',
      email: 'player3@gmail.com',
      mobile: '9000000003',
      role: 'player',
      banned: false,
      banReason: null,
      bannedAt: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      bio: null,
      balance: 0,
    }),
  ),
];

describe('failures of the new organiser routes through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const failing = ({ method, path }: Case, answer: () => Promise<Response> | Response) =>
    // The failing route first: msw takes the first handler that matches.
    upstream.use(tokens.jwks, http[method](`*${path}`, answer), ...goodReads);

  it.each(cases)('$name: a 500 with SQL in it is UPSTREAM_ERROR, and nothing of it', async (c) => {
    failing(c, () => HttpResponse.json(SQL_FAILURE, { status: 500 }));
    const result = await gateway.graphql(c.query, {}, { token: tokens.admin });
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: GENERIC_MESSAGES.UPSTREAM_ERROR,
        extensions: { code: 'UPSTREAM_ERROR' },
      }),
    ]);
    expect(JSON.stringify(result.body)).not.toMatch(LEAKS);
  });

  it.each(cases)(
    '$name: an upstream that does not answer in time is UPSTREAM_UNAVAILABLE',
    async (c) => {
      failing(c, async () => {
        await delay(5_000);
        return HttpResponse.json({});
      });
      const result = await gateway.graphql(c.query, {}, { token: tokens.admin });
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          message: GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      ]);
    },
  );

  it('answers an audit record of an action the schema does not know as UPSTREAM_ERROR', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({
          entries: [
            {
              id: 1,
              createdAt: '2026-11-24T18:30:00.000Z',
              actorId: 1,
              actorUsername: 'organiser1',
              action: 'DROP_TABLE_USERS',
              subjectType: 'tournament',
              subjectId: 41,
              tournamentId: 41,
              userId: null,
              summary: 'Something new',
              reason: null,
              before: null,
              after: null,
            },
          ],
          nextBefore: null,
        }),
      ),
    );
    const result = await gateway.graphql(
      '{ admin { audit { entries { id action } } } }',
      {},
      { token: tokens.admin },
    );
    expect(result.body.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_ERROR']);
    expect(JSON.stringify(result.body)).not.toMatch(/DROP_TABLE/);
  });
});
