import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningKeysRepository } from '../../src/tokens/signing-keys-repository';
import { TOKEN_ISSUER } from '../../src/tokens/token-service';
import { type TestUser, banUser, createAdmin, createUser, uniqueMobile } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { registerThroughOtp } from './account-helpers';

const WRONG_CREDENTIALS = { message: 'Invalid mobile number or password' };
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

describe('login', () => {
  let server: TestServer;
  let player: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server, { password: 'hunter22' });
  });
  afterAll(() => server.close());

  const login = (body: unknown, prefix = '/api', clientIp?: string) =>
    server.call('POST', `${prefix}/auth/login`, { body, clientIp });

  it('answers jwt and username, with and without /api', async () => {
    for (const prefix of PREFIXES) {
      const res = await login({ mobile: player.mobile, password: 'hunter22' }, prefix);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ jwt: expect.any(String), username: player.username });
    }
  });

  it('refuses a wrong password and an unknown mobile alike', async () => {
    const wrong = await login({ mobile: player.mobile, password: 'hunter23' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(WRONG_CREDENTIALS);
    const unknown = await login({ mobile: uniqueMobile(), password: 'hunter22' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(WRONG_CREDENTIALS);
  });

  it('answers every §5 login message', async () => {
    const cases: [unknown, string, string][] = [
      [{ password: 'hunter22' }, 'mobile', 'Please enter a mobile number'],
      [{ mobile: '', password: 'hunter22' }, 'mobile', 'Please enter a mobile number'],
      [
        { mobile: '98765', password: 'hunter22' },
        'mobile',
        'Mobile number must be exactly 10 digits',
      ],
      [{ mobile: player.mobile }, 'password', 'Please enter a password'],
      [
        { mobile: player.mobile, password: 'abc' },
        'password',
        'Password must be at least 6 characters',
      ],
      [
        { mobile: player.mobile, password: 'x'.repeat(21) },
        'password',
        'Password cannot exceed 20 characters',
      ],
      [{ mobile: 9876543210, password: 'hunter22' }, 'mobile', 'mobile must be a string'],
    ];
    for (const [body, field, message] of cases) {
      const res = await login(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const malformed = await server.call('POST', '/auth/login', {
      rawBody: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses a banned player with 403, but only with the right password', async () => {
    const banned = await createUser(server);
    await banUser(server, banned.id, null);
    const res = await login({ mobile: banned.mobile, password: banned.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Your account has been banned for breaking the rules.' });
    const wrong = await login({ mobile: banned.mobile, password: 'not-theirs' });
    expect(wrong.status).toBe(401);
  });

  it('logs in a player who signed up by e-mailed code', async () => {
    const account = await registerThroughOtp(server, { password: 'Squad#2025' });
    const res = await login({ mobile: account.mobile, password: 'Squad#2025' });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(account.username);
  });

  it('limits failed logins to 10 per 15 minutes per address and mobile, /api or not', async () => {
    const target = await createUser(server);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      const res = await login(
        { mobile: target.mobile, password: 'guess-' + i },
        i % 2 ? '' : '/api',
        attacker,
      );
      expect(res.status).toBe(401);
    }
    for (const password of ['guess-10', target.password]) {
      const limited = await login({ mobile: target.mobile, password }, '/api', attacker);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.' });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Another mobile has its own counter.
    const other = await login({ mobile: player.mobile, password: 'hunter22' }, '', attacker);
    expect(other.status).toBe(200);
  });
});

describe('access tokens', () => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const adminLogin = async () =>
    (
      await server.call('POST', '/api/auth/login', {
        body: { mobile: admin.mobile, password: admin.password },
      })
    ).body.jwt as string;

  it('are ES256 JWTs verifiable with the published JWKS, carrying sub, role and exp', async () => {
    const jwt = await adminLogin();
    expect(decodeProtectedHeader(jwt).alg).toBe('ES256');
    const remote = createRemoteJWKSet(new URL('/.well-known/jwks.json', server.baseUrl));
    const { payload } = await jwtVerify(jwt, remote, { issuer: TOKEN_ISSUER });
    expect(payload.sub).toBe(String(admin.id));
    expect(payload.role).toBe('admin');
    const hour = 3600;
    const ttl = (payload.exp ?? 0) - (payload.iat ?? 0);
    expect(ttl).toBe(server.config.tokenTtlHours * hour);

    const account = await registerThroughOtp(server);
    const local = createLocalJWKSet((await server.call('GET', '/.well-known/jwks.json')).body);
    const player = await jwtVerify(account.token, local);
    expect(player.payload).toMatchObject({ sub: expect.any(String), role: 'player' });
  });

  it('open a protected route; none, forged, tampered or expired ones get 401', async () => {
    const jwt = await adminLogin();
    expect((await server.call('GET', '/api/admin/users', { token: jwt })).status).toBe(200);

    const none = await server.call('GET', '/api/admin/users');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Please log in to continue.' });

    const { kid } = decodeProtectedHeader(jwt);
    const stranger = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(String(admin.id))
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime('1h')
      .sign(stranger.privateKey);

    const player = await createUser(server);
    const [header, , signature] = player.token.split('.');
    const claims = { sub: String(player.id), role: 'admin', iss: TOKEN_ISSUER, exp: 4102444800 };
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;

    // The key that signed the organiser's token, opened as the backend opens it.
    const key = await createSigningKeysRepository(
      server.db,
      server.config.signingKeySecret,
    ).newest();
    expect(key?.kid).toBe(kid);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(String(admin.id))
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(await importJWK(key?.privateJwk as JWK, 'ES256'));

    for (const token of [forged, tampered, expired, 'not-a-jwt']) {
      for (const path of ['/api/admin/users', '/admin/users']) {
        const res = await server.call('GET', path, { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: SESSION_EXPIRED });
      }
    }
  });
});
