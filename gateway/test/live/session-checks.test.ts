import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_MS } from '../../src/live/session-checks';
import type { TestGateway } from '../support/gateway-server';
import { type LiveSocket, connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, sessionProfiles, startLiveUpstream } from './support/live-upstream';

const FORBIDDEN = { code: 4403, reason: 'Forbidden' };

describe('the session check at connection_init', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  /** Tokens the backend no longer accepts (their session ended). */
  const refused = new Set<string>();
  const profileReads = () => live.requestsTo('/api/v1/profile/me').length;

  beforeAll(async () => {
    live = await startLiveUpstream(sessionProfiles(refused));
    gateway = await startLiveGateway(live);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  /** Connects every token's sockets at once and waits until all are acknowledged. */
  async function connectAll(tokens: string[]): Promise<LiveSocket[]> {
    const sockets = tokens.map((token) => connect(gateway, token));
    await Promise.all(sockets.map((socket) => socket.connected));
    return sockets;
  }
  const closeAll = (sockets: LiveSocket[]) => Promise.all(sockets.map((socket) => socket.close()));

  it('asks the backend once per token, however many sockets connect with it, until the bound', async () => {
    const phone = await live.tokens.session(20, randomUUID());
    const others = await Promise.all(
      [21, 22, 23].map((id) => live.tokens.session(id, randomUUID())),
    );
    const before = profileReads();
    await closeAll(await connectAll([...Array<string>(30).fill(phone), ...others, ...others]));
    expect(profileReads() - before).toBe(1 + others.length);

    // The whole crowd reconnecting within the bound costs nothing more.
    await closeAll(await connectAll([...Array<string>(30).fill(phone), ...others]));
    expect(profileReads() - before).toBe(1 + others.length);

    // Past it, each token is asked again, once.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CHECK_MS + 1);
    await closeAll(await connectAll([phone, phone, ...others]));
    expect(profileReads() - before).toBe(2 * (1 + others.length));
  });

  it("a logout closes its session's sockets at once, and a new connect with its token is refused without asking", async () => {
    const session = randomUUID();
    const loggedOut = await live.tokens.session(24, session);
    const otherDevice = await live.tokens.session(24, randomUUID());
    const sockets = await connectAll([loggedOut, loggedOut, otherDevice]);
    try {
      const reads = profileReads();
      refused.add(loggedOut);
      live.stream.send({ kind: 'sessions.ended', userId: 24, subjectId: session });
      expect(await sockets[0]?.closed).toEqual(FORBIDDEN);
      expect(await sockets[1]?.closed).toEqual(FORBIDDEN);

      const again = connect(gateway, loggedOut);
      expect(await again.closed).toEqual(FORBIDDEN);
      // The other device's session is still believed: it connects without a read either.
      const laptop = connect(gateway, otherDevice);
      await laptop.connected;
      await laptop.close();
      expect(profileReads()).toBe(reads);
    } finally {
      await closeAll(sockets);
    }
  });

  it('a ban (no session named) closes all the player’s sockets; their tokens are asked again and refused', async () => {
    const tokens = await Promise.all(
      [randomUUID(), randomUUID()].map((sid) => live.tokens.session(25, sid)),
    );
    const sockets = await connectAll([...tokens, ...tokens]);
    const reads = profileReads();
    for (const token of tokens) refused.add(token);
    live.stream.send({ kind: 'account.banned', userId: 25 });
    for (const socket of sockets) expect(await socket.closed).toEqual(FORBIDDEN);

    const again = tokens.map((token) => connect(gateway, token));
    for (const socket of again) expect(await socket.closed).toEqual(FORBIDDEN);
    expect(profileReads() - reads).toBe(tokens.length);
  });
});
