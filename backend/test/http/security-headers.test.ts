import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The backend's answers carry the same browser security headers as the gateway's API answers
 * (decision 022): nothing in them may load or run anything or be framed, and HSTS is sent in
 * production only.
 */
describe('security headers', () => {
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    [server, production] = await Promise.all([
      startTestServer(),
      startTestServer({ NODE_ENV: 'production' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), production?.close()]);
  });

  const PATHS = [
    '/healthz',
    '/api/tourney/tournaments',
    '/tourney/tournaments',
    '/api/nothing-here',
  ];

  it('marks every answer, found or not, as not to be sniffed, framed or run', async () => {
    for (const path of PATHS) {
      const { status, headers } = await server.call('GET', path);
      expect(status, path).toBe(path.includes('nothing') ? 404 : 200);
      expect(headers.get('content-security-policy'), path).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('same-origin');
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('adds HSTS for a year in production', async () => {
    for (const path of PATHS) {
      const { headers } = await production.call('GET', path);
      expect(headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
