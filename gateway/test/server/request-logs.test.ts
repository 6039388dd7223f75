import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/config';
import { buildGateway } from '../../src/server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

type LogLine = Record<string, unknown> & {
  reqId?: string;
  msg?: string;
  upstream?: { route: string; method: string; path: string; status: number | null; ms: number };
};

describe('structured logs with a request id', () => {
  let upstream: MswUpstream;
  let app: FastifyInstance;
  let url: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/tourney/tournaments', () => HttpResponse.json([])),
      http.get('*/api/special/tournaments', () => HttpResponse.json([])),
    );
    // The gateway logs through any pino logger; this one writes into `lines`.
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    const config = loadGatewayConfig({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'info' });
    app = await buildGateway({ config, logger: pino({ level: 'info' }, destination) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
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
