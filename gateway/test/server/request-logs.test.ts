import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../support/captured-logger';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

describe('structured logs with a request id', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let url: string;
  const log = capturedLogger();
  const { lines } = log;

  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/tourney/tournaments', () => HttpResponse.json([])),
      http.get('*/api/special/tournaments', () => HttpResponse.json([])),
    );
    gateway = await startGateway(upstream.url, {}, { logger: log.logger });
    url = gateway.url;
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const ask = (headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ tournaments { id } }' }),
    });

  it("keeps a caller's sane request id, echoes it, and logs each upstream call under it", async () => {
    const response = await ask({ 'x-request-id': 'web-7f3a-0001' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { tournaments: [] } });
    expect(response.headers.get('x-request-id')).toBe('web-7f3a-0001');

    const ofRequest = lines.filter((line) => line.reqId === 'web-7f3a-0001');
    const calls = ofRequest.filter((line) => line.upstream).map((line) => line.upstream);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          route: 'tournaments',
          method: 'GET',
          path: '/api/tourney/tournaments',
          status: 200,
          ms: expect.any(Number),
        }),
        expect.objectContaining({
          route: 'specialTournaments',
          path: '/api/special/tournaments',
          status: 200,
        }),
      ]),
    );
    expect(ofRequest.some((line) => line.msg === 'request completed')).toBe(true);
  });

  it('replaces a request id that is not sane with its own', async () => {
    for (const given of ['has spaces in it', 'x'.repeat(65), 'quote"break']) {
      const response = await ask({ 'x-request-id': given });
      const id = response.headers.get('x-request-id');
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const response = await ask();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs the bearer token', async () => {
    await ask({ authorization: 'Bearer not.a.token', 'x-request-id': 'token-check' });
    const text = JSON.stringify(lines.filter((line) => line.reqId === 'token-check'));
    expect(text).not.toContain('not.a.token');
  });
});
