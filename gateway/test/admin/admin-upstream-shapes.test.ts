import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import {
  ADMIN_TOURNAMENT,
  CANCELLATION,
  LEDGER,
  PARTICIPANTS,
  PENDING_WITHDRAWAL,
  PLAYER_DETAILS,
  RESULTS,
  TOURNAMENT_HISTORY,
  TOURNAMENT_ID,
  adminPathsOf,
  adminTestTokens,
  auditRecord,
} from './admin-upstream-fixtures';

/**
 * The organiser console's reads over the REST contract, served by msw at the network: how the
 * gateway maps each answer, which upstream query it sends, and that one screen's query reads
 * each thing once.
 */

const MATCH_DESK = /* GraphQL */ `
  query MatchDesk($id: ID!) {
    admin {
      tournament(id: $id) {
        id
        teamSize
        tournament {
          id
          kind
          name
          status
          entryFee {
            rupees
          }
          bannerUrl
        }
        room {
          roomId
          password
          publishedAt
        }
        teams {
          id
          name
          status
          statusReason
          whatsappNumber
          teamCode
          players {
            position
            inGameName
            userId
            username
          }
        }
        matches {
          matchNumber
          rows {
            teamName
            player1Kills
            player2Kills
            player3Kills
            player4Kills
            positionPoints
            participated
            booyah
          }
        }
        cancellation {
          entries
          total {
            paise
            formatted
          }
        }
        history {
          id
          createdAt
          action
          subjectType
          subjectId
          tournamentId
          playerId
          summary
          reason
          actor {
            id
            username
          }
          changes {
            field
            before
            after
          }
        }
      }
      again: tournament(id: $id) {
        teams {
          id
        }
        history {
          id
        }
        cancellation {
          entries
        }
      }
      participants(tournamentId: $id) {
        id
        name
      }
    }
  }
`;

const auditPage = (entries: unknown[], nextBefore: number | null = null) =>
  HttpResponse.json({ entries, nextBefore });

