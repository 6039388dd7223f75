import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * Nobody is the gateway for where it calls from: a proxy on this machine (nginx or Caddy adding
 * TLS) makes every outside request a loopback one. Only the gateway secret counts.
 */
describe('a caller on this machine without the gateway secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A request from 127.0.0.1, as a same-host proxy forwards an outsider's. */
  const fromLoopback = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, server.baseUrl), init);

  const failedLogins = async (
    mobile: string,
    send: (body: string, ip: string) => Promise<number>,
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        await send(JSON.stringify({ mobile, password: `guess-${i}` }), `192.0.2.${i + 1}`),
      );
    }
    return statuses;
  };

  it("cannot read a room's audience, which only the gateway may", async () => {
    for (const path of ['/api/events/rooms/1', '/events/rooms/1']) {
      const res = await fromLoopback(path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    }
  });

  it('cannot choose its X-Client-IP to get past the login limit', async () => {
    const owner = await createUser(server);
    const statuses = await failedLogins(owner.mobile, async (body, ip) => {
      const res = await fromLoopback('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': ip },
        body,
      });
      return res.status;
    });
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('with the secret is the gateway: it reads the audience and names each client', async () => {
    const audience = await server.call('GET', '/api/events/rooms/1');
    expect(audience.status).not.toBe(403);
    const owner = await createUser(server);
    const statuses = await failedLogins(owner.mobile, async (body, clientIp) => {
      const res = await server.call('POST', '/api/auth/login', {
        body: JSON.parse(body),
        clientIp,
      });
      return res.status;
    });
    expect(statuses).toEqual(Array(11).fill(401));
  });
});

describe('the gateway secret in production', () => {
  it('is required: a production start without it lists the problem', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toContain(
      'GATEWAY_SHARED_SECRET must be set with NODE_ENV=production: the same value on backend and gateway, 32+ characters',
    );
  });
});
