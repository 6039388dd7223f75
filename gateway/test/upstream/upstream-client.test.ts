import { HttpResponse, delay, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../src/errors/error-model';
import { payloadOf, userErrorsOf } from '../../src/mutations/payload-of';
import { toGraphQLError } from '../../src/upstream/error-translation';
import { InvalidPathParam } from '../../src/upstream/route-table';
import type { UpstreamClient } from '../../src/upstream/upstream-client';
import { UpstreamError } from '../../src/upstream/upstream-error';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import {
  BLOGS,
  BLOG_DATA,
  PROFILE,
  goodBlogs,
  testSigningKey,
  upstreamClientFor,
} from './upstream-fixtures';

const DEPOSIT = { amount: 250, transactionId: 'UTR123456', bankUsername: 'Rohan' };
const requestsTo = (upstream: MswUpstream, path: string) =>
  upstream.requests.filter((request) => request.path.split('?')[0] === path);

/** Why a call failed, as the error model sees it. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

describe('the upstream client', () => {
  let upstream: MswUpstream;
  let client: UpstreamClient;
  let logLines: Record<string, unknown>[];

  beforeAll(async () => {
    upstream = await startMswUpstream();
    ({ client, logLines } = upstreamClientFor(upstream.url));
  });
  afterAll(async () => {
    await client.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    logLines.length = 0;
  });

  it('retries a GET on 503 and answers with the retry', async () => {
    let calls = 0;
    upstream.use(
      http.get('*/api/user/get-blogs', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('busy', { status: 503 }) : HttpResponse.json(BLOGS);
      }),
    );
    const { status, body } = await client.call('blogs');
    expect({ status, body }).toEqual({ status: 200, body: BLOGS });
    expect(requestsTo(upstream, '/api/user/get-blogs')).toHaveLength(2);
  });

  it('gives a GET up after two retries', async () => {
    upstream.use(http.get('*/api/user/get-blogs', () => new HttpResponse(null, { status: 504 })));
    const error = await failureOf(client.call('blogs'));
    expect(toGraphQLError(error).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(requestsTo(upstream, '/api/user/get-blogs')).toHaveLength(3);
  });

  it('never retries a GET on a status that will not change (500, 404)', async () => {
    upstream.use(http.get('*/api/user/get-blogs', () => new HttpResponse(null, { status: 500 })));
    await failureOf(client.call('blogs'));
    expect(requestsTo(upstream, '/api/user/get-blogs')).toHaveLength(1);
  });

  it('never retries a POST: not on 503, a reset or a timeout', async () => {
    for (const answer of [
      () => new HttpResponse('busy', { status: 503 }),
      () => HttpResponse.error(),
      async () => {
        await delay(1000);
        return HttpResponse.json({ message: 'late' });
      },
    ]) {
      upstream.requests.length = 0;
      upstream.use(http.post('*/wallet/add-money', answer));
      const error = await failureOf(client.call('addMoney', { body: DEPOSIT, token: 't' }));
      expect(toGraphQLError(error).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(requestsTo(upstream, '/wallet/add-money')).toHaveLength(1);
    }
  });

  it('hands a 208 back as an answer, with its status, for the resolver to read', async () => {
    upstream.use(
      http.post('*/wallet/add-money', () =>
        HttpResponse.json({ message: 'Already submitted.' }, { status: 208 }),
      ),
    );
    const answer = await client.call('addMoney', { body: DEPOSIT, token: 't' });
    expect(answer).toEqual({ status: 208, body: { message: 'Already submitted.' } });
  });

  it('sends the token only to routes that take one, and the JSON body as sent', async () => {
    let received: unknown;
    upstream.use(
      goodBlogs(),
      http.get('*/api/wallet/balance', () => HttpResponse.json(120.5)),
      http.post('*/wallet/add-money', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ message: 'Deposit request received' });
      }),
    );
    await client.call('blogs', { token: 'player-token' });
    await client.call('balance', { token: 'player-token' });
    await client.call('addMoney', { body: DEPOSIT, token: 'player-token' });
    const [blogs, balance, deposit] = upstream.requests;
    expect(blogs?.headers.authorization).toBeUndefined();
    expect(balance?.headers.authorization).toBe('Bearer player-token');
    expect(deposit?.headers.authorization).toBe('Bearer player-token');
    expect(deposit?.headers['content-type']).toBe('application/json');
    expect(received).toEqual(DEPOSIT);
  });

  it('logs one structured line per call: route, method, path, status, ms (no query)', async () => {
    upstream.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ ok: true })));
    await client.call('forgotPassword', { query: { email: 'rohan@gmail.com' } });
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      msg: 'upstream call',
      upstream: {
        route: 'forgotPassword',
        method: 'POST',
        path: '/api/auth/forgot-password',
        status: 200,
        ms: expect.any(Number),
      },
    });
    expect(JSON.stringify(logLines)).not.toContain('rohan@gmail.com');
    expect(requestsTo(upstream, '/api/auth/forgot-password')[0]?.path).toBe(
      '/api/auth/forgot-password?email=rohan%40gmail.com',
    );
  });

  it('refuses a path parameter that would change the path, without calling', async () => {
    for (const tournId of ['..', '.', '', ' ']) {
      const error = await failureOf(client.call('tournament', { params: { tournId } }));
      expect(error).toBeInstanceOf(InvalidPathParam);
      expect(toGraphQLError(error).extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('encodes path parameters into one segment', async () => {
    upstream.use(http.get('*/api/tourney/tournament/:id', () => HttpResponse.json({})));
    await client.call('tournament', { params: { tournId: '../admin/users?x=1' } });
    expect(upstream.requests[0]?.path).toBe('/api/tourney/tournament/..%2Fadmin%2Fusers%3Fx%3D1');
  });

  it('drops __proto__ keys from parsed answers', async () => {
    upstream.use(
      http.get('*/api/tourney/tournaments', () =>
        HttpResponse.text('[{"tournId": 1, "__proto__": {"polluted": true}}]', {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { body } = await client.call<Record<string, unknown>[]>('tournaments');
    expect(body[0]).toEqual({ tournId: 1 });
    expect(Object.getPrototypeOf(body[0])).toBe(Object.prototype);
  });

  it('streams a 2xx body with its content headers, and refuses a failing one', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    upstream.use(
      http.get('*/api/tourney/tournament/:id', ({ params }) =>
        params.id === '1'
          ? new HttpResponse(png, {
              headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=60' },
            })
          : HttpResponse.json({ message: 'Tournament not found' }, { status: 404 }),
      ),
    );
    const answer = await client.stream('tournament', { params: { tournId: 1 } });
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(png);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=60',
    });
    const error = await failureOf(client.stream('tournament', { params: { tournId: 2 } }));
    expect(toGraphQLError(error)).toMatchObject({
      message: 'Tournament not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('payload errors from real upstream refusals (payloadOf, userErrorsOf)', () => {
  let upstream: MswUpstream;
  let client: UpstreamClient;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    ({ client } = upstreamClientFor(upstream.url));
  });
  afterAll(async () => {
    await client.close();
    await upstream.close();
  });

  const joinTeam = (answer: Parameters<typeof http.post>[1]) => {
    upstream.use(http.post('*/teams/join', answer));
    return payloadOf(async () => {
      await client.call('joinTeam', { body: { teamCode: 'ABC123' }, token: 't' });
      return { message: 'Joined' };
    });
  };

  it('turns 400, 404, 409 and 429 into payload errors with the upstream sentence', async () => {
    expect(
      await joinTeam(() => HttpResponse.json({ error: 'Invalid team code' }, { status: 404 })),
    ).toEqual({
      errors: [{ field: null, code: 'NOT_FOUND', message: 'Invalid team code' }],
      message: 'Invalid team code',
    });
    expect(
      (await joinTeam(() => HttpResponse.json({ error: 'Team is full' }, { status: 409 }))).errors,
    ).toEqual([{ field: null, code: 'CONFLICT', message: 'Team is full' }]);
    expect(
      (
        await joinTeam(() =>
          HttpResponse.json({ data: { message: 'Insufficient balance' } }, { status: 400 }),
        )
      ).errors,
    ).toEqual([{ field: null, code: 'INVALID', message: 'Insufficient balance' }]);
    expect((await joinTeam(() => HttpResponse.text('Slow down', { status: 429 }))).errors).toEqual([
      { field: null, code: 'RATE_LIMITED', message: 'Slow down' },
    ]);
  });

  it('keeps the upstream field issues on their fields', async () => {
    const payload = await joinTeam(() =>
      HttpResponse.json(
        {
          message: 'Team Code required',
          errors: [
            { field: 'teamCode', message: 'Team Code required' },
            { field: 'playerInGameName', message: 'Player IGN required' },
          ],
        },
        { status: 400 },
      ),
    );
    expect(payload.errors).toEqual([
      { field: 'teamCode', code: 'INVALID', message: 'Team Code required' },
      { field: 'playerInGameName', code: 'INVALID', message: 'Player IGN required' },
    ]);
  });

  it('falls back to a generic sentence when the refusal has none fit to show', async () => {
    const payload = await joinTeam(() => HttpResponse.html('<h1>Not Found</h1>', { status: 404 }));
    expect(payload.errors).toEqual([
      { field: null, code: 'NOT_FOUND', message: GENERIC_MESSAGES.NOT_FOUND },
    ]);
  });

  it('throws the rest as GraphQL errors of the fixed set', async () => {
    const thrown = async (answer: Parameters<typeof http.post>[1]) =>
      toGraphQLError(await failureOf(joinTeam(answer)));
    expect(
      await thrown(() => HttpResponse.json({ message: 'Please log in' }, { status: 401 })),
    ).toMatchObject({ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } });
    expect(
      await thrown(() => HttpResponse.json({ message: 'Banned' }, { status: 403 })),
    ).toMatchObject({ message: 'Banned', extensions: { code: 'FORBIDDEN' } });
    expect(
      await thrown(() =>
        HttpResponse.json({ message: 'relation "teams" does not exist' }, { status: 500 }),
      ),
    ).toMatchObject({
      message: GENERIC_MESSAGES.UPSTREAM_ERROR,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(await thrown(() => HttpResponse.error())).toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('does not turn a failure before any answer into a payload error', async () => {
    upstream.use(http.post('*/teams/join', () => HttpResponse.error()));
    const error = await failureOf(client.call('joinTeam', { body: {}, token: 't' }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(userErrorsOf(error)).toBeUndefined();
  });
});

describe('what the gateway forwards upstream', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let signing: Awaited<ReturnType<typeof testSigningKey>>;

  beforeAll(async () => {
    signing = await testSigningKey();
    upstream = await startMswUpstream();
    gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('forwards the bearer token to auth routes only, and none of the client headers', async () => {
    upstream.use(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      goodBlogs(),
      http.get('*/api/v1/profile/me', () => HttpResponse.json(PROFILE)),
    );
    const token = await signing.sign({ sub: '7', role: 'player' });
    const result = await gateway.graphql(
      '{ blogs { id title } viewer { id } }',
      {},
      {
        token,
        headers: {
          cookie: 'session=s3cret',
          'x-forwarded-for': '203.0.113.9',
          'x-real-ip': '203.0.113.9',
          'x-request-id': 'req-123',
          'accept-language': 'hi-IN',
          'user-agent': 'FreeFireFan/1.0',
        },
      },
    );
    expect(result.body).toEqual({ data: { ...BLOG_DATA, viewer: { id: '7' } } });

    const [jwks] = requestsTo(upstream, '/.well-known/jwks.json');
    const [blogs] = requestsTo(upstream, '/api/user/get-blogs');
    const [profile] = requestsTo(upstream, '/api/v1/profile/me');
    expect(jwks?.headers.authorization).toBeUndefined();
    expect(blogs?.headers.authorization).toBeUndefined();
    expect(profile?.headers.authorization).toBe(`Bearer ${token}`);
    for (const request of [jwks, blogs, profile]) {
      const sent = Object.keys(request?.headers ?? {});
      expect(sent).not.toContain('cookie');
      expect(sent).not.toContain('x-forwarded-for');
      expect(sent.every((name) => ALLOWED_HEADERS.has(name))).toBe(true);
    }
    // The player's calls name the player's address; the key fetch is the gateway's own.
    expect(blogs?.headers['x-client-ip']).toBe('127.0.0.1');
    expect(profile?.headers['x-client-ip']).toBe('127.0.0.1');
    expect(jwks?.headers['x-client-ip']).toBeUndefined();
  });
});

/**
 * Every header the upstream may see: the gateway's own, none of its callers' (the caller's
 * address travels as x-client-ip, taken from the connection, never from a header it sent).
 */
const ALLOWED_HEADERS = new Set([
  'x-client-ip',
  // The gateway's proof that it is the gateway, always sent since the backend trusts no address.
  'x-gateway-secret',
  'host',
  'connection',
  'accept',
  'authorization',
  'content-type',
  'content-length',
  'transfer-encoding',
]);
