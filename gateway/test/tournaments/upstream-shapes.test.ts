import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * Shapes the real backend never sends but the platform's own upstream may (SPEC §3): a special
 * tournament missing from the special list, an entry fee as the string "0", a status the
 * schema does not know.
 */
const tournament = (fields: Record<string, unknown>) => ({
  tournId: 1,
  tournName: 'Upstream Cup',
  title: 'Upstream Cup',
  bannerLink: null,
  tournPp: 1500,
  entryFee: 25,
  totalSlots: 10,
  slotsAvail: 4,
  matchesCount: 2,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2026-11-21T18:30:00.000Z',
  regStart: '2026-11-01T00:00:00.000Z',
  regEnd: '2026-11-20T00:00:00.000Z',
  status: 'upcoming',
  orgBy: 'Org',
  discordLink: null,
  liveLink: null,
  ...fields,
});

describe('upstream shapes of SPEC §3', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream(
      http.get('*/api/special/tournaments', () => HttpResponse.json([])),
      http.get('*/special/tournament/:id', ({ params }) =>
        params.id === '77'
          ? HttpResponse.json({
              tournName: 'Only Details',
              bannerLink: 'https://cdn.example.com/s.png',
              orgBy: 'Org',
              tournType: 'Squad',
              gameMode: 'Clash Squad',
              tournStart: '2026-12-01T12:00:00.000Z',
              matchesCount: 3,
              entryFee: '0',
              status: 'upcoming',
              discordLink: 'https://discord.gg/x',
            })
          : HttpResponse.json({ message: 'Tournament not found' }, { status: 404 }),
      ),
      http.get('*/api/tourney/tournaments', () =>
        HttpResponse.json([
          tournament({ tournId: 1, entryFee: '0' }),
          tournament({ tournId: 2, tournName: 'Odd Cup', status: 'postponed' }),
        ]),
      ),
      http.get('*/api/tourney/tournament/:id', ({ params }) =>
        params.id === '2'
          ? HttpResponse.json(tournament({ tournId: 2, status: 'postponed' }))
          : HttpResponse.json(tournament({ tournId: Number(params.id), entryFee: '0' })),
      ),
    );
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('reads a special tournament missing from the list from its own details call', async () => {
    const result = await gateway.graphql(/* GraphQL */ `
      {
        tournament(id: "77", kind: SPECIAL) {
          id
          kind
          name
          bannerUrl
          prizePool {
            paise
          }
          entryFee {
            paise
            rupees
          }
          isFree
          totalSlots
          slotsAvailable
          matchesCount
          mode
          startsAt
          registrationOpensAt
          status
          organiser
          discordUrl
          bookingClosedReason
        }
        missing: tournament(id: "78", kind: SPECIAL) {
          id
        }
      }
    `);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toEqual({
      tournament: {
        id: '77',
        kind: 'SPECIAL',
        name: 'Only Details',
        bannerUrl: 'https://cdn.example.com/s.png',
        prizePool: { paise: 0 },
        entryFee: { paise: 0, rupees: '0.00' },
        isFree: true,
        totalSlots: 0,
        slotsAvailable: 0,
        matchesCount: 3,
        mode: 'Clash Squad',
        startsAt: '2026-12-01T12:00:00.000Z',
        registrationOpensAt: null,
        status: 'UPCOMING',
        organiser: 'Org',
        discordUrl: 'https://discord.gg/x',
        bookingClosedReason: null,
      },
      missing: null,
    });
  });

  it('takes an entry fee of "0" as free', async () => {
    const result = await gateway.graphql(`{ tournament(id: "1") { isFree entryFee { paise } } }`);
    expect(result.body.data.tournament).toEqual({ isFree: true, entryFee: { paise: 0 } });
  });

  it('fails a status the schema does not know with UPSTREAM_ERROR; queries not asking for it answer', async () => {
    const result = await gateway.graphql(`{ tournament(id: "2") { status } }`);
    expect(result.body.data.tournament).toBeNull();
    expect(result.body.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_ERROR']);

    const names = await gateway.graphql(`{ tournaments(kind: NORMAL) { name } }`);
    expect(names.body.errors).toBeUndefined();
    expect(names.body.data.tournaments).toHaveLength(2);
  });
});
