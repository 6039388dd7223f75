import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import {
  type LiveUpstream,
  forgedToken,
  roomAudience,
  startLiveUpstream,
  unreleasedRoom,
} from './support/live-upstream';
import { subscribeToRoom } from './support/room-subscription';

const TOURNAMENT = 41;
const BOOKED = 3;
const NOT_BOOKED = 4;
const ROOM = `subscription Room($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId released roomId password releasesAt }
}`;
const variables = { id: String(TOURNAMENT) };

describe('roomReleased', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  const audience = roomAudience(unreleasedRoom(TOURNAMENT));

  beforeAll(async () => {
    live = await startLiveUpstream(audience.handler);
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('pushes the room to a booked player only; a visitor and a forged token get nothing', async () => {
    const booked = connect(gateway, await live.tokens.player(BOOKED));
    const notBooked = connect(gateway, await live.tokens.player(NOT_BOOKED));
    const visitor = connect(gateway);
    const forged = connect(gateway, forgedToken(await live.tokens.player(NOT_BOOKED), BOOKED));
    try {
      expect(await forged.closed).toEqual({ code: 4403, reason: 'Forbidden' });

      expect(await visitor.subscribe(ROOM, variables).ended).toEqual([
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
        }),
      ]);
      // The room is not released yet: the current state pushes nothing to anyone.
      const bookedRoom = await subscribeToRoom(booked, audience, TOURNAMENT);
      // The second player shares that read of the room: listening is all there is to wait for.
      const otherRoom = notBooked.subscribe(ROOM, variables);
      await untilSubscriptions(gateway, 2);

      audience.set({
        roomId: '4455',
        roomPassword: 'ff-pass',
        releasedAt: '2026-11-24T17:50:00.000Z',
      });
      live.stream.send({ kind: 'room.released', tournamentId: TOURNAMENT });
      expect((await bookedRoom.next()).data).toEqual({
        roomReleased: {
          tournamentId: '41',
          released: true,
          roomId: '4455',
          password: 'ff-pass',
          releasesAt: null,
        },
      });

      // The player who was not booked then books, and the organiser changes the room: the first
      // thing they ever receive is the changed room, so the release reached them with nothing.
      audience.set({ roomId: '5566', entrantIds: [BOOKED, NOT_BOOKED] });
      live.stream.send({ kind: 'room.changed', tournamentId: TOURNAMENT });
      expect((await otherRoom.next()).data?.roomReleased).toMatchObject({ roomId: '5566' });
      expect((await bookedRoom.next()).data?.roomReleased).toMatchObject({ roomId: '5566' });
    } finally {
      await Promise.all([booked, notBooked, visitor, forged].map((socket) => socket.close()));
    }
  });

  it('pushes a released room on subscribe, then reads each change once for all its players', async () => {
    const entrants = [BOOKED, 5, 6];
    audience.set({
      roomId: '4455',
      roomPassword: 'ff-pass',
      releasedAt: '2026-11-24T17:50:00.000Z',
      entrantIds: entrants,
    });
    const sockets = await Promise.all(
      entrants.map(async (id) => connect(gateway, await live.tokens.player(id))),
    );
    try {
      const rooms = sockets.map((socket) => socket.subscribe(ROOM, variables));
      for (const room of rooms) {
        expect((await room.next()).data?.roomReleased).toMatchObject({ roomId: '4455' });
      }
      const reads = () => live.requestsTo(`/api/events/rooms/${TOURNAMENT}`).length;
      const before = reads();

      audience.set({ roomId: '7788', roomPassword: 'new-pass' });
      live.stream.send({ kind: 'room.changed', tournamentId: TOURNAMENT });
      for (const room of rooms) {
        expect((await room.next()).data?.roomReleased).toMatchObject({
          roomId: '7788',
          password: 'new-pass',
        });
      }
      expect(reads() - before).toBe(1);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});
