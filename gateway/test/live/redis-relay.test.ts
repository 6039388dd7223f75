import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '#common/live-events';
import type { TestGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import {
  type LiveUpstream,
  roomAudience,
  startLiveUpstream,
  unreleasedRoom,
} from './support/live-upstream';
import { subscribeToRoom } from './support/room-subscription';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TOURNAMENT = 41;
const BOOKED = 3;
const ROOM = `subscription Room($id: ID!) { roomReleased(tournamentId: $id) { roomId password } }`;

describe('two gateway copies on one Redis', () => {
  // A channel of this run alone: copies of other runs never read or hear it.
  const channel = `test:live:${randomUUID()}`;
  const env = { REDIS_URL, LIVE_CHANNEL: channel };
  const audience = roomAudience(unreleasedRoom(TOURNAMENT));
  let live: LiveUpstream;
  let reading: TestGateway;
  let readingClosed = false;
  let other: TestGateway;
  let released: LiveEvent;

  beforeAll(async () => {
    live = await startLiveUpstream(audience.handler);
    // The first copy to start its feed takes the lease and reads the stream.
    reading = await startLiveGateway(live, env);
    other = await startLiveGateway(live, env);
  });
  afterAll(async () => {
    await other?.close();
    if (!readingClosed) await reading?.close();
    await live?.close();
    const redis = new Redis(REDIS_URL);
    await redis.del(`${channel}:reader`, `${channel}:cursor`);
    redis.disconnect();
  });

  it('reads the stream on one copy only, and a subscriber of the other copy gets the room', async () => {
    const onOther = connect(other, await live.tokens.player(BOOKED));
    const onReading = connect(reading, await live.tokens.player(BOOKED));
    try {
      const otherRoom = await subscribeToRoom(onOther, audience, TOURNAMENT);
      const readingRoom = await subscribeToRoom(onReading, audience, TOURNAMENT);

      audience.set({
        roomId: '4455',
        roomPassword: 'ff-pass',
        releasedAt: '2026-11-24T17:50:00.000Z',
      });
      released = live.stream.send({ kind: 'room.released', tournamentId: TOURNAMENT });
      const room = {
        roomReleased: expect.objectContaining({ roomId: '4455', password: 'ff-pass' }),
      };
      expect((await otherRoom.next()).data).toEqual(room);
      expect((await readingRoom.next()).data).toEqual(room);
      expect(live.requestsTo('/api/events')).toHaveLength(1);
    } finally {
      await Promise.all([onOther.close(), onReading.close()]);
    }
  });

  it('lets the other copy take the stream over where the stopped one left it', async () => {
    const onOther = connect(other, await live.tokens.player(BOOKED));
    try {
      const otherRoom = onOther.subscribe(ROOM, { id: String(TOURNAMENT) });
      await otherRoom.next();
      const lastRead = live.stream.opened.length;
      await reading.close();
      readingClosed = true;

      await vi.waitFor(() => expect(live.stream.opened).toHaveLength(lastRead + 1), {
        timeout: 15_000,
      });
      // The cursor the first copy kept in Redis: the room it relayed last.
      expect(live.stream.opened.at(-1)?.lastEventId).toBe(released.cursor);

      audience.set({ roomId: '9900', roomPassword: 'moved' });
      live.stream.send({ kind: 'room.changed', tournamentId: TOURNAMENT });
      expect((await otherRoom.next()).data?.roomReleased).toMatchObject({
        roomId: '9900',
        password: 'moved',
      });
    } finally {
      await onOther.close();
    }
  });
});
