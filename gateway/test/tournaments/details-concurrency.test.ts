import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../backend/test/support/fixtures';
import {
  type LoggedRequest,
  type TestServer,
  startTestServer,
} from '../../../backend/test/support/test-server';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy';
import { createStage } from './tournament-stage';

/** The normal details screen in one query: every tab's data. */
const DETAILS_SCREEN = /* GraphQL */ `
  query DetailsScreen($id: ID!) {
    tournament(id: $id) {
      id
      name
      status
      prizePool {
        formatted
      }
      entryFee {
        formatted
      }
      isFree
      slotsAvailable
      totalSlots
      matchesCount
      bookingClosedReason
      viewerBooking {
        booked
        canBook
      }
      teams {
        name
        players {
          position
          inGameName
        }
      }
      room {
        released
        roomId
        password
      }
      standings {
        overall {
          rank
          teamName
          total
        }
        matches {
          matchNumber
          lines {
            rank
            teamName
            total
          }
        }
      }
    }
    again: tournament(id: $id) {
      viewerBooking {
        booked
      }
      room {
        roomId
      }
      standings {
        matches {
          matchNumber
        }
      }
    }
  }
`;

const MATCH_READ = '/api/points/getResultsByTournId&MatchId';

/** Every read started before any of them ended: they were in flight together. */
function overlap(reads: LoggedRequest[]) {
  const lastStart = Math.max(...reads.map((read) => read.startedAt));
  const firstEnd = Math.min(...reads.map((read) => read.endedAt ?? Infinity));
  return { lastStart, firstEnd };
}

describe('the details query of a tournament with 6 matches', () => {
  let backend: TestServer;
  let proxy: RecordingProxy;
  let gateway: TestGateway;
  let player: TestUser;
  let id: number;

  beforeAll(async () => {
    backend = await startTestServer();
    // The 6 per-match answers are held until all 6 requests arrived (or 3 s passed).
    proxy = await startRecordingProxy(backend.baseUrl, {
      matches: (url) => url.startsWith(MATCH_READ),
      count: 6,
      timeoutMs: 3000,
    });
    gateway = await startGateway(proxy.url);
    const stage = await createStage(backend);
    player = await stage.player();
    id = await stage.tournament({ matchesCount: 6 });
    const rival = await stage.player();
    await stage.bookSlot(player, id, 'Home Squad');
    await stage.bookSlot(rival, id, 'Away Squad');
    for (const match of [1, 2, 3]) {
      await stage.results(id, match, [
        { teamName: 'Home Squad', kills: [match, 0, 0, 0], postionPoints: 5 },
        { teamName: 'Away Squad', kills: [1, 1, 0, 0], postionPoints: 4 },
      ]);
    }
    await stage.room(id, 'R-600', 'six');
    // Warm the keep-alive connections, so what is measured is the sending, not the connecting.
    await gateway.graphql(DETAILS_SCREEN, { id: String(id) }, { token: player.token });
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await backend?.close();
  });

  /** Runs the details query; answers what reached the upstream edge and the backend. */
  async function detailsCalls() {
    const fromProxy = proxy.requestLog.length;
    const fromBackend = backend.requestLog.length;
    const result = await gateway.graphql(
      DETAILS_SCREEN,
      { id: String(id) },
      { token: player.token },
    );
    expect(result.body.errors).toBeUndefined();
    const { tournament } = result.body.data;
    expect(tournament).toMatchObject({
      id: String(id),
      viewerBooking: { booked: true, canBook: false },
      room: { released: true, roomId: 'R-600', password: 'six' },
    });
    expect(tournament.teams.map((team: { name: string }) => team.name)).toEqual([
      'Home Squad',
      'Away Squad',
    ]);
    expect(tournament.standings.overall).toEqual([
      { rank: 1, teamName: 'Home Squad', total: 21 },
      { rank: 2, teamName: 'Away Squad', total: 18 },
    ]);
    expect(
      tournament.standings.matches.map((match: { matchNumber: number }) => match.matchNumber),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    return {
      atEdge: proxy.requestLog.slice(fromProxy),
      atBackend: backend.requestLog.slice(fromBackend),
    };
  }

  it('sends the 6 per-match reads together: every one starts before any of them ends', async () => {
    const { atEdge } = await detailsCalls();
    const matchReads = atEdge.filter((call) => call.url.startsWith(MATCH_READ));
    expect(
      matchReads.map((call) => new URL(call.url, 'http://x').searchParams.get('matchId')).sort(),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    const { lastStart, firstEnd } = overlap(matchReads);
    expect(lastStart).toBeLessThan(firstEnd);
  });

  it('makes no upstream read twice, though the query asks for the same data twice', async () => {
    const { atBackend } = await detailsCalls();
    const urls = atBackend.map((call) => `${call.method} ${call.url}`);
    expect(new Set(urls).size).toBe(urls.length);
    // The tournament, its booking, teams, room, overall points, the matches' notes (penalties,
    // screenshots, corrections) and the 6 matches: nothing else.
    expect(urls.filter((url) => !url.includes('jwks')).sort()).toEqual(
      [
        `GET /api/tourney/tournament/${id}`,
        `GET /api/bookings/isBooked/${id}`,
        `GET /api/bookings/get-team-details/${id}`,
        `GET /api/tourney/${id}/room-details`,
        `GET /api/points/getResultsByTournId?tournId=${id}`,
        `GET /api/points/match-notes?tournId=${id}`,
        ...[1, 2, 3, 4, 5, 6].map((match) => `GET ${MATCH_READ}?tournId=${id}&matchId=${match}`),
      ].sort(),
    );
  });
});
