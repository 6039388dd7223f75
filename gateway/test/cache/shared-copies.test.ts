import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import {
  type PublicUpstream,
  TOURNAMENT,
  startCachingGateway,
  startPublicUpstream,
} from './support/public-upstream';

const REDIS_URL = 'redis://127.0.0.1:6379';
const LIST = '{ tournaments { id slotsAvailable } }';

/** A Redis URL nothing answers at: a port taken from the system, then let go. */
async function redisDown(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

describe('the public-read cache shared by gateway copies through Redis', () => {
  // A platform of this run alone: its keys and channel are no other run's.
  const channel = `test:cache:${randomUUID()}`;
  const redis = new Redis(REDIS_URL);
  let backend: PublicUpstream;
  let first: TestGateway;
  let second: TestGateway;
  const slotsOn = async (gateway: TestGateway) =>
    (await gateway.graphql(LIST)).body.data.tournaments[0].slotsAvailable as number;

  beforeAll(async () => {
    backend = await startPublicUpstream();
    const env = { REDIS_URL, LIVE_CHANNEL: channel };
    first = await startCachingGateway(backend, env);
    second = await startCachingGateway(backend, env);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await backend?.close();
    const keys = await redis.keys(`*${channel}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("answers one copy's visitor from what another copy read, until a change drops it on both", async () => {
    const entries = () => redis.keys(`ccl-gw:${channel}:public-reads:*`);
    const before = (await entries()).length;
    expect(await slotsOn(first)).toBe(10);
    await vi.waitFor(async () => expect((await entries()).length).toBeGreaterThan(before), {
      timeout: 10_000,
      interval: 20,
    });

    // The backend changed, but no copy heard of it yet: the other copy serves the shared entry.
    backend.state.slotsAvail = 7;
    const reads = backend.reads('/api/tourney/tournaments');
    expect(await slotsOn(second)).toBe(10);
    expect(backend.reads('/api/tourney/tournaments')).toBe(reads);

    backend.stream.send({ kind: 'tournament.updated', tournamentId: TOURNAMENT });
    for (const gateway of [first, second]) {
      await vi.waitFor(async () => expect(await slotsOn(gateway)).toBe(7), {
        timeout: 10_000,
        interval: 20,
      });
    }
  });

  it('serves every read from the backend while Redis is down', async () => {
    const gateway = await startGateway(backend.upstream.url, {
      PUBLIC_CACHE: 'true',
      REDIS_URL: await redisDown(),
      LIVE_CHANNEL: channel,
    });
    try {
      backend.state.slotsAvail = 6;
      const reads = backend.reads('/api/tourney/tournaments');
      expect(await slotsOn(gateway)).toBe(6);
      expect(await slotsOn(gateway)).toBe(6);
      expect(backend.reads('/api/tourney/tournaments')).toBe(reads + 2);
    } finally {
      await gateway.close();
    }
  });
});
