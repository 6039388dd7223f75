import { describe, expect, it, vi } from 'vitest';
import { freePort, startBackendProcess } from '../../../bench/support/backend-process';
import { startGatewayProcess } from '../../../bench/support/gateway-process';
import { startGateway } from '../support/gateway-server';

/** A first start: the gateway listens long before the backend has made its database. */

const LIST = JSON.stringify({ query: '{ tournaments { id name } }' });
const READY_LINE =
  /Creators Combat League is ready: web app http:\/\/127\.0\.0\.1:\d+, playground http:\/\/127\.0\.0\.1:\d+\/playground, REST API http:\/\/127\.0\.0\.1:\d+\/api/g;

describe('a first start, as npm start runs it', () => {
  it('holds a list query sent before the backend exists, answers it with data, and says ready once', async () => {
    const backendPort = await freePort();
    // A first start makes the backend's embedded database: on a busy test machine that, and its
    // first answers, take longer than the production bounds allow. The holding is under test.
    const gateway = await startGatewayProcess(`http://127.0.0.1:${backendPort}`, {
      STARTUP_WAIT_MS: '120000',
      UPSTREAM_TIMEOUT_MS: '60000',
      NODE_ENV: 'development',
    });
    let backend: Awaited<ReturnType<typeof startBackendProcess>> | undefined;
    try {
      // Sent the moment the gateway listens, while nothing answers on the backend's port.
      const answer = fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: LIST,
      });
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
      backend = await startBackendProcess(undefined, {
        port: backendPort,
        waitUntilHealthy: false,
      });

      const res = await answer;
      // The whole answer is compared, so a failure shows the error the gateway gave instead.
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 200,
        body: { data: { tournaments: expect.arrayContaining([expect.anything()]) } },
      });
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      await vi.waitFor(() => expect(gateway.output.join('').match(READY_LINE)).toHaveLength(1));
    } finally {
      await gateway.stop();
      await backend?.stop();
    }
  }, 150_000);

  it('past the bound, answers a clear STARTING_UP with 503 and Retry-After', async () => {
    const nobody = await freePort();
    const gateway = await startGateway(`http://127.0.0.1:${nobody}`, { STARTUP_WAIT_MS: '300' });
    try {
      const res = await gateway.graphql('{ tournaments { id } }');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'The platform is starting up. Please try again in a moment.',
        extensions: { code: 'STARTING_UP' },
      });
    } finally {
      await gateway.close();
    }
  });
});
