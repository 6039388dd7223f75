import { SignJWT, generateKeyPair } from 'jose';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestUser, createUser, tokenFor } from '../../../backend/test/support/fixtures';
import { expiredToken, forgedToken } from '../../../backend/test/support/tokens';
import {
  type TestGateway,
  type TestStack,
  startGateway,
  startStack,
} from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { PROFILE, testSigningKey } from '../upstream/upstream-fixtures';

const VIEWER = '{ viewer { id } }';
const JWKS_PATH = '/.well-known/jwks.json';
const ISSUER = 'creators-combat-league';

/** A token the backend never issued: signed with a key of its own, naming a key id it made up. */
async function tokenOfAnotherKey(userId: number) {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ role: 'player' })
    .setProtectedHeader({ alg: 'ES256', kid: 'not-the-backends-key' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

/** An unsigned token (`alg: none`) and an HMAC one: never accepted against public keys. */
function unsignedToken(userId: number) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(userId), role: 'admin', iss: ISSUER })}.`;
}
const hmacToken = (userId: number) =>
  new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a-guessed-secret-of-32-bytes-len'));

describe('token verification against the backend JWKS', () => {
  let stack: TestStack;
  let player: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    player = await createUser(stack.backend);
  });
  afterAll(() => stack.close());
  beforeEach(() => {
    stack.backend.requestLog.length = 0;
  });

  /** Upstream requests made since the test began, other than the JWKS fetch. */
  const callsBeyondJwks = () =>
    stack.backend.requestLog.filter((entry) => entry.url !== JWKS_PATH).map((entry) => entry.url);

  it('accepts a valid token and forwards it', async () => {
    const result = await stack.gateway.graphql(VIEWER, {}, { token: player.token });
    expect(result.body).toEqual({ data: { viewer: { id: String(player.id) } } });
  });

  it.each([
    ['an expired token', () => expiredToken(stack.backend, player.id)],
    ['a token whose payload was rewritten', async () => forgedToken(player.token, player.id + 1)],
    ['a token signed with another key', () => tokenOfAnotherKey(player.id)],
    ['an unsigned token (alg none)', async () => unsignedToken(player.id)],
    ['an HMAC token', () => hmacToken(player.id)],
    [
      'a token naming a role the backend does not know',
      () => tokenFor(stack.backend, player.id, 'root' as never),
    ],
    ['something that is not a JWT', async () => 'a.b.c'],
  ])('refuses %s as UNAUTHENTICATED without calling the upstream', async (_name, make) => {
    const token = await make();
    const result = await stack.gateway.graphql('{ blogs { id } viewer { id } }', {}, { token });
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expect(callsBeyondJwks()).toEqual([]);
  });

  it('refuses an Authorization header that is not one bearer token', async () => {
    for (const authorization of [
      'Basic cm9oYW46c2VjcmV0',
      `Bearer ${player.token} extra`,
      'Bearer',
    ]) {
      const result = await stack.gateway.graphql(VIEWER, {}, { headers: { authorization } });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(callsBeyondJwks()).toEqual([]);
  });

  it('fetches the JWKS once and keeps it across requests, even concurrent ones', async () => {
    const fresh = await startGateway(stack.backend.baseUrl);
    try {
      const others = await Promise.all([1, 2, 3].map(() => createUser(stack.backend)));
      stack.backend.requestLog.length = 0;
      const concurrent = await Promise.all(
        [player, ...others].map((user) => fresh.graphql(VIEWER, {}, { token: user.token })),
      );
      for (const [index, user] of [player, ...others].entries()) {
        expect(concurrent[index]?.body.data.viewer.id).toBe(String(user.id));
      }
      for (let round = 0; round < 3; round += 1) {
        await fresh.graphql(VIEWER, {}, { token: player.token });
        await fresh.graphql(VIEWER, {}, { token: await tokenOfAnotherKey(player.id) });
      }
      const jwksFetches = stack.backend.requestLog.filter((entry) => entry.url === JWKS_PATH);
      expect(jwksFetches).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('token verification against an msw upstream', () => {
  let upstream: MswUpstream;
  let signing: Awaited<ReturnType<typeof testSigningKey>>;
  const gateways: TestGateway[] = [];
  const gatewayWith = async (env: Record<string, string> = {}) => {
    const gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300', ...env });
    gateways.push(gateway);
    return gateway;
  };
  const jwksRequests = () => upstream.requests.filter((request) => request.path === JWKS_PATH);

  beforeAll(async () => {
    signing = await testSigningKey();
    upstream = await startMswUpstream();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.use(
      http.get(`*${JWKS_PATH}`, () => HttpResponse.json(signing.jwks)),
      http.get('*/api/v1/profile/me', ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json(PROFILE)
          : HttpResponse.json({ message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await upstream.close();
  });

  it('with JWT_VERIFY=off passes any token through unverified, for the upstream to judge', async () => {
    const gateway = await gatewayWith({ JWT_VERIFY: 'off' });
    const stranger = await tokenOfAnotherKey(7);
    for (const token of [stranger, 'opaque-session-token']) {
      const result = await gateway.graphql(VIEWER, {}, { token });
      expect(result.body).toEqual({ data: { viewer: { id: '7' } } });
      const profile = upstream.requests.findLast(
        (request) => request.path === '/api/v1/profile/me',
      );
      expect(profile?.headers.authorization).toBe(`Bearer ${token}`);
    }
    expect(jwksRequests()).toEqual([]);
  });

  it('with JWT_VERIFY=off lets the upstream refuse a token it does not accept', async () => {
    const gateway = await gatewayWith({ JWT_VERIFY: 'off' });
    upstream.use(
      http.get('*/api/v1/profile/me', () =>
        HttpResponse.json({ message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    const result = await gateway.graphql(VIEWER, {}, { token: 'revoked-token' });
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: 'Please log in to continue.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
  });

  it('answers UPSTREAM_UNAVAILABLE, not UNAUTHENTICATED, while the keys cannot be fetched', async () => {
    const gateway = await gatewayWith();
    const token = await signing.sign({ sub: '7', role: 'player' });
    upstream.use(http.get(`*${JWKS_PATH}`, () => new HttpResponse(null, { status: 503 })));
    const down = await gateway.graphql(VIEWER, {}, { token });
    expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

    upstream.use(
      http.get(`*${JWKS_PATH}`, () => HttpResponse.json(signing.jwks)),
      http.get('*/api/v1/profile/me', () => HttpResponse.json(PROFILE)),
    );
    const back = await gateway.graphql(VIEWER, {}, { token });
    expect(back.body).toEqual({ data: { viewer: { id: '7' } } });
  });

  it('answers UPSTREAM_ERROR when the JWKS is not a key set', async () => {
    const gateway = await gatewayWith();
    upstream.use(http.get(`*${JWKS_PATH}`, () => HttpResponse.json({ keys: 'none' })));
    const token = await signing.sign({ sub: '7', role: 'player' });
    const result = await gateway.graphql(VIEWER, {}, { token });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('looks for a rotated key again, but at most every 30 seconds', async () => {
    const gateway = await gatewayWith();
    const oldKey = signing;
    const newKey = await testSigningKey();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

    expect(
      (
        await gateway.graphql(
          VIEWER,
          {},
          { token: await oldKey.sign({ sub: '7', role: 'player' }) },
        )
      ).body.data,
    ).toEqual({ viewer: { id: '7' } });
    // The upstream now signs with a new key as well.
    upstream.use(
      http.get(`*${JWKS_PATH}`, () =>
        HttpResponse.json({ keys: [...oldKey.jwks.keys, ...newKey.jwks.keys] }),
      ),
      http.get('*/api/v1/profile/me', () => HttpResponse.json(PROFILE)),
    );
    const rotated = await newKey.sign({ sub: '7', role: 'player' });
    const early = await gateway.graphql(VIEWER, {}, { token: rotated });
    expect(early.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(jwksRequests()).toHaveLength(1);

    vi.setSystemTime(Date.now() + 31_000);
    const later = await gateway.graphql(VIEWER, {}, { token: rotated });
    expect(later.body).toEqual({ data: { viewer: { id: '7' } } });
    expect(jwksRequests()).toHaveLength(2);
  });
});
