import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTournament } from '../../../backend/test/support/fixtures';
import { TEST_GATEWAY_SECRET } from '../../../backend/test/support/test-server';
import { ONE_SENSITIVE_OPERATION_MESSAGE } from '../../src/http/one-sensitive-operation';
import { UPSTREAM_CALLS_PER_REQUEST } from '../../src/call-budgets';
import {
  type TestGateway,
  type TestStack,
  startGateway,
  startStack,
} from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/** What one GraphQL request may make the platform do, and who the platform thinks is asking. */

const SECRET = 'a-shared-secret-of-at-least-32-chars!';

describe('the client address named to the upstream', () => {
  let upstream: MswUpstream;
  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/tourney/tournaments', () => HttpResponse.json([])),
      http.get('*/api/special/tournaments', () => HttpResponse.json([])),
    );
  });
  afterAll(() => upstream.close());

  async function headersSeenBy(env: Record<string, string>, headers: Record<string, string>) {
    const gateway = await startGateway(upstream.url, env);
    try {
      upstream.requests.length = 0;
      const res = await gateway.graphql('{ tournaments { id } }', {}, { headers });
      expect(res.status).toBe(200);
      return upstream.requests.map((request) => request.headers);
    } finally {
      await gateway.close();
    }
  }

  it("is the caller's address, never a header the caller sent, with the gateway's secret", async () => {
    const seen = await headersSeenBy({}, { 'x-forwarded-for': '203.0.113.5' });
    expect(seen).toHaveLength(2);
    for (const headers of seen) {
      expect(headers['x-client-ip']).toBe('127.0.0.1');
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers['x-gateway-secret']).toBe(TEST_GATEWAY_SECRET);
    }
  });

  it('is the forwarded client behind a trusted proxy, with the shared secret when set', async () => {
    const seen = await headersSeenBy(
      { TRUST_PROXY_HOPS: '1', GATEWAY_SHARED_SECRET: SECRET },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    for (const headers of seen) {
      expect(headers['x-client-ip']).toBe('203.0.113.5');
      expect(headers['x-gateway-secret']).toBe(SECRET);
    }
  });
});

describe('one request, bounded', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const upstreamCalls = () => stack.backend.requestLog.length;

  it('carries one sign-in: fifteen logins in one request reach the platform not once', async () => {
    const logins = Array.from(
      { length: 15 },
      (_, i) =>
        `l${i}: login(mobile: "98765432${String(i).padStart(2, '0')}", password: "guess123") { errors { message } }`,
    ).join('\n');
    const before = upstreamCalls();
    const res = await stack.gateway.graphql(`mutation { ${logins} }`);
    // Refused by validation: a 200 to application/json, as the spec asks (decision 028).
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]).toMatchObject({
      message: ONE_SENSITIVE_OPERATION_MESSAGE,
      extensions: { code: 'TOO_MANY_SENSITIVE_OPERATIONS' },
    });
    expect(upstreamCalls()).toBe(before);
  });

  it('counts sensitive fields behind fragments too', async () => {
    const res = await stack.gateway.graphql(`
      mutation { ...A ...B }
      fragment A on Mutation { login(mobile: "9876543210", password: "guess123") { errors { message } } }
      fragment B on Mutation { requestPasswordReset(email: "a@gmail.com") { message } }
    `);
    expect(res.status).toBe(200);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_SENSITIVE_OPERATIONS');
  });

  it('cannot fan out past the upstream budget as tournaments grow', async () => {
    // Each tournament's standings read its overall table and one table per match.
    for (let i = 0; i < 12; i += 1) await createTournament(stack.backend, { matches_count: 3 });
    const before = upstreamCalls();
    const res = await stack.gateway.graphql(
      '{ tournaments { id standings { overall { rank } matches { matchNumber } } } }',
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'This query asks for too much at once. Ask for fewer tournaments or fields.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(upstreamCalls() - before).toBeLessThanOrEqual(UPSTREAM_CALLS_PER_REQUEST);

    // One tournament's standings, as the details screen asks, stay well within it.
    const id = await createTournament(stack.backend, { matches_count: 6 });
    const one = await stack.gateway.graphql(
      `{ tournament(id: "${id}", kind: NORMAL) { standings { overall { rank } matches { matchNumber } } } }`,
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.tournament.standings.matches).toHaveLength(6);
  });
});

/** The status of a page, its body read so the connection is free for the gateway to close. */
async function statusOf(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

describe('production defaults', () => {
  let gateway: TestGateway;
  let upstream: MswUpstream;
  beforeAll(async () => {
    upstream = await startMswUpstream();
    gateway = await startGateway(upstream.url, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('answers no introspection and serves no playground', async () => {
    const res = await gateway.graphql('{ __schema { queryType { name } } }');
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(await statusOf(`${gateway.url}/playground/`)).toBe(404);
  });

  it('turns both on when the operator asks', async () => {
    const open = await startGateway(upstream.url, {
      NODE_ENV: 'production',
      INTROSPECTION: 'true',
      PLAYGROUND: 'true',
    });
    try {
      const res = await open.graphql('{ __schema { queryType { name } } }');
      expect(res.body.data?.__schema.queryType.name).toBe('Query');
      expect(await statusOf(`${open.url}/playground/`)).toBe(200);
    } finally {
      await open.close();
    }
  });
});
