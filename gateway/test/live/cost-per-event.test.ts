import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { type LiveSocket, connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, roomAudience, startLiveUpstream } from './support/live-upstream';
import { upstreamTournament } from '../upstream/upstream-fixtures';

const TOURNAMENT = 61;
/** Sockets per forwarded address: under the per-address limits, as phones behind a carrier's NAT. */
const PER_ADDRESS = 100;

/** What the web app's tournament page subscribes to: public fields only (tournament-live.graphql). */
const UPDATES = `subscription TournamentUpdated($id: ID!) {
  tournamentUpdated(id: $id, kind: NORMAL) {
    id name status totalSlots slotsAvailable startsAt matchesCount bookingClosedReason
    standings { overall { teamName kills total } matches { matchNumber lines { teamName total } } }
  }
}`;
const ROOM = `subscription Room($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId released roomId password }
}`;

const tournament = (slotsAvail: number) =>
  upstreamTournament({
    tournId: TOURNAMENT,
    tournName: 'Diwali Night Clash',
    totalSlots: 1000,
    slotsAvail,
  });

/** Upstream calls the gateway made, less its one long-lived event stream. */
const callsSoFar = (live: LiveUpstream) =>
  live.upstream.requests.filter(
    (request) => new URL(request.path, 'http://upstream').pathname !== '/api/events',
  ).length;

describe('the cost of an event does not grow with its subscribers', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  let slotsAvail = 900;
  let nextPlayer = 1000;
  const audience = roomAudience({
    tournamentId: TOURNAMENT,
    roomId: '1111',
    roomPassword: 'first',
    releaseAt: null,
    releasedAt: '2026-11-24T17:50:00.000Z',
    entrantIds: [],
  });

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', () => HttpResponse.json(tournament(slotsAvail))),
      http.get(/\/api\/points\//, () => HttpResponse.json([])),
      audience.handler,
    );
    gateway = await startLiveGateway(live, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  /**
   * `visitors` sockets following the tournament, and `players` sockets (each a player of their
   * own, booked) following it and its room, as the details page does; then one booking and one
   * room change. Returns the upstream calls of each event, and of the players' first pushes.
   */
  async function costOf(visitors: number, players: number) {
    const ids = Array.from({ length: players }, () => (nextPlayer += 1));
    audience.set({ entrantIds: ids, roomId: '1111', roomPassword: 'first' });
    const from = (index: number) => ({
      forwardedFor: `198.51.100.${Math.floor(index / PER_ADDRESS) + 1}`,
    });
    const tokens = await Promise.all(ids.map((id) => live.tokens.player(id)));
    const sockets: LiveSocket[] = [
      ...Array.from({ length: visitors }, (_, index) => connect(gateway, undefined, from(index))),
      ...tokens.map((token, index) => connect(gateway, token, from(visitors + index))),
    ];
    try {
      await Promise.all(sockets.map((socket) => socket.connected));
      const updates = sockets.map((socket) =>
        socket.subscribe(UPDATES, { id: String(TOURNAMENT) }),
      );
      const beforeRooms = callsSoFar(live);
      const rooms = sockets
        .slice(visitors)
        .map((socket) => socket.subscribe(ROOM, { id: String(TOURNAMENT) }));
      for (const room of rooms) {
        expect((await room.next()).data?.roomReleased.roomId).toBe('1111');
      }
      const firstPushes = callsSoFar(live) - beforeRooms;
      await untilSubscriptions(gateway, updates.length + rooms.length);

      let before = callsSoFar(live);
      slotsAvail -= 1;
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      for (const update of updates) {
        expect((await update.next()).data?.tournamentUpdated.slotsAvailable).toBe(slotsAvail);
      }
      const booking = callsSoFar(live) - before;

      before = callsSoFar(live);
      audience.set({ roomId: '2222', roomPassword: 'second' });
      live.stream.send({ kind: 'room.changed', tournamentId: TOURNAMENT });
      for (const room of rooms) {
        expect((await room.next()).data?.roomReleased).toMatchObject({
          roomId: '2222',
          password: 'second',
        });
      }
      const roomChange = callsSoFar(live) - before;
      return { firstPushes, booking, roomChange };
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
      await untilSubscriptions(gateway, 0);
    }
  }

  it('reads each event as often for 500 subscribers, visitors and players, as for one player', async () => {
    const one = await costOf(0, 1);
    // The tournament's row, its results, the matches' notes and each of its three matches; the
    // room's audience once, for the first push as for the change.
    expect(one).toEqual({ firstPushes: 1, booking: 6, roomChange: 1 });
    expect(await costOf(250, 250)).toEqual(one);
  });
});
