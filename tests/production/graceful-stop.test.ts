import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startGatewayProcess } from '../../bench/support/gateway-process';

/** SIGTERM while a request is in flight: it finishes with its answer, then the process exits 0. */

/** An upstream that holds the tournament list until the test lets it go. */
async function slowUpstream() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const listRequested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = http.createServer((request, response) => {
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/api/tourney/tournaments') {
      arrived();
      void released.then(() => json([]));
    } else if (request.url === '/api/special/tournaments') {
      json([]);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listRequested,
    release,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('SIGTERM', () => {
  it('lets the in-flight GraphQL request finish, then the gateway exits 0', async () => {
    const upstream = await slowUpstream();
    const gateway = await startGatewayProcess(upstream.url);
    try {
      const answer = fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ tournaments { id } }' }),
      });
      await upstream.listRequested;
      const exited = gateway.signal('SIGTERM');
      upstream.release();
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { tournaments: [] } });
      expect(await exited).toBe(0);
    } finally {
      await gateway.stop();
      await upstream.close();
    }
  });
});
