import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * The wallet and profile shapes the real backend never sends but the platform's older one
 * might (SPEC §3: "any other value shown as withdrawal", "other treated as rejected", a date
 * that may be missing), served by msw; token checks are off as the upstream's keys are unknown.
 */
const TOKEN = 'player-token';

describe('wallet and profile shapes of other upstreams', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/v1/profile/me', () =>
        HttpResponse.json({
          id: 42,
          username: 'rohan',
          bio: '',
          profilePicture: 'https://cdn.example.in/avatars/42.png',
          tournamentsPlayed: null,
        }),
      ),
      http.get('*/api/wallet/balance', () => HttpResponse.json(1250.5)),
      http.get('*/wallet/transactions', () =>
        HttpResponse.json([
          { id: 1, type: 'ADD_MONEY', amount: '99.5', status: 'APPROVED', transactionDate: null },
          { id: 2, type: 'BONUS', amount: 10, status: 'FAILED' },
          {
            id: 3,
            type: 'REFUND',
            amount: 20,
            status: 'pending',
            transactionDate: '2026-11-20T10:00:00.000Z',
          },
        ]),
      ),
    );
    gateway = await startGateway(upstream.url, { JWT_VERIFY: 'off' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('maps every transaction type and status, newest first, with no date as null', async () => {
    const result = await gateway.graphql(
      `{ viewer { wallet { balance { paise rupees formatted } transactions { id type direction amount { paise } status createdAt } } } }`,
      {},
      { token: TOKEN },
    );
    expect(result.body.data.viewer.wallet).toEqual({
      balance: { paise: 125_050, rupees: '1250.50', formatted: '₹1,250.50' },
      transactions: [
        {
          id: '3',
          type: 'REFUND',
          direction: 'CREDIT',
          amount: { paise: 2000 },
          status: 'PENDING',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          id: '2',
          type: 'OTHER',
          direction: 'DEBIT',
          amount: { paise: 1000 },
          status: 'REJECTED',
          createdAt: null,
        },
        {
          id: '1',
          type: 'DEPOSIT',
          direction: 'CREDIT',
          amount: { paise: 9950 },
          status: 'APPROVED',
          createdAt: null,
        },
      ],
    });
  });

  it('keeps a picture hosted elsewhere, an empty bio as none and missing counts as 0', async () => {
    const result = await gateway.graphql(
      `{ viewer { displayId bio pictureUrl stats { tournamentsPlayed wins kills } } }`,
      {},
      { token: TOKEN },
    );
    expect(result.body.data.viewer).toEqual({
      displayId: '#AEI0042',
      bio: null,
      pictureUrl: 'https://cdn.example.in/avatars/42.png',
      stats: { tournamentsPlayed: 0, wins: 0, kills: 0 },
    });
  });

  it('forwards the bearer token and nothing else of the client', async () => {
    const before = upstream.requests.length;
    await gateway.graphql(
      `{ viewer { username } }`,
      {},
      { token: TOKEN, headers: { cookie: 'session=secret', 'x-api-key': 'k' } },
    );
    const [request] = upstream.requests.slice(before);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['x-api-key']).toBeUndefined();
  });
});
