import { HttpResponse, http } from 'msw';
import { testSigningKey } from '../upstream/upstream-fixtures';

/**
 * The organiser routes' JSON as the REST contract of the console shows it, for msw upstreams:
 * one live tournament with a room, two teams (one disqualified), a corrected match and its
 * history; a pending withdrawal; a player with a ledger.
 */

export const TOURNAMENT_ID = 41;

export const ADMIN_TOURNAMENT = {
  tournId: TOURNAMENT_ID,
  tournName: 'Monsoon Mayhem Cup',
  title: 'Season 2 opener',
  bannerLink: '/media/pictures/0b0c8f52-9a8c-4a8e-9d3c-2f1f1b5d7e10',
  tournPp: 5000,
  entryFee: 50,
  totalSlots: 12,
  slotsAvail: 10,
  matchesCount: 3,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2026-11-24T18:00:00.000Z',
  regStart: '2026-11-20T10:00:00.000Z',
  regEnd: '2026-11-24T17:00:00.000Z',
  status: 'live',
  orgBy: 'CCL Esports',
  discordLink: null,
  liveLink: null,
  kind: 'normal',
  teamSize: 4,
  roomId: '4455',
  roomPassword: 'ff-pass',
  roomPublishedAt: '2026-11-24T17:45:00.000Z',
};

const player = (position: number, inGameName: string, userId: number | null = null) => ({
  position,
  inGameName,
  userId,
  username: userId === null ? null : `player${userId}`,
});

export const PARTICIPANTS = [
  {
    teamId: 7,
    teamName: 'Alpha',
    teamCode: null,
    leaderId: 3,
    whatsappNumber: '9876543210',
    createdAt: '2026-11-21T10:00:00.000Z',
    status: 'active',
    statusReason: null,
    players: [player(1, 'Alpha IGL', 3), player(2, 'Two'), player(3, 'Three'), player(4, 'Four')],
  },
  {
    teamId: 8,
    teamName: 'Bravo',
    teamCode: null,
    leaderId: 4,
    whatsappNumber: '9876543211',
    createdAt: '2026-11-21T11:00:00.000Z',
    status: 'disqualified',
    statusReason: 'Emulator in a mobile tournament',
    players: [player(1, 'Bravo IGL', 4), player(2, 'B2'), player(3, 'B3'), player(4, 'B4')],
  },
];

const row = (
  teamId: number,
  teamName: string,
  kills: number[],
  postionPoints: number,
  flags: { matchParticipated: number; booyah: number },
) => ({
  teamId,
  teamName,
  player1Kills: kills[0],
  player2Kills: kills[1],
  player3Kills: kills[2],
  player4Kills: kills[3],
  postionPoints,
  ...flags,
});

export const RESULTS = [
  {
    matchId: 1,
    rows: [
      row(7, 'Alpha', [3, 2, 1, 0], 12, { matchParticipated: 1, booyah: 1 }),
      row(8, 'Bravo', [0, 0, 0, 0], 0, { matchParticipated: 0, booyah: 0 }),
    ],
  },
];

export const CANCELLATION = { entries: 8, amount: 400 };

/** An audit record as `GET /admin/audit` answers it. */
export const auditRecord = (id: number, fields: Record<string, unknown>) => ({
  id,
  createdAt: '2026-11-24T18:30:00.000Z',
  actorId: 1,
  actorUsername: 'organiser1',
  subjectType: 'tournament',
  subjectId: TOURNAMENT_ID,
  tournamentId: TOURNAMENT_ID,
  userId: null,
  reason: null,
  before: null,
  after: null,
  ...fields,
});

export const TOURNAMENT_HISTORY = [
  auditRecord(12, {
    action: 'RESULTS_CORRECTED',
    summary: 'Corrected results of match 1 of Monsoon Mayhem Cup',
    before: { rows: [{ teamName: 'Alpha', postionPoints: 10 }] },
    after: { rows: [{ teamName: 'Alpha', postionPoints: 12 }] },
  }),
  auditRecord(11, {
    action: 'TEAM_STATUS_CHANGED',
    summary: 'Marked Bravo disqualified in Monsoon Mayhem Cup',
    reason: 'Emulator in a mobile tournament',
    before: { status: 'active', reason: null },
    after: { status: 'disqualified', reason: 'Emulator in a mobile tournament' },
  }),
  auditRecord(10, {
    action: 'TOURNAMENT_UPDATED',
    summary: 'Changed Monsoon Mayhem Cup',
    before: { entryFee: 40, registrationOpen: true },
    after: { entryFee: 50, registrationOpen: false, streamed: true },
  }),
];

export const PENDING_WITHDRAWAL = {
  id: 77,
  userId: 3,
  username: 'player3',
  type: 'WITHDRAW',
  amount: 250.5,
  status: 'PENDING',
  transactionDate: '2026-11-24T12:00:00.000Z',
  utr: null,
  bankUsername: null,
  beneficiaryName: 'Asha Rao',
  upiId: 'asha@okaxis',
  phonePeNumber: '9876543210',
  tournamentId: null,
  note: null,
  decidedAt: null,
  decidedBy: null,
  decidedByUsername: null,
  reference: null,
};

export const PLAYER_DETAILS = {
  id: 3,
  username: 'player3',
  email: 'player3@gmail.com',
  mobile: '9000000003',
  role: 'player',
  banned: true,
  banReason: 'Hacked app',
  bannedAt: '2026-11-24T19:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  bio: 'Rusher',
  balance: 149.5,
};

export const LEDGER = {
  balance: 149.5,
  entries: [
    {
      id: 5,
      createdAt: '2026-11-24T12:00:00.000Z',
      transactionId: 77,
      type: 'WITHDRAW',
      reason: 'withdrawal',
      amount: -250.5,
      balanceAfter: 149.5,
    },
    {
      id: 4,
      createdAt: '2026-11-21T10:00:00.000Z',
      transactionId: 60,
      type: 'ENTRY_FEE',
      reason: 'entry_fee',
      amount: -50,
      balanceAfter: 400,
    },
    {
      id: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
      transactionId: 55,
      type: 'ADD_MONEY',
      reason: 'deposit',
      amount: 450,
      balanceAfter: 450,
    },
  ],
};

/** Tokens of both roles, signed with a key the msw upstream serves as its JWKS. */
export async function adminTestTokens() {
  const signing = await testSigningKey();
  return {
    jwks: http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
    admin: await signing.sign({ sub: '1', role: 'admin' }),
    player: await signing.sign({ sub: '3', role: 'player' }),
  };
}

/** The organiser paths an msw upstream was asked for, without their query strings. */
export const adminPathsOf = (requests: { path: string }[]) =>
  requests
    .map((request) => new URL(request.path, 'http://upstream').pathname)
    .filter((path) => path.includes('/admin/'));
