import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { generateSigningKey } from '../../src/tokens/token-service';
import { createUser } from '../support/fixtures';
import { type TestServer, signingKeysOf, startTestServer } from '../support/test-server';

/** Two backend copies on one database: a key rotated by either is honoured by both. */
describe('signing key rotation across copies', () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await startTestServer();
    second = await buildApp({ config: first.config, db: first.db });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const profileOn = (app: typeof second, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/profile/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('accepts, on the other copy, tokens signed before and after a rotation', async () => {
    const player = await createUser(first);
    const before = player.token;

    // The organiser CLI's rotate-signing-key does exactly this.
    const rotated = await generateSigningKey();
    await signingKeysOf(first).insert(rotated);

    const login = await first.call('POST', '/api/auth/login', {
      body: { mobile: player.mobile, password: player.password },
    });
    expect(login.status).toBe(200);
    const after = login.body.jwt as string;
    const header = JSON.parse(Buffer.from(after.split('.')[0] ?? '', 'base64url').toString());
    expect(header.kid).toBe(rotated.kid);

    // The second copy loaded its keys before the rotation.
    expect((await profileOn(second, after)).statusCode).toBe(200);
    expect((await profileOn(second, before)).statusCode).toBe(200);
    const jwks = (await second.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(rotated.kid);
  });
});
