import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
import { hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';

/** The organiser's tournaments: lists, one tournament, teams' standing, and the audit of writes. */
describe('the organiser console’s tournaments', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
  const historyOf = (tournamentId: number) => auditEntries(server, admin, { tournamentId });

  it('lists both kinds newest start first, filtered by status and kind', async () => {
    const normal = await createTournament(server, { tourn_start: hoursFromNow(500) });
    const special = await createTournament(server, {
      kind: 'special',
      tourn_start: hoursFromNow(600),
      status: 'live',
    });
    for (const prefix of PREFIXES) {
      const all = await asAdmin('GET', `${prefix}/admin/tournaments`);
      expect(all.status).toBe(200);
      const ids = all.body.map((t: { tournId: number }) => t.tournId);
      expect(ids.indexOf(special)).toBeLessThan(ids.indexOf(normal));
      const starts = all.body.map((t: { tournStart: string }) => Date.parse(t.tournStart));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(all.body.find((t: { tournId: number }) => t.tournId === special)).toMatchObject({
        kind: 'special',
        teamSize: 4,
        roomId: null,
        roomPassword: null,
        roomPublishedAt: null,
      });
    }
    const live = await server.call('GET', '/api/admin/tournaments', {
      token: admin.token,
      query: { status: 'LIVE' },
    });
    expect(live.body.map((t: { status: string }) => t.status)).toEqual(live.body.map(() => 'live'));
    expect(live.body.map((t: { tournId: number }) => t.tournId)).toContain(special);
    const normals = await server.call('GET', '/api/admin/tournaments', {
      token: admin.token,
      query: { kind: 'normal' },
    });
    expect(normals.body.map((t: { tournId: number }) => t.tournId)).not.toContain(special);
    expect(normals.body.map((t: { tournId: number }) => t.tournId)).toContain(normal);

    const bad = await server.call('GET', '/api/admin/tournaments', {
      token: admin.token,
      query: { status: 'over' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'status', message: 'Status must be one of live, upcoming, cancelled, completed' },
    ]);
  });

  it('reads one tournament with its room; 404 for an unknown one', async () => {
    const id = await createTournament(server, { kind: 'special', team_size: 5 });
    expect(
      (
        await asAdmin('PUT', `/api/admin/tournaments/${id}/room`, {
          roomId: '1',
          roomPassword: '2',
        })
      ).status,
    ).toBe(200);
    for (const prefix of PREFIXES) {
      const res = await asAdmin('GET', `${prefix}/admin/tournaments/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        tournId: id,
        kind: 'special',
        teamSize: 5,
        roomId: '1',
        roomPassword: '2',
        roomPublishedAt: expect.any(String),
      });
    }
    const missing = await asAdmin('GET', '/api/admin/tournaments/1999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Tournament not found' });
  });

  it('records a creation with the tournament’s fields; a banner may be a path on this site', async () => {
    const res = await asAdmin('POST', '/api/admin/tournaments', {
      kind: 'normal',
      tournName: 'Monsoon Mayhem Cup',
      bannerLink: '/api/v1/profile/pictures/7f1c9a4e-0000-4000-8000-000000000001',
      tournPp: 5000,
      entryFee: 50,
      totalSlots: 12,
      matchesCount: 3,
      tournStart: '2030-07-20T14:30:00Z',
      regStart: '2030-07-01T00:00:00Z',
      regEnd: '2030-07-19T18:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body.bannerLink).toBe(
      '/api/v1/profile/pictures/7f1c9a4e-0000-4000-8000-000000000001',
    );
    const [record, ...others] = await historyOf(res.body.tournId);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      actorId: admin.id,
      actorUsername: admin.username,
      action: 'TOURNAMENT_CREATED',
      subjectType: 'tournament',
      subjectId: String(res.body.tournId),
      tournamentId: res.body.tournId,
      userId: null,
      summary: 'Created normal tournament Monsoon Mayhem Cup',
      reason: null,
      before: null,
      after: expect.objectContaining({
        kind: 'normal',
        status: 'upcoming',
        tournName: 'Monsoon Mayhem Cup',
        entryFee: 50,
        tournStart: '2030-07-20T14:30:00.000Z',
        bannerLink: '/api/v1/profile/pictures/7f1c9a4e-0000-4000-8000-000000000001',
      }),
    });
  });

  it('records an edit with only the changed fields, and a status change as its own record', async () => {
    const id = await createTournament(server, { tourn_name: 'Old Name', entry_fee_paise: 1000 });
    const res = await asAdmin('PATCH', `/api/admin/tournaments/${id}`, {
      tournName: 'New Name',
      entryFee: 20,
      orgBy: 'Test Esports',
      status: 'live',
    });
    expect(res.status).toBe(200);
    const [status, edit, ...others] = await historyOf(id);
    expect(others).toEqual([]);
    expect(edit).toMatchObject({
      action: 'TOURNAMENT_UPDATED',
      actorId: admin.id,
      summary: 'Edited New Name: tournName, entryFee',
      before: { tournName: 'Old Name', entryFee: 10 },
      after: { tournName: 'New Name', entryFee: 20 },
    });
    expect(status).toMatchObject({
      action: 'TOURNAMENT_STATUS_CHANGED',
      summary: 'Changed the status of New Name from upcoming to live',
      before: { status: 'upcoming' },
      after: { status: 'live' },
    });

    const nothing = await asAdmin('PATCH', `/admin/tournaments/${id}`, { tournName: 'New Name' });
    expect(nothing.status).toBe(200);
    expect(await historyOf(id)).toHaveLength(2);

    const refused = await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { totalSlots: 0 });
    expect(refused.status).toBe(400);
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('records a published room and a changed one, before and after', async () => {
    const id = await createTournament(server, { tourn_name: 'Room Cup' });
    const first = await asAdmin('PUT', `/api/admin/tournaments/${id}/room`, {
      roomId: '4455',
      roomPassword: 'ccl1',
    });
    expect(first.status).toBe(200);
    const second = await asAdmin('PUT', `/admin/tournaments/${id}/room`, {
      roomId: '7788',
      roomPassword: 'ccl2',
    });
    expect(second.status).toBe(200);
    const [changed, published] = await historyOf(id);
    // The old one-room call publishes the room of the match next up: match 1 here.
    expect(published).toMatchObject({
      action: 'MATCH_ROOM_PUBLISHED',
      actorId: admin.id,
      summary: expect.stringMatching(
        /^Published Match 1 room of Room Cup: ID 4455 · to be released at \d+ \w+ \d{4}, \d\d:\d\d IST$/,
      ),
      before: { matchNo: 1, roomId: null, roomPassword: null },
      after: { matchNo: 1, roomId: '4455', roomPassword: 'ccl1' },
    });
    expect(changed).toMatchObject({
      action: 'MATCH_ROOM_PUBLISHED',
      summary: expect.stringMatching(/^Changed Match 1 room of Room Cup: ID 4455 → 7788 · /),
      before: { matchNo: 1, roomId: '4455', roomPassword: 'ccl1' },
      after: { matchNo: 1, roomId: '7788', roomPassword: 'ccl2' },
    });
  });
});

describe('a team’s standing', () => {
  let server: TestServer;
  let admin: TestUser;
  let tournament: number;
  let team: { teamId: number; teamName: string };
  let leader: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    tournament = await createTournament(server, { tourn_name: 'Standing Cup' });
    leader = await createUser(server);
    team = await enterTeam(server, tournament, { teamName: 'Alpha', players: [leader, 'a2'] });
  });
  afterAll(() => server.close());

  const setStatus = (body: unknown, teamId = team.teamId, prefix = '/api') =>
    server.call('PUT', `${prefix}/admin/tournaments/${tournament}/teams/${teamId}/status`, {
      token: admin.token,
      body,
    });

  it('starts active, in the participants list', async () => {
    const res = await server.call('GET', `/api/admin/tournaments/${tournament}/participants`, {
      token: admin.token,
    });
    expect(res.body[0]).toMatchObject({
      teamId: team.teamId,
      status: 'active',
      statusReason: null,
    });
  });

  it('marks a team absent or disqualified with a reason, and active again, each on record', async () => {
    const absent = await setStatus({ status: 'absent', reason: ' Did not join the room ' });
    expect(absent.status).toBe(200);
    expect(absent.body).toMatchObject({
      teamId: team.teamId,
      teamName: 'Alpha',
      status: 'absent',
      statusReason: 'Did not join the room',
    });
    expect(absent.body.players.map((p: { inGameName: string }) => p.inGameName)).toEqual([
      `${leader.username}-ign`,
      'a2',
    ]);
    const disqualified = await setStatus(
      { status: 'disqualified', reason: 'Emulator' },
      team.teamId,
      '',
    );
    expect(disqualified.body).toMatchObject({ status: 'disqualified', statusReason: 'Emulator' });
    const active = await setStatus({ status: 'active' });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: 'active', statusReason: null });
    const unchanged = await setStatus({ status: 'active' });
    expect(unchanged.status).toBe(200);

    const participants = await server.call('GET', `/admin/tournaments/${tournament}/participants`, {
      token: admin.token,
    });
    expect(participants.body[0]).toMatchObject({ status: 'active', statusReason: null });

    const records = await auditEntries(server, admin, {
      tournamentId: tournament,
      action: 'TEAM_STATUS_CHANGED',
    });
    expect(records.map((r) => [r.summary, r.reason, r.before, r.after])).toEqual([
      [
        'Marked Alpha active again in Standing Cup',
        null,
        { teamId: team.teamId, status: 'disqualified', reason: 'Emulator' },
        { teamId: team.teamId, status: 'active', reason: null },
      ],
      [
        'Marked Alpha disqualified in Standing Cup',
        'Emulator',
        { teamId: team.teamId, status: 'absent', reason: 'Did not join the room' },
        { teamId: team.teamId, status: 'disqualified', reason: 'Emulator' },
      ],
      [
        'Marked Alpha absent in Standing Cup',
        'Did not join the room',
        { teamId: team.teamId, status: 'active', reason: null },
        { teamId: team.teamId, status: 'absent', reason: 'Did not join the room' },
      ],
    ]);
    expect(records.every((r) => r.actorId === admin.id && r.subjectType === 'tournament')).toBe(
      true,
    );
  });

  it('needs a reason to take a team out of play, and a known team of this tournament', async () => {
    const before = await auditEntries(server, admin, { tournamentId: tournament });
    for (const body of [{ status: 'absent' }, { status: 'disqualified', reason: '  ' }]) {
      const res = await setStatus(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Enter a reason',
        errors: [{ field: 'reason', message: 'Enter a reason' }],
      });
    }
    for (const body of [{ status: 'benched', reason: 'x' }, { reason: 'x' }]) {
      const badStatus = await setStatus(body);
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.errors).toContainEqual({
        field: 'status',
        message: 'Choose active, absent or disqualified',
      });
    }
    const elsewhere = await createTournament(server);
    const other = await enterTeam(server, elsewhere, { players: [await createUser(server)] });
    const wrongTeam = await setStatus({ status: 'absent', reason: 'x' }, other.teamId);
    expect(wrongTeam.status).toBe(404);
    expect(wrongTeam.body).toEqual({ message: 'Team not found' });
    const badId = await setStatus({ status: 'absent', reason: 'x' }, 0);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid team id');
    expect(await auditEntries(server, admin, { tournamentId: tournament })).toEqual(before);
  });
});

describe('who may use the new tournament routes', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server.close());

  it('refuses players (403) and visitors (401), changing nothing', async () => {
    const id = await createTournament(server);
    const { teamId } = await enterTeam(server, id, { players: [player] });
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/tournaments', undefined],
      ['GET', `/admin/tournaments/${id}`, undefined],
      ['GET', `/api/admin/tournaments/${id}/cancellation`, undefined],
      ['GET', `/api/admin/tournaments/${id}/results`, undefined],
      [
        'PUT',
        `/api/admin/tournaments/${id}/teams/${teamId}/status`,
        { status: 'absent', reason: 'x' },
      ],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await server.call(method, path, { body });
      expect(visitor.status, path).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await server.call(method, path, { token: player.token, body });
      expect(asPlayer.status, path).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
    const team = await server.db
      .selectFrom('teams')
      .select('status')
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
    expect(team.status).toBe('active');
    expect(await auditEntries(server, admin, { tournamentId: id })).toEqual([]);
  });

  it('lists the new routes in the OpenAPI document', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body;
    for (const path of [
      '/api/admin/tournaments/{id}/cancellation',
      '/api/admin/tournaments/{id}/results',
      '/api/admin/tournaments/{id}/teams/{teamId}/status',
      '/api/admin/audit',
      '/api/admin/today',
      '/api/admin/banners',
      '/api/admin/wallet/transactions/{id}',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/ledger',
      '/api/admin/users/{id}/entries',
      '/api/admin/users/{id}/unban',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const operation of Object.values(doc.paths[path]) as { summary?: string }[]) {
        expect(operation.summary, path).toEqual(expect.any(String));
      }
    }
  });
});
