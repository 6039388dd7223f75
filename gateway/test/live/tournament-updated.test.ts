import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamResultRow } from '../../src/upstream/tournament-types';
import type { TestGateway } from '../support/gateway-server';
import { type LiveSocket, connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';
import { upstreamTournament } from '../upstream/upstream-fixtures';

const TOURNAMENT = 41;
const OTHER_TOURNAMENT = 42;
const UPDATES = `subscription Updates($id: ID!) {
  tournamentUpdated(id: $id) { id name totalSlots slotsAvailable status }
}`;

/** The tournament's row as the backend answers it; only its slots change here. */
const tournament = (tournId: number, slotsAvail: number) =>
  upstreamTournament({ tournId, slotsAvail });

const STANDINGS = `subscription Points($id: ID!) {
  tournamentUpdated(id: $id) {
    id slotsAvailable
    standings { overall { teamName kills total } matches { matchNumber lines { teamName kills total } } }
  }
}`;

/** A team's result in one match: its kills (all by its first player) and position points. */
const row = (teamName: string, kills: number, postionPoints: number): UpstreamResultRow => ({
  teamName,
  player1Kills: kills,
  player2Kills: 0,
  player3Kills: 0,
  player4Kills: 0,
  postionPoints,
  matchParticipated: 1,
  booyah: 0,
});

/**
 * The results the backend holds, per match: the overall read answers every match's rows (the
 * standings add a team's rows up), a match's read its own.
 */
function postedResults() {
  const byMatch = new Map<number, UpstreamResultRow[]>();
  return {
    post(match: number, rows: UpstreamResultRow[]) {
      byMatch.set(match, rows);
    },
    handler: http.get(/\/api\/points\/getResultsByTournId/, ({ request }) => {
      const url = new URL(request.url);
      const match = Number(url.searchParams.get('matchId'));
      if (url.pathname.endsWith('&MatchId')) return HttpResponse.json(byMatch.get(match) ?? []);
      return HttpResponse.json([...byMatch.values()].flat());
    }),
  };
}

/** The overall line of each team as the subscriber sees it: name and total. */
const totalsOf = (pushed: { data?: { tournamentUpdated: { standings: Standings } } | null }) =>
  pushed.data?.tournamentUpdated.standings.overall.map((line) => [line.teamName, line.total]);

interface Standings {
  overall: { teamName: string; total: number }[];
  matches: { matchNumber: number; lines: { teamName: string; total: number }[] }[];
}

/** Public reads the gateway made for this tournament: its row and its results. */
const publicReadsOf = (live: LiveUpstream) =>
  live.upstream.requests.filter(
    (request) =>
      request.path.startsWith(`/api/tourney/tournament/${TOURNAMENT}`) ||
      request.path.includes(`tournId=${TOURNAMENT}`),
  ).length;

describe('tournamentUpdated', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  let slotsAvail = 10;
  const results = postedResults();
  const reads = () => live.requestsTo(`/api/tourney/tournament/${TOURNAMENT}`).length;

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', ({ params }) =>
        HttpResponse.json(tournament(Number(params.id), slotsAvail)),
      ),
      results.handler,
      http.get('*/api/bookings/isBooked/:id', () => HttpResponse.json(false)),
    );
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('pushes the changed tournament to visitors, read once for all of them', async () => {
    const visitors = [connect(gateway), connect(gateway)];
    try {
      const updates = visitors.map((socket) =>
        socket.subscribe(UPDATES, { id: String(TOURNAMENT) }),
      );
      await untilSubscriptions(gateway, 2);
      const before = reads();

      // Another tournament's booking is not theirs; this one's is, with its slots as they are now.
      live.stream.send({ kind: 'slots.changed', tournamentId: OTHER_TOURNAMENT });
      slotsAvail = 9;
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT, subjectId: '7' });
      for (const update of updates) {
        expect((await update.next()).data).toEqual({
          tournamentUpdated: {
            id: '41',
            name: 'Monsoon Mayhem Cup',
            totalSlots: 12,
            slotsAvailable: 9,
            status: 'UPCOMING',
          },
        });
      }
      expect(reads() - before).toBe(1);
    } finally {
      await Promise.all(visitors.map((socket) => socket.close()));
    }
  });

  it('pushes every results post and correction, each with the standings as they are now', async () => {
    const player = connect(gateway);
    try {
      const points = player.subscribe(STANDINGS, { id: String(TOURNAMENT) });
      await untilSubscriptions(gateway, 1);

      results.post(1, [row('Team Alpha', 5, 12), row('Team Bravo', 2, 9)]);
      live.stream.send({ kind: 'results.posted', tournamentId: TOURNAMENT, subjectId: '1' });
      expect(totalsOf(await points.next())).toEqual([
        ['Team Alpha', 17],
        ['Team Bravo', 11],
      ]);

      // Only the results change: the tournament's row is the same as at the first push.
      results.post(2, [row('Team Bravo', 8, 12), row('Team Alpha', 1, 6)]);
      live.stream.send({ kind: 'results.posted', tournamentId: TOURNAMENT, subjectId: '2' });
      expect(totalsOf(await points.next())).toEqual([
        ['Team Bravo', 31],
        ['Team Alpha', 24],
      ]);

      // The organiser corrects match 1: Alpha's kills were 15, not 5.
      results.post(1, [row('Team Alpha', 15, 12), row('Team Bravo', 2, 9)]);
      live.stream.send({ kind: 'results.posted', tournamentId: TOURNAMENT, subjectId: '1' });
      const corrected = await points.next();
      expect(totalsOf(corrected)).toEqual([
        ['Team Alpha', 34],
        ['Team Bravo', 31],
      ]);
      expect(corrected.data?.tournamentUpdated.standings.matches[0]).toEqual({
        matchNumber: 1,
        lines: [
          { teamName: 'Team Alpha', kills: 15, total: 27 },
          { teamName: 'Team Bravo', kills: 2, total: 11 },
        ],
      });
    } finally {
      await player.close();
    }
  });

  it('reads an event once however many visitors and players subscribed', async () => {
    /** The public reads of one booking pushed to these sockets' subscriptions. */
    async function readsOfOneBooking(sockets: LiveSocket[], perSocket: number) {
      const pushes = sockets.flatMap((socket) =>
        Array.from({ length: perSocket }, () =>
          socket.subscribe(STANDINGS, { id: String(TOURNAMENT) }),
        ),
      );
      await untilSubscriptions(gateway, pushes.length);
      const before = publicReadsOf(live);
      slotsAvail -= 1;
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      for (const push of pushes) {
        expect((await push.next()).data?.tournamentUpdated.slotsAvailable).toBe(slotsAvail);
      }
      await Promise.all(sockets.map((socket) => socket.close()));
      await untilSubscriptions(gateway, 0);
      return publicReadsOf(live) - before;
    }

    const one = await readsOfOneBooking([connect(gateway)], 1);
    // The row, the overall results, the matches' notes and one read per match (three).
    expect(one).toBe(6);
    const player = await live.tokens.player(3);
    const many = await readsOfOneBooking(
      [
        ...Array.from({ length: 5 }, () => connect(gateway)),
        ...Array.from({ length: 5 }, () => connect(gateway, player)),
      ],
      10,
    );
    expect(many).toBe(one);
  });

  it("reads only a player's own fields per subscriber", async () => {
    const BOOKING = `subscription Booking($id: ID!) {
      tournamentUpdated(id: $id) { slotsAvailable standings { overall { total } } viewerBooking { booked canBook } }
    }`;
    const players = await Promise.all(
      [5, 6, 7].map(async (userId) => connect(gateway, await live.tokens.player(userId))),
    );
    try {
      const pushes = players.map((socket) => socket.subscribe(BOOKING, { id: String(TOURNAMENT) }));
      await untilSubscriptions(gateway, players.length);
      const isBookedBefore = live.requestsTo(`/api/bookings/isBooked/${TOURNAMENT}`).length;
      const publicBefore = publicReadsOf(live);
      slotsAvail -= 1;
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      for (const push of pushes) {
        expect((await push.next()).data?.tournamentUpdated).toEqual(
          expect.objectContaining({
            slotsAvailable: slotsAvail,
            viewerBooking: { booked: false, canBook: false },
          }),
        );
      }
      expect(live.requestsTo(`/api/bookings/isBooked/${TOURNAMENT}`).length - isBookedBefore).toBe(
        players.length,
      );
      expect(publicReadsOf(live) - publicBefore).toBe(6);
    } finally {
      await Promise.all(players.map((socket) => socket.close()));
    }
  });
});
