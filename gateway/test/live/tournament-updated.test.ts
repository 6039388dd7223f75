import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const TOURNAMENT = 41;
const OTHER_TOURNAMENT = 42;
const UPDATES = `subscription Updates($id: ID!) {
  tournamentUpdated(id: $id) { id name totalSlots slotsAvailable status }
}`;

/** The tournament's row as the backend answers it; only its slots change here. */
const tournament = (tournId: number, slotsAvail: number) => ({
  tournId,
  tournName: 'Monsoon Mayhem Cup',
  title: 'Monsoon Mayhem Cup',
  bannerLink: null,
  tournPp: 5000,
  entryFee: 50,
  totalSlots: 12,
  slotsAvail,
  matchesCount: 3,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2026-11-24T18:00:00.000Z',
  regStart: '2026-11-20T10:00:00.000Z',
  regEnd: '2026-11-24T17:00:00.000Z',
  status: 'upcoming',
  orgBy: 'CCL Esports',
  discordLink: null,
  liveLink: null,
});

describe('tournamentUpdated', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  let slotsAvail = 10;
  const reads = () => live.requestsTo(`/api/tourney/tournament/${TOURNAMENT}`).length;

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', ({ params }) =>
        HttpResponse.json(tournament(Number(params.id), slotsAvail)),
      ),
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
});
