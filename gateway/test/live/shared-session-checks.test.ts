import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { type LiveSocket, connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, sessionProfiles, startLiveUpstream } from './support/live-upstream';

const REDIS_URL = 'redis://127.0.0.1:6379';
const FORBIDDEN = { code: 4403, reason: 'Forbidden' };

describe('session checks shared by two gateway copies on one Redis', () => {
  // A channel of this run alone: its keys and events are nobody else's.
  const channel = `test:sessions:${randomUUID()}`;
  const env = { REDIS_URL, LIVE_CHANNEL: channel };
  let live: LiveUpstream;
  let first: TestGateway;
  let second: TestGateway;
  /** Tokens the backend no longer accepts (their session ended). */
  const refused = new Set<string>();
  const profileReads = () => live.requestsTo('/api/v1/profile/me').length;

  beforeAll(async () => {
    live = await startLiveUpstream(sessionProfiles(refused));
    first = await startLiveGateway(live, env);
    second = await startLiveGateway(live, env);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await live?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${channel}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  async function connectedThenClosed(gateway: TestGateway, token: string) {
    const socket: LiveSocket = connect(gateway, token);
    await socket.connected;
    await socket.close();
  }

  it("asks the backend once for a player's phones, whichever copy each reconnects to", async () => {
    const token = await live.tokens.session(30, randomUUID());
    const before = profileReads();
    await connectedThenClosed(first, token);
    await connectedThenClosed(second, token);
    await connectedThenClosed(second, token);
    await connectedThenClosed(first, token);
    expect(profileReads() - before).toBe(1);
  });

  it('a ban heard by the copies makes a copy ask again about a token another copy vouched for', async () => {
    const checkedOnFirst = await live.tokens.session(31, randomUUID());
    await connectedThenClosed(first, checkedOnFirst);
    // The player's other phone, on the second copy: its close shows that copy heard the ban.
    const otherPhone = connect(second, await live.tokens.session(31, randomUUID()));
    await otherPhone.connected;
    const reads = profileReads();

    refused.add(checkedOnFirst);
    live.stream.send({ kind: 'account.banned', userId: 31 });
    expect(await otherPhone.closed).toEqual(FORBIDDEN);

    // The second copy never saw this token: only the shared answer vouches for it, and the ban
    // ended that answer's word.
    expect(await connect(second, checkedOnFirst).closed).toEqual(FORBIDDEN);
    expect(profileReads() - reads).toBe(1);
  });
});
