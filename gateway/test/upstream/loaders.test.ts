import { HttpResponse, delay, http } from 'msw';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../backend/test/support/fixtures';
import { createLoaders } from '../../src/loaders';
import type { UpstreamClient } from '../../src/upstream/upstream-client';
import { type TestStack, startStack } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { upstreamClientFor } from './upstream-fixtures';

describe('one upstream read per operation (DataLoader per request)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
    const admin = await createAdmin(stack.backend);
    await stack.backend.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body: { title: 'Finals this weekend', keyword: 'finals' },
    });
    await stack.backend.call('POST', '/api/admin/products', {
      token: admin.token,
      body: { name: 'Headset', price: 1499 },
    });
  });
  afterAll(() => stack.close());

  const readsOf = (path: string) =>
    stack.backend.requestLog.filter((entry) => entry.url.split('?')[0] === path);

  it('makes fields of one operation that need the same read share one upstream request', async () => {
    stack.backend.requestLog.length = 0;
    const result = await stack.gateway.graphql(`{
      a: blogs { id }
      b: blogs { title keywords }
      c: blog(id: "1") { id }
      d: products { name }
      e: products(search: "head") { price { rupees } }
    }`);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.b[0].title).toBe('Finals this weekend');
    expect(result.body.data.e).toEqual([{ price: { rupees: '1499.00' } }]);
    expect(readsOf('/api/user/get-blogs')).toHaveLength(1);
    expect(readsOf('/products.json')).toHaveLength(1);
  });

  it('reads again for the next operation: nothing is cached between requests', async () => {
    stack.backend.requestLog.length = 0;
    await stack.gateway.graphql('{ blogs { id } }');
    await stack.gateway.graphql('{ blogs { id } }');
    expect(readsOf('/api/user/get-blogs')).toHaveLength(2);
  });
});

describe('createLoaders', () => {
  let upstream: MswUpstream;
  let client: UpstreamClient;
  const log = pino({ level: 'silent' });
  const timeline: { id: string; started: number; ended?: number }[] = [];

  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/tourney/tournament/:id', async ({ params }) => {
        const entry: (typeof timeline)[number] = { id: String(params.id), started: Date.now() };
        timeline.push(entry);
        await delay(100);
        entry.ended = Date.now();
        return params.id === '404'
          ? HttpResponse.json({ message: 'Tournament not found' }, { status: 404 })
          : HttpResponse.json({ tournId: Number(params.id) });
      }),
      http.get('*/api/points/getResultsByTournId', () => HttpResponse.json([])),
    );
    ({ client } = upstreamClientFor(upstream.url));
  });
  afterAll(async () => {
    await client.close();
    await upstream.close();
  });

  it('treats parameters that make the same URL as one read', async () => {
    upstream.requests.length = 0;
    const loaders = createLoaders(client, undefined, log);
    await Promise.all([
      loaders.read('tournament', { tournId: 5 }),
      loaders.read('tournament', { tournId: '5' }),
      loaders.read('results', {}, { tournId: 5, matchId: 2 }),
      loaders.read('results', undefined, { matchId: '2', tournId: '5', unused: undefined }),
    ]);
    expect(upstream.requests.map((request) => request.path).sort()).toEqual([
      '/api/points/getResultsByTournId?tournId=5&matchId=2',
      '/api/tourney/tournament/5',
    ]);
  });

  it('sends reads asked for in one tick together, not one after another', async () => {
    timeline.length = 0;
    const loaders = createLoaders(client, undefined, log);
    await Promise.all(
      ['1', '2', '3', '4'].map((id) => loaders.read('tournament', { tournId: id })),
    );
    expect(timeline).toHaveLength(4);
    const firstEnd = Math.min(...timeline.map((entry) => entry.ended ?? Infinity));
    expect(timeline.every((entry) => entry.started <= firstEnd)).toBe(true);
  });

  it('shares a failed read within the request and reads afresh after clear()', async () => {
    upstream.requests.length = 0;
    const loaders = createLoaders(client, undefined, log);
    const first = loaders.read('tournament', { tournId: 404 });
    const second = loaders.read('tournament', { tournId: 404 });
    await expect(first).rejects.toMatchObject({
      status: 404,
      upstreamMessage: 'Tournament not found',
    });
    await expect(second).rejects.toMatchObject({ status: 404 });
    expect(upstream.requests).toHaveLength(1);
    loaders.clear();
    await expect(loaders.read('tournament', { tournId: 404 })).rejects.toMatchObject({
      status: 404,
    });
    expect(upstream.requests).toHaveLength(2);
  });

  it('refuses to share a write', async () => {
    const loaders = createLoaders(client, undefined, log);
    // @ts-expect-error: only GET routes are reads, and the types say so too.
    await expect(loaders.read('addMoney')).rejects.toThrow(/not a read/);
  });
});
