import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** A Redis URL nothing answers at: a port taken from the system, then let go. */
async function redisDown(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

/** A query no earlier run registered: persisted queries outlive a test run in Redis. */
const uniqueQuery = () => `query Fresh { __typename } # ${randomUUID()}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function persisted(gateway: TestGateway, hash: string, query?: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(query ? { query } : {}),
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    }),
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('automatic persisted queries', () => {
  let upstream: MswUpstream;
  beforeAll(async () => {
    upstream = await startMswUpstream();
  });
  afterAll(() => upstream.close());

  it('asks for the query once, then answers the hash alone (in memory by default)', async () => {
    const gateway = await startGateway(upstream.url);
    try {
      const query = uniqueQuery();
      const hash = sha256(query);
      const unknown = await persisted(gateway, hash);
      expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(await persisted(gateway, hash, query)).toEqual({ data: { __typename: 'Query' } });
      expect(await persisted(gateway, hash)).toEqual({ data: { __typename: 'Query' } });

      // A hash that is not the query's is never stored or run.
      const other = uniqueQuery();
      const mismatch = await persisted(gateway, sha256(other), query);
      expect(mismatch.data).toBeUndefined();
      expect(mismatch.errors).toHaveLength(1);
      const stillUnknown = await persisted(gateway, sha256(other));
      expect(stillUnknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    } finally {
      await gateway.close();
    }
  });

  it('shares registered queries between gateway copies through Redis', async () => {
    const first = await startGateway(upstream.url, { REDIS_URL });
    const second = await startGateway(upstream.url, { REDIS_URL });
    try {
      const query = uniqueQuery();
      const hash = sha256(query);
      expect((await persisted(second, hash)).errors?.[0]?.extensions?.code).toBe(
        'PERSISTED_QUERY_NOT_FOUND',
      );
      expect(await persisted(first, hash, query)).toEqual({ data: { __typename: 'Query' } });
      expect(await persisted(second, hash)).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('still answers full queries while Redis is down', async () => {
    const gateway = await startGateway(upstream.url, { REDIS_URL: await redisDown() });
    try {
      const query = uniqueQuery();
      expect(await persisted(gateway, sha256(query), query)).toEqual({
        data: { __typename: 'Query' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('keeps copies apart without Redis', async () => {
    const first = await startGateway(upstream.url);
    const second = await startGateway(upstream.url);
    try {
      const query = uniqueQuery();
      const hash = sha256(query);
      expect(await persisted(first, hash, query)).toEqual({ data: { __typename: 'Query' } });
      expect((await persisted(second, hash)).errors?.[0]?.extensions?.code).toBe(
        'PERSISTED_QUERY_NOT_FOUND',
      );
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('rate limits', () => {
  let upstream: MswUpstream;
  beforeAll(async () => {
    upstream = await startMswUpstream();
  });
  afterAll(() => upstream.close());

  /** OTP mails: 5 per 15 minutes per key (rate-limits.ts). */
  const OTP_LIMIT = 5;

  it('counts one limit across gateway copies through Redis', async () => {
    const first = await startGateway(upstream.url, { REDIS_URL });
    const second = await startGateway(upstream.url, { REDIS_URL });
    try {
      const key = `test:${randomUUID()}`;
      const answers: boolean[] = [];
      for (let attempt = 0; attempt < OTP_LIMIT; attempt += 1) {
        const gateway = attempt % 2 === 0 ? first : second;
        answers.push(await gateway.app.gatewayRateLimit('otp', key));
      }
      expect(answers).toEqual(Array(OTP_LIMIT).fill(true));
      expect(await second.app.gatewayRateLimit('otp', key)).toBe(false);
      expect(await first.app.gatewayRateLimit('otp', key)).toBe(false);
      expect(await first.app.gatewayRateLimit('otp', `test:${randomUUID()}`)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps counting, per copy, while Redis is down', async () => {
    const gateway = await startGateway(upstream.url, { REDIS_URL: await redisDown() });
    try {
      const key = `test:${randomUUID()}`;
      for (let attempt = 0; attempt < OTP_LIMIT; attempt += 1) {
        expect(await gateway.app.gatewayRateLimit('otp', key)).toBe(true);
      }
      expect(await gateway.app.gatewayRateLimit('otp', key)).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('counts in memory, per copy, without Redis', async () => {
    const first = await startGateway(upstream.url);
    const second = await startGateway(upstream.url);
    try {
      const key = `test:${randomUUID()}`;
      for (let attempt = 0; attempt < OTP_LIMIT; attempt += 1) {
        expect(await first.app.gatewayRateLimit('otp', key)).toBe(true);
      }
      expect(await first.app.gatewayRateLimit('otp', key)).toBe(false);
      expect(await second.app.gatewayRateLimit('otp', key)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