describe('organiser reads over the REST contract', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    gateway.graphql(query, variables, { token: tokens.admin });
  const adminQueries = () =>
    upstream.requests
      .filter((request) => request.path.includes('/admin/'))
      .map((request) => new URL(request.path, 'http://upstream').searchParams);

  it('answers the match desk with each upstream read made once, however often it is asked for', async () => {
    const id = TOURNAMENT_ID;
    upstream.use(
      tokens.jwks,
      http.get(`*/api/admin/tournaments/${id}`, () => HttpResponse.json(ADMIN_TOURNAMENT)),
      http.get(`*/api/admin/tournaments/${id}/participants`, () => HttpResponse.json(PARTICIPANTS)),
      http.get(`*/api/admin/tournaments/${id}/results`, () => HttpResponse.json(RESULTS)),
      http.get(`*/api/admin/tournaments/${id}/cancellation`, () => HttpResponse.json(CANCELLATION)),
      http.get('*/api/admin/audit', () => auditPage(TOURNAMENT_HISTORY)),
    );

    const result = await asAdmin(MATCH_DESK, { id: String(id) });
    expect(result.body.errors).toBeUndefined();
    const desk = result.body.data.admin.tournament;
    expect(desk).toMatchObject({
      id: '41',
      teamSize: 4,
      tournament: {
        id: '41',
        kind: 'NORMAL',
        name: 'Monsoon Mayhem Cup',
        status: 'LIVE',
        entryFee: { rupees: '50.00' },
        bannerUrl: ADMIN_TOURNAMENT.bannerLink,
      },
      room: { roomId: '4455', password: 'ff-pass', publishedAt: '2026-11-24T17:45:00.000Z' },
      cancellation: { entries: 8, total: { paise: 40_000, formatted: '₹400' } },
    });
    expect(desk.teams).toEqual([
      {
        id: '7',
        name: 'Alpha',
        status: 'ACTIVE',
        statusReason: null,
        whatsappNumber: '9876543210',
        teamCode: null,
        players: [
          { position: 1, inGameName: 'Alpha IGL', userId: '3', username: 'player3' },
          { position: 2, inGameName: 'Two', userId: null, username: null },
          { position: 3, inGameName: 'Three', userId: null, username: null },
          { position: 4, inGameName: 'Four', userId: null, username: null },
        ],
      },
      expect.objectContaining({
        id: '8',
        status: 'DISQUALIFIED',
        statusReason: 'Emulator in a mobile tournament',
      }),
    ]);
    expect(desk.matches).toEqual([
      {
        matchNumber: 1,
        rows: [
          {
            teamName: 'Alpha',
            player1Kills: 3,
            player2Kills: 2,
            player3Kills: 1,
            player4Kills: 0,
            positionPoints: 12,
            participated: true,
            booyah: true,
          },
          {
            teamName: 'Bravo',
            player1Kills: 0,
            player2Kills: 0,
            player3Kills: 0,
            player4Kills: 0,
            positionPoints: 0,
            participated: false,
            booyah: false,
          },
        ],
      },
    ]);
    expect(desk.history.map((entry: { id: string }) => entry.id)).toEqual(['12', '11', '10']);
    expect(desk.history[1]).toEqual({
      id: '11',
      createdAt: '2026-11-24T18:30:00.000Z',
      action: 'TEAM_STATUS_CHANGED',
      subjectType: 'TOURNAMENT',
      subjectId: '41',
      tournamentId: '41',
      playerId: null,
      summary: 'Marked Bravo disqualified in Monsoon Mayhem Cup',
      reason: 'Emulator in a mobile tournament',
      actor: { id: '1', username: 'organiser1' },
      changes: [
        { field: 'status', before: 'active', after: 'disqualified' },
        { field: 'reason', before: null, after: 'Emulator in a mobile tournament' },
      ],
    });

    const paths = adminPathsOf(upstream.requests);
    expect([...paths].sort()).toEqual(
      [
        '/api/admin/audit',
        `/api/admin/tournaments/${id}`,
        `/api/admin/tournaments/${id}/cancellation`,
        `/api/admin/tournaments/${id}/participants`,
        `/api/admin/tournaments/${id}/results`,
      ].sort(),
    );
    expect(
      adminQueries()
        .find((query) => query.has('tournamentId'))
        ?.get('tournamentId'),
    ).toBe('41');
  });

  it('writes every recorded value as text: numbers and strings as they are, booleans, JSON', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/audit', () => auditPage(TOURNAMENT_HISTORY)),
    );
    const result = await asAdmin(
      `{ admin { audit { entries { id changes { field before after } } nextCursor } } }`,
    );
    const [corrected, , updated] = result.body.data.admin.audit.entries;
    expect(corrected.changes).toEqual([
      {
        field: 'rows',
        before: '[{"teamName":"Alpha","postionPoints":10}]',
        after: '[{"teamName":"Alpha","postionPoints":12}]',
      },
    ]);
    expect(updated.changes).toEqual([
      { field: 'entryFee', before: '40', after: '50' },
      { field: 'registrationOpen', before: 'true', after: 'false' },
      { field: 'streamed', before: null, after: 'true' },
    ]);
    expect(result.body.data.admin.audit.nextCursor).toBeNull();
  });

  it('sends the audit filter as the upstream names it and passes the next page on', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/audit', () => auditPage([TOURNAMENT_HISTORY[0]], 12)),
    );
    const result = await asAdmin(
      `query($filter: AuditFilter) { admin { audit(filter: $filter, first: 1, before: "20") { nextCursor entries { id } } } }`,
      {
        filter: {
          action: 'RESULTS_CORRECTED',
          subjectType: 'TOURNAMENT',
          subjectId: '41',
          tournamentId: '41',
          playerId: '3',
          actorId: '1',
        },
      },
    );
    expect(result.body.data.admin.audit).toEqual({ nextCursor: '12', entries: [{ id: '12' }] });
    expect(Object.fromEntries(adminQueries()[0] ?? [])).toEqual({
      action: 'RESULTS_CORRECTED',
      subjectType: 'tournament',
      subjectId: '41',
      tournamentId: '41',
      userId: '3',
      actorId: '1',
      before: '20',
      limit: '1',
    });
  });

  it('answers what needs the organiser today', async () => {
    const noRoom = { ...ADMIN_TOURNAMENT, roomId: null, roomPassword: null, roomPublishedAt: null };
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/today', () =>
        HttpResponse.json({
          pendingDeposits: { count: 2, amount: 350.5 },
          pendingWithdrawals: { count: 1, amount: 250.5 },
          roomsDue: [{ ...noRoom, status: 'upcoming' }],
          resultsDue: [{ tournament: ADMIN_TOURNAMENT, missingMatches: [2, 3] }],
        }),
      ),
    );
    const result = await asAdmin(`{ admin { today {
      pendingDeposits { count total { rupees } }
      pendingWithdrawals { count total { formatted } }
      roomsDue { id room { roomId } tournament { name status startsAt } }
      resultsDue { matchNumbers tournament { id tournament { name } } }
    } } }`);
    expect(result.body.data.admin.today).toEqual({
      pendingDeposits: { count: 2, total: { rupees: '350.50' } },
      pendingWithdrawals: { count: 1, total: { formatted: '₹250.50' } },
      roomsDue: [
        {
          id: '41',
          room: null,
          tournament: {
            name: 'Monsoon Mayhem Cup',
            status: 'UPCOMING',
            startsAt: '2026-11-24T18:00:00.000Z',
          },
        },
      ],
      resultsDue: [
        {
          matchNumbers: [2, 3],
          tournament: { id: '41', tournament: { name: 'Monsoon Mayhem Cup' } },
        },
      ],
    });
  });

  it('lists tournaments of one status, the status in lower case', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/tournaments', () =>
        HttpResponse.json([{ ...ADMIN_TOURNAMENT, kind: 'special', teamSize: 2 }]),
      ),
    );
    const result = await asAdmin(
      `{ admin { tournaments(status: LIVE) { id teamSize tournament { kind } } } }`,
    );
    expect(result.body.data.admin.tournaments).toEqual([
      { id: '41', teamSize: 2, tournament: { kind: 'SPECIAL' } },
    ]);
    expect(adminQueries()[0]?.get('status')).toBe('live');
  });

  it('answers null for a tournament, transaction or account the upstream does not have', async () => {
    const notFound = (message: string) => () => HttpResponse.json({ message }, { status: 404 });
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/tournaments/:id', notFound('Tournament not found')),
      http.get('*/api/admin/wallet/transactions/:id', notFound('Transaction not found')),
      http.get('*/api/admin/users/:id', notFound('User not found')),
    );
    const result = await asAdmin(`{ admin {
      tournament(id: "999") { id } transaction(id: "999") { id } user(id: "999") { id }
    } }`);
    expect(result.body).toEqual({
      data: { admin: { tournament: null, transaction: null, user: null } },
    });
  });

  it('filters transactions as the upstream names them; none is of a type it has no name for', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/wallet/transactions', () => HttpResponse.json([PENDING_WITHDRAWAL])),
    );
    const result = await asAdmin(
      `{ admin { transactions(type: WITHDRAWAL, utr: "axis", playerId: "3") { id type } } }`,
    );
    expect(result.body.data.admin.transactions).toEqual([{ id: '77', type: 'WITHDRAWAL' }]);
    expect(Object.fromEntries(adminQueries()[0] ?? [])).toEqual({
      status: 'PENDING',
      type: 'WITHDRAW',
      utr: 'axis',
      userId: '3',
    });

    upstream.requests.length = 0;
    const other = await asAdmin(`{ admin { transactions(type: OTHER, status: APPROVED) { id } } }`);
    expect(other.body.data.admin.transactions).toEqual([]);
    expect(adminPathsOf(upstream.requests)).toEqual([]);
  });

  it('gives a pending withdrawal its upi://pay link for the exact amount, and none once decided', async () => {
    const paid = {
      ...PENDING_WITHDRAWAL,
      id: 78,
      status: 'APPROVED',
      decidedAt: '2026-11-24T18:05:00.000Z',
      decidedBy: 1,
      decidedByUsername: 'organiser1',
      reference: 'AXIS0012345678',
    };
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/wallet/transactions', () =>
        HttpResponse.json([PENDING_WITHDRAWAL, paid]),
      ),
    );
    const result = await asAdmin(
      `{ admin { transactions { id upiPayUrl decidedBy { id username } decidedAt reference tournamentId } } }`,
    );
    expect(result.body.data.admin.transactions).toEqual([
      {
        id: '77',
        upiPayUrl:
          'upi://pay?pa=asha@okaxis&pn=Asha%20Rao&am=250.50&cu=INR&tn=CCL%20withdrawal%2077',
        decidedBy: null,
        decidedAt: null,
        reference: null,
        tournamentId: null,
      },
      {
        id: '78',
        upiPayUrl: null,
        decidedBy: { id: '1', username: 'organiser1' },
        decidedAt: '2026-11-24T18:05:00.000Z',
        reference: 'AXIS0012345678',
        tournamentId: null,
      },
    ]);
  });

  it("reads a transaction's whole history, page after page, only when asked", async () => {
    const paidRecord = auditRecord(30, {
      action: 'WITHDRAWAL_PAID',
      subjectType: 'transaction',
      subjectId: 77,
      tournamentId: null,
      userId: 3,
      summary: 'Paid withdrawal #77 of ₹250.50 to player3 (UPI reference AXIS0012345678)',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', reference: 'AXIS0012345678' },
    });
    const older = auditRecord(20, { ...paidRecord, id: 20, action: 'WITHDRAWAL_REJECTED' });
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/wallet/transactions/77', () => HttpResponse.json(PENDING_WITHDRAWAL)),
      http.get('*/api/admin/audit', ({ request }) =>
        new URL(request.url).searchParams.get('before') === '30'
          ? auditPage([older])
          : auditPage([paidRecord], 30),
      ),
    );
    const plain = await asAdmin(`{ admin { transaction(id: "77") { id amount { rupees } } } }`);
    expect(plain.body.data.admin.transaction).toEqual({ id: '77', amount: { rupees: '250.50' } });
    expect(adminPathsOf(upstream.requests)).toEqual(['/api/admin/wallet/transactions/77']);

    const withHistory = await asAdmin(
      `{ admin { transaction(id: "77") { history { id action playerId changes { field after } } } } }`,
    );
    expect(withHistory.body.data.admin.transaction.history).toEqual([
      {
        id: '30',
        action: 'WITHDRAWAL_PAID',
        playerId: '3',
        changes: [
          { field: 'status', after: 'APPROVED' },
          { field: 'reference', after: 'AXIS0012345678' },
        ],
      },
      { id: '20', action: 'WITHDRAWAL_REJECTED', playerId: '3', changes: expect.any(Array) },
    ]);
    const auditQueries = adminQueries().filter((query) => query.has('subjectType'));
    expect(auditQueries.map((query) => Object.fromEntries(query))).toEqual([
      { subjectType: 'transaction', subjectId: '77', limit: '100' },
      { subjectType: 'transaction', subjectId: '77', limit: '100', before: '30' },
    ]);
  });

  it("opens a player: profile, entries, a ledger whose newest line's balance is the wallet's, and bans", async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/users/3', () => HttpResponse.json(PLAYER_DETAILS)),
      http.get('*/api/admin/users/3/ledger', () => HttpResponse.json(LEDGER)),
      http.get('*/api/admin/users/3/entries', () =>
        HttpResponse.json([
          {
            tournament: { ...ADMIN_TOURNAMENT, kind: 'special' },
            teamId: 7,
            teamName: 'Alpha',
            inGameName: 'Alpha IGL',
            position: 1,
            teamStatus: 'absent',
          },
        ]),
      ),
      http.get('*/api/admin/audit', () =>
        auditPage([
          auditRecord(40, {
            action: 'PLAYER_BANNED',
            subjectType: 'player',
            subjectId: 3,
            tournamentId: null,
            userId: 3,
            summary: 'Banned player3',
            reason: 'Hacked app',
            before: { banned: false },
            after: { banned: true, reason: 'Hacked app' },
          }),
        ]),
      ),
    );
    const result = await asAdmin(`{ admin { user(id: "3") {
      id username role banned banReason bannedAt bio balance { paise formatted }
      entries { teamId teamName inGameName position teamStatus tournament { id kind name } }
      ledger { id createdAt transactionId type direction amount { rupees } balanceAfter { paise rupees } }
      bans { action reason summary changes { field before after } }
    } } }`);
    expect(result.body.errors).toBeUndefined();
    const user = result.body.data.admin.user;
    expect(user).toMatchObject({
      id: '3',
      role: 'PLAYER',
      banned: true,
      banReason: 'Hacked app',
      bannedAt: '2026-11-24T19:00:00.000Z',
      bio: 'Rusher',
      balance: { paise: 14_950, formatted: '₹149.50' },
      entries: [
        {
          teamId: '7',
          teamName: 'Alpha',
          inGameName: 'Alpha IGL',
          position: 1,
          teamStatus: 'ABSENT',
          tournament: { id: '41', kind: 'SPECIAL', name: 'Monsoon Mayhem Cup' },
        },
      ],
      bans: [
        {
          action: 'PLAYER_BANNED',
          reason: 'Hacked app',
          summary: 'Banned player3',
          changes: [
            { field: 'banned', before: 'false', after: 'true' },
            { field: 'reason', before: null, after: 'Hacked app' },
          ],
        },
      ],
    });
    expect(user.ledger).toEqual([
      {
        id: '5',
        createdAt: '2026-11-24T12:00:00.000Z',
        transactionId: '77',
        type: 'WITHDRAWAL',
        direction: 'DEBIT',
        amount: { rupees: '250.50' },
        balanceAfter: { paise: 14_950, rupees: '149.50' },
      },
      expect.objectContaining({
        type: 'ENTRY_FEE',
        direction: 'DEBIT',
        amount: { rupees: '50.00' },
      }),
      expect.objectContaining({
        type: 'DEPOSIT',
        direction: 'CREDIT',
        amount: { rupees: '450.00' },
      }),
    ]);
    expect(user.ledger[0].balanceAfter.paise).toBe(user.balance.paise);
    expect(
      adminQueries()
        .find((query) => query.has('subjectType'))
        ?.get('subjectType'),
    ).toBe('player');
  });

  it("reads a searched player's balance from the account only when asked, once", async () => {
    const { bio: _bio, balance: _balance, ...listed } = PLAYER_DETAILS;
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/users', () => HttpResponse.json([listed])),
      http.get('*/api/admin/users/3', () => HttpResponse.json(PLAYER_DETAILS)),
    );
    const plain = await asAdmin(`{ admin { users(search: "player3") { id banReason } } }`);
    expect(plain.body.data.admin.users).toEqual([{ id: '3', banReason: 'Hacked app' }]);
    expect(adminPathsOf(upstream.requests)).toEqual(['/api/admin/users']);

    upstream.requests.length = 0;
    const detailed = await asAdmin(
      `{ admin { users(search: "player3") { bio balance { rupees } } } }`,
    );
    expect(detailed.body.data.admin.users).toEqual([
      { bio: 'Rusher', balance: { rupees: '149.50' } },
    ]);
    expect(adminPathsOf(upstream.requests)).toEqual(['/api/admin/users', '/api/admin/users/3']);
  });
});
