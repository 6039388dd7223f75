import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, startStack } from '../support/gateway-server';
import { type Stage, createStage } from './tournament-stage';

const DETAILS = /* GraphQL */ `
  query Details($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      id
      kind
      name
      title
      bannerUrl
      prizePool {
        paise
        rupees
        formatted
      }
      entryFee {
        paise
        rupees
        formatted
      }
      isFree
      totalSlots
      slotsAvailable
      matchesCount
      type
      mode
      startsAt
      registrationOpensAt
      registrationClosesAt
      status
      organiser
      discordUrl
      liveStreamUrl
      bookingClosedReason
    }
  }
`;

const CLOSED = /* GraphQL */ `
  query Closed($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      status
      slotsAvailable
      bookingClosedReason
    }
  }
`;

describe('Query.tournament: the details of either kind', () => {
  let stack: TestStack;
  let stage: Stage;

  beforeAll(async () => {
    stack = await startStack();
    stage = await createStage(stack.backend);
  });
  afterAll(() => stack?.close());

  const details = async (id: number | string, kind?: 'NORMAL' | 'SPECIAL', query = DETAILS) => {
    const result = await stack.gateway.graphql(query, { id: String(id), kind });
    expect(result.body.errors).toBeUndefined();
    return result.body.data.tournament;
  };

  it('answers a normal tournament with every field, money exact and paid entry not free', async () => {
    const id = await stage.tournament({
      tournName: 'Creators Combat League',
      title: 'Best Of 2025',
      bannerLink: 'https://cdn.example.com/banner.png',
      tournPp: 125000,
      entryFee: 49.5,
      totalSlots: 24,
      matchesCount: 6,
      tournType: 'Squad',
      gameMode: 'Battle Royale',
      orgBy: 'CCL Esports',
      discordLink: 'https://discord.gg/ccl',
      liveLink: 'https://youtube.com/live/ccl',
    });
    const admin = await stack.backend.call('GET', `/api/tourney/tournament/${id}`);
    const tournament = await details(id);
    expect(tournament).toEqual({
      id: String(id),
      kind: 'NORMAL',
      name: 'Creators Combat League',
      title: 'Best Of 2025',
      bannerUrl: 'https://cdn.example.com/banner.png',
      prizePool: { paise: 12_500_000, rupees: '125000.00', formatted: '₹1,25,000' },
      entryFee: { paise: 4950, rupees: '49.50', formatted: '₹49.50' },
      isFree: false,
      totalSlots: 24,
      slotsAvailable: 24,
      matchesCount: 6,
      type: 'Squad',
      mode: 'Battle Royale',
      startsAt: admin.body.tournStart,
      registrationOpensAt: admin.body.regStart,
      registrationClosesAt: admin.body.regEnd,
      status: 'UPCOMING',
      organiser: 'CCL Esports',
      discordUrl: 'https://discord.gg/ccl',
      liveStreamUrl: 'https://youtube.com/live/ccl',
      bookingClosedReason: null,
    });
    // The same tournament asked as NORMAL explicitly.
    expect(await details(id, 'NORMAL')).toEqual(tournament);
  });

  it('answers a free tournament as free, with a zero fee and no optional text invented', async () => {
    const id = await stage.tournament({ tournName: 'Free Friday', entryFee: 0, tournPp: 500 });
    const tournament = await details(id);
    expect(tournament).toMatchObject({
      entryFee: { paise: 0, rupees: '0.00', formatted: '₹0' },
      prizePool: { paise: 50_000, rupees: '500.00', formatted: '₹500' },
      isFree: true,
      // Left empty by the organiser: null, not ''.
      title: null,
      bannerUrl: null,
      organiser: null,
      discordUrl: null,
      liveStreamUrl: null,
    });
  });

  it('answers a special tournament from the special list, with every field', async () => {
    const id = await stage.tournament({
      kind: 'special',
      tournName: 'Creators Special',
      tournPp: 20000,
      entryFee: 10,
      totalSlots: 16,
      matchesCount: 4,
      orgBy: 'CCL',
    });
    expect(await details(id, 'SPECIAL')).toMatchObject({
      id: String(id),
      kind: 'SPECIAL',
      name: 'Creators Special',
      prizePool: { paise: 2_000_000, rupees: '20000.00', formatted: '₹20,000' },
      entryFee: { paise: 1000, rupees: '10.00', formatted: '₹10' },
      isFree: false,
      totalSlots: 16,
      slotsAvailable: 16,
      matchesCount: 4,
      organiser: 'CCL',
      status: 'UPCOMING',
      bookingClosedReason: null,
    });
  });

  it('answers null for an id with no tournament, of either kind', async () => {
    const normal = await stage.tournament();
    expect(await details(999_999)).toBeNull();
    expect(await details(999_999, 'SPECIAL')).toBeNull();
    // A normal tournament is not a special one.
    expect(await details(normal, 'SPECIAL')).toBeNull();
  });

  it('refuses an id that cannot be a tournament id with BAD_USER_INPUT and the platform message', async () => {
    for (const kind of ['NORMAL', 'SPECIAL']) {
      const result = await stack.gateway.graphql(DETAILS, { id: 'abc', kind });
      expect(result.body.data.tournament).toBeNull();
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          message: 'Invalid tournament id',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
  });

  it('gives each reason why bookings are closed, as the shared rule says', async () => {
    const open = await stage.tournament();
    const full = await stage.tournament({ totalSlots: 1 });
    await stage.bookSlot(await stage.player(), full);
    const cancelled = await stage.tournament({ status: 'cancelled' });
    const completed = await stage.tournament({ status: 'completed' });
    const specialCompleted = await stage.tournament({ kind: 'special', status: 'completed' });
    const specialCancelled = await stage.tournament({ kind: 'special', status: 'cancelled' });
    const specialFull = await stage.tournament({ kind: 'special', totalSlots: 1 });
    await stage.createTeam(await stage.player(), specialFull);

    expect(await details(open, 'NORMAL', CLOSED)).toEqual({
      status: 'UPCOMING',
      slotsAvailable: 12,
      bookingClosedReason: null,
    });
    expect(await details(full, 'NORMAL', CLOSED)).toEqual({
      status: 'UPCOMING',
      slotsAvailable: 0,
      bookingClosedReason: 'NO_SLOTS',
    });
    expect(await details(cancelled, 'NORMAL', CLOSED)).toMatchObject({
      status: 'CANCELLED',
      bookingClosedReason: 'CANCELLED',
    });
    expect(await details(completed, 'NORMAL', CLOSED)).toMatchObject({
      status: 'COMPLETED',
      bookingClosedReason: 'COMPLETED',
    });
    // Special tournaments close only when cancelled (SPEC §4).
    expect(await details(specialCompleted, 'SPECIAL', CLOSED)).toMatchObject({
      status: 'COMPLETED',
      bookingClosedReason: null,
    });
    expect(await details(specialFull, 'SPECIAL', CLOSED)).toEqual({
      status: 'UPCOMING',
      slotsAvailable: 0,
      bookingClosedReason: null,
    });
    expect(await details(specialCancelled, 'SPECIAL', CLOSED)).toMatchObject({
      status: 'CANCELLED',
      bookingClosedReason: 'CANCELLED',
    });
  });
});
