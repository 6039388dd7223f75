import { moneyOf } from '#common/money';

/**
 * Answers as the gateway gives them (with __typename, which Apollo's cache keys on). Each
 * builder returns every field a screen may select; a query simply ignores what it did not ask.
 */

export const money = (paise: number) => ({ __typename: 'Money', ...moneyOf(paise) });

export type TournamentFixture = ReturnType<typeof tournamentFixture>;

export function tournamentFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Tournament' as const,
    id: '7',
    kind: 'NORMAL' as 'NORMAL' | 'SPECIAL',
    name: 'Bermuda Blitz Cup',
    title: 'Squad Battle Royale on Bermuda, 4 matches',
    bannerUrl: '/assets/banners/bermuda-blitz-cup.jpg',
    prizePool: money(250_000),
    entryFee: money(5_000),
    isFree: false,
    totalSlots: 12,
    slotsAvailable: 4,
    matchesCount: 2,
    type: 'Squad',
    mode: 'Battle Royale',
    startsAt: '2026-11-21T14:30:00.000Z',
    registrationOpensAt: '2026-11-17T06:00:00.000Z',
    registrationClosesAt: '2026-11-21T12:30:00.000Z',
    status: 'UPCOMING',
    organiser: 'Creators Combat League',
    discordUrl: 'https://discord.gg/creatorscombatleague',
    liveStreamUrl: 'https://www.youtube.com/@CreatorsCombatLeague/live',
    bookingClosedReason: null as string | null,
    viewerBooking: { __typename: 'ViewerBooking', booked: false, canBook: false },
    pointsSystem: {
      __typename: 'PointsSystem',
      preset: 'STANDARD',
      placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
      pointsPerKill: 1,
    },
    checkInWindow: {
      __typename: 'CheckInWindow',
      opensMinutes: null as number | null,
      closesMinutes: null as number | null,
      opensAt: null as string | null,
      closesAt: null as string | null,
      phase: 'OFF',
    },
    prizeTable: null as ReturnType<typeof prizeTableFixture> | null,
    // Issue 24 (decision 048): the declaration shown before booking; registration opened.
    declaration: declarationFixture(),
    registrationOpen: true,
    ...overrides,
  };
}

/** A declaration as the gateway answers it: Free Fire, a sponsor's prize, the demo number. */
export const declarationFixture = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Declaration' as const,
  gameTitle: 'FREE_FIRE',
  gameTitleLabel: 'Free Fire',
  feePurpose: 'ENTRY_AND_ADMIN',
  feePurposeLabel: 'Entry to the competition and its administrative costs',
  prizeSource: 'SPONSOR',
  prizeSourceLabel: "A sponsor's funds",
  sponsorName: 'CCL Esports Demo',
  registrationNumber: 'DEMO-ESPORT-2026-001',
  noStakes:
    'Prize money comes only from the funds above, never from entry fees. No bets, wagers or stakes.',
  ...overrides,
});

/** A prize table as the gateway answers it (decision 044): rank prizes, then per kill. */
export const prizeTableFixture = (rankPaise: number[], perKillPaise = 0) => ({
  __typename: 'PrizeTable' as const,
  ranks: rankPaise.map((paise, index) => ({
    __typename: 'PrizeRank' as const,
    rank: index + 1,
    amount: money(paise),
  })),
  perKill: perKillPaise > 0 ? money(perKillPaise) : null,
  ranksTotal: money(rankPaise.reduce((sum, paise) => sum + paise, 0)),
});

export function specialFixture(overrides: Record<string, unknown> = {}) {
  return tournamentFixture({
    id: '21',
    kind: 'SPECIAL',
    name: 'Creators Combat League Season Finals',
    bannerUrl: '/assets/banners/ccl-season-finals.jpg',
    prizePool: money(2_500_000),
    entryFee: money(2_000),
    matchesCount: 6,
    startsAt: '2026-11-25T14:30:00.000Z',
    ...overrides,
  });
}

export const standingLine = (
  rank: number,
  teamName: string,
  extra: Record<string, number> = {},
) => ({
  __typename: 'StandingLine',
  rank,
  teamName,
  matchesPlayed: 2,
  booyahs: 1,
  positionPoints: 14,
  kills: 9,
  penaltyPoints: 0,
  total: 23,
  ...extra,
});

/** One match's table on POINTS, with its penalties, screenshots and corrections (none unless given). */
export const matchStandings = (
  matchNumber: number,
  lines: ReturnType<typeof standingLine>[],
  notes: { penalties?: unknown[]; screenshots?: unknown[]; corrections?: unknown[] } = {},
) => ({
  __typename: 'MatchStandings',
  matchNumber,
  lines,
  penalties: [],
  screenshots: [],
  corrections: [],
  ...notes,
});

/** A member's MyCheckIn answer: Team Bravo of tournament 7, no check-in window, its disputes. */
export const myCheckInFixture = (disputes: unknown[] = []) => ({
  tournament: {
    __typename: 'Tournament',
    id: '7',
    kind: 'NORMAL',
    myCheckIn: {
      __typename: 'MyCheckIn',
      window: {
        __typename: 'CheckInWindow',
        opensMinutes: null,
        closesMinutes: null,
        opensAt: null,
        closesAt: null,
        phase: 'OFF',
      },
      squad: {
        __typename: 'SquadCheckIn',
        teamId: '9',
        teamName: 'Team Bravo',
        status: 'ACTIVE',
        checkedInAt: null,
      },
    },
    myDisputes: disputes,
  },
});

export const team = (id: string, name: string, players: string[]) => ({
  __typename: 'Team',
  id,
  name,
  players: players.map((inGameName, index) => ({
    __typename: 'Player',
    position: index + 1,
    inGameName,
  })),
});

export const blogFixture = (id: string, title: string) => ({
  __typename: 'Blog',
  id,
  title,
  imageUrl: `/assets/blogs/blog-${id}.jpg`,
  author: 'Team CCL',
  createdAt: '2026-11-19T05:30:00.000Z',
  subDescription: `Summary of ${title}`,
  description: `Body of ${title}`,
  quote: 'Booyah decides the rest.',
  keywords: ['free fire'],
});

/**
 * A gate a handler can wait on, so a test sees a loading state for as long as it needs:
 * `await gate.wait` in the handler, `gate.open()` in the test.
 */
export function createGate() {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open: () => open() };
}

/** A JWT-shaped token whose payload says `role` (the web app reads the role; never verifies). */
const tokenOfRole = (role: 'admin' | 'player') => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ sub: '1', role })}.signature`;
};

export const ORGANISER_TOKEN = tokenOfRole('admin');
export const PLAYER_TOKEN = tokenOfRole('player');
