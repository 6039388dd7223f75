import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './support/test-server';

describe('backend foundation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('publishes its token verification keys', async () => {
    const res = await server.call('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(res.body.keys[0]).not.toHaveProperty('d');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await server.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
