import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The contract with the gateway: every call of SPEC §7, every organiser call of the backend
 * issue and every live call is in the OpenAPI document, and each answers under /api and without it.
 */
const SPEC_CALLS = [
  'GET /tourney/tournaments',
  'GET /special/tournaments',
  'GET /tourney/tournament/{}',
  'GET /special/tournament/{}',
  'GET /user/get-blogs',
  'POST /auth/login',
  'POST /auth/send-registration-otp',
  'POST /auth/register',
  'POST /auth/forgot-password',
  'POST /auth/verify-otp',
  'POST /auth/reset-password',
  'GET /bookings/my-tournaments',
  'GET /bookings/isBooked/{}',
  'GET /bookings/get-team-details/{}',
  'GET /tourney/{}/room-details',
  'GET /points/getResultsByTournId',
  'GET /points/getResultsByTournId&MatchId',
  'GET /v1/profile/me',
  'PUT /v1/profile/update-picture',
  'PUT /v1/profile/update',
  'GET /wallet/balance',
  'POST /wallet/withdraw',
  'POST /wallet/add-money',
  'GET /wallet/transactions',
  'POST /bookings/slot',
  'GET /teams/bookings/{}',
  'GET /teams/my-team',
  'POST /teams/create',
  'POST /teams/join',
  'GET /products.json',
];

const ORGANISER_CALLS = [
  'POST /admin/tournaments',
  'PATCH /admin/tournaments/{}',
  'PUT /admin/tournaments/{}/room',
  'POST /admin/tournaments/{}/results',
  'GET /admin/wallet/transactions',
  'POST /admin/wallet/transactions/{}/approve',
  'POST /admin/wallet/transactions/{}/reject',
  'POST /admin/tournaments/{}/payouts',
  'POST /admin/users/{}/ban',
  'POST /admin/blogs',
  'PATCH /admin/blogs/{}',
  'POST /admin/products',
  'PATCH /admin/products/{}',
];

/** Live match time (decision 016): the bell, and what only the gateway reads. */
const LIVE_CALLS = [
  'GET /notifications',
  'POST /notifications/{}/read',
  'POST /notifications/read-all',
  'GET /events',
  'GET /events/rooms/{}',
];

const normalise = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const concrete = (path: string) => path.replace(/\{\}/g, '1');

describe('the REST contract', () => {
  let server: TestServer;
  let documented: Set<string>;

  beforeAll(async () => {
    server = await startTestServer();
    const document = await server.call('GET', '/api/openapi.json');
    documented = new Set(
      Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${normalise(path)}`),
      ),
    );
  });
  afterAll(() => server.close());

  it.each([...SPEC_CALLS, ...ORGANISER_CALLS, ...LIVE_CALLS])('documents %s under /api', (call) => {
    const [method, path] = call.split(' ');
    expect(documented).toContain(`${method} /api${path}`);
  });

  it.each(SPEC_CALLS)('routes %s with and without /api', async (call) => {
    const [method = 'GET', path = ''] = call.split(' ');
    for (const prefix of PREFIXES) {
      const res = await server.call(method, `${prefix}${concrete(path)}`, {
        query: { tournId: 1, matchId: 1, tournamentId: 1 },
      });
      expect(res.body).not.toEqual({ message: 'Not found' });
    }
  });
});
