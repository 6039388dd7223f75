import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamRoomAudience } from '../../src/upstream/tournament-types';
import type { TestGateway } from '../support/gateway-server';
import { connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const TOURNAMENT = 52;
const MEMBER = 3;
const OTHER = 4;
const ROOM = `subscription Room($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId matchNumber released roomId password }
}`;

/** Each match's room as the backend's audience read answers it: `?match=N`, else the latest. */
const ROOMS: Record<string, UpstreamRoomAudience> = {
  '1': {
    tournamentId: TOURNAMENT,
    matchNo: 1,
    roomId: '1001',
    roomPassword: 'one',
    releaseAt: null,
    releasedAt: '2026-11-24T17:53:00.000Z',
    entrantIds: [MEMBER],
  },
  '2': {
    tournamentId: TOURNAMENT,
    matchNo: 2,
    roomId: '2002',
    roomPassword: 'two',
    releaseAt: null,
    releasedAt: '2026-11-24T18:23:00.000Z',
    entrantIds: [MEMBER],
  },
};

describe('roomReleased, a room per match', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  let latest = '1';

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/events/rooms/:tournId', ({ request }) => {
        const match = new URL(request.url).searchParams.get('match') ?? latest;
        return HttpResponse.json(ROOMS[match]);
      }),
    );
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it("pushes each match's room to members as it is released, naming its match; others get nothing", async () => {
    const member = connect(gateway, await live.tokens.player(MEMBER));
    const other = connect(gateway, await live.tokens.player(OTHER));
    try {
      const room = member.subscribe(ROOM, { id: String(TOURNAMENT) });
      expect((await room.next()).data?.roomReleased).toEqual({
        tournamentId: String(TOURNAMENT),
        matchNumber: 1,
        released: true,
        roomId: '1001',
        password: 'one',
      });
      const otherRoom = other.subscribe(ROOM, { id: String(TOURNAMENT) });
      // Listening before the events are sent: it must hear the change, and nothing before it.
      await untilSubscriptions(gateway, 2);

      latest = '2';
      live.stream.send({ kind: 'room.released', tournamentId: TOURNAMENT, subjectId: '2' });
      expect((await room.next()).data?.roomReleased).toMatchObject({
        matchNumber: 2,
        roomId: '2002',
        password: 'two',
      });
      const asked = live
        .requestsTo(`/api/events/rooms/${TOURNAMENT}`)
        .map((request) => new URL(request.path, 'http://x').searchParams.get('match'));
      expect(asked).toContain('2');

      // The other player then joins a squad and match 1's room changes: the first thing they
      // ever receive is that change, naming match 1, so match 2's release reached them with nothing.
      for (const match of Object.values(ROOMS)) match.entrantIds = [MEMBER, OTHER];
      (ROOMS['1'] as UpstreamRoomAudience).roomId = '1009';
      live.stream.send({ kind: 'room.changed', tournamentId: TOURNAMENT, subjectId: '1' });
      expect((await otherRoom.next()).data?.roomReleased).toMatchObject({
        matchNumber: 1,
        roomId: '1009',
      });
      expect((await room.next()).data?.roomReleased).toMatchObject({
        matchNumber: 1,
        roomId: '1009',
      });
    } finally {
      await Promise.all([member, other].map((socket) => socket.close()));
    }
  });
});
