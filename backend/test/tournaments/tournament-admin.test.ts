import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STAKES_LINE } from '#common/declaration';
import { hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  banUser,
  createAdmin,
  createTournament,
  createUser,
  tokenFor,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { forgedAdminToken } from './tournament-fixtures';

const validBody = () => ({
  kind: 'normal',
  tournName: 'Monsoon Clash',
  title: 'Monsoon Clash 2025',
  bannerLink: 'https://cdn.example.com/monsoon.png',
  tournPp: 5000,
  entryFee: 49.5,
  totalSlots: 12,
  matchesCount: 3,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2030-07-20T14:30:00Z',
  regStart: '2030-07-01T00:00:00Z',
  regEnd: '2030-07-19T18:00:00+05:30',
  orgBy: 'CCL Esports',
  discordLink: 'https://discord.gg/ccl',
  liveLink: 'https://youtube.com/live/ccl',
});

describe('organiser tournament writes', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server.close());

  const listIds = async (path = '/api/tourney/tournaments') =>
    (await server.call('GET', path)).body.map((t: { tournId: number }) => t.tournId);

  it('creates a normal tournament that everyone then sees', async () => {
    const res = await server.call('POST', '/api/admin/tournaments', {
      token: admin.token,
      body: validBody(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      tournId: expect.any(Number),
      tournName: 'Monsoon Clash',
      title: 'Monsoon Clash 2025',
      bannerLink: 'https://cdn.example.com/monsoon.png',
      tournPp: 5000,
      entryFee: 49.5,
      totalSlots: 12,
      slotsAvail: 12,
      matchesCount: 3,
      tournType: 'Squad',
      gameMode: 'Battle Royale',
      tournStart: '2030-07-20T14:30:00.000Z',
      regStart: '2030-07-01T00:00:00.000Z',
      regEnd: '2030-07-19T12:30:00.000Z',
      status: 'upcoming',
      orgBy: 'CCL Esports',
      discordLink: 'https://discord.gg/ccl',
      liveLink: 'https://youtube.com/live/ccl',
      pointsSystem: {
        preset: 'standard',
        placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
        pointsPerKill: 1,
      },
      declaration: {
        gameTitle: 'free_fire',
        gameTitleLabel: 'Free Fire',
        feePurpose: 'entry_and_admin',
        feePurposeLabel: 'Entry to the competition and its administrative costs',
        prizeSource: 'organiser',
        prizeSourceLabel: "The organiser's own funds",
        sponsorName: null,
        registrationNumber: null,
        noStakes: NO_STAKES_LINE,
      },
      // Paid, with no registration number set and nothing in escrow: closed (decision 048).
      registrationOpen: false,
      kind: 'normal',
      teamSize: 4,
      roomId: null,
      roomPassword: null,
      roomPublishedAt: null,
      roomReleaseAt: null,
      roomReleasedAt: null,
      checkinOpensMinutes: null,
      checkinClosesMinutes: null,
      prizeTable: null,
      gameTitle: 'free_fire',
      feePurpose: 'entry_and_admin',
      prizeSource: 'organiser',
      prizeSponsorName: null,
      registrationOpenedAt: null,
    });
    const { kind: _kind, teamSize: _size, roomId: _r, roomPassword: _p, ...publicShape } = res.body;
    for (const adminOnly of ['gameTitle', 'feePurpose', 'prizeSource', 'prizeSponsorName']) {
      delete publicShape[adminOnly];
    }
    delete publicShape.registrationOpenedAt;
    delete publicShape.roomPublishedAt;
    delete publicShape.roomReleaseAt;
    delete publicShape.roomReleasedAt;
    delete publicShape.checkinOpensMinutes;
    delete publicShape.checkinClosesMinutes;
    delete publicShape.prizeTable;
    const read = await server.call('GET', `/tourney/tournament/${res.body.tournId}`);
    expect(read.body).toEqual(publicShape);
    expect(await listIds()).toContain(res.body.tournId);
  });

  it('creates a special tournament with defaults, also without /api', async () => {
    const res = await server.call('POST', '/admin/tournaments', {
      token: admin.token,
      body: {
        kind: 'special',
        tournName: 'Auction League',
        tournPp: 0,
        entryFee: 0,
        totalSlots: 16,
        matchesCount: 1,
        tournStart: hoursFromNow(72).toISOString(),
        regStart: hoursFromNow(-1).toISOString(),
        regEnd: hoursFromNow(48).toISOString(),
        teamSize: 5,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'special',
      title: '',
      bannerLink: '',
      tournType: 'Squad',
      gameMode: 'Battle Royale',
      status: 'upcoming',
      orgBy: '',
      discordLink: null,
      liveLink: null,
      teamSize: 5,
    });
    expect(await listIds('/special/tournaments')).toContain(res.body.tournId);
    expect(await listIds()).not.toContain(res.body.tournId);
    const details = await server.call('GET', `/special/tournament/${res.body.tournId}`);
    expect(details.body).toMatchObject({ tournName: 'Auction League', entryFee: 0 });
  });

  it('refuses bad tournaments with a clear message and creates nothing', async () => {
    const before = [...(await listIds()), ...(await listIds('/special/tournaments'))];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: undefined }, 'kind', 'Kind is required'],
      [{ kind: 'mega' }, 'kind', 'Kind must be one of normal, special'],
      [{ tournName: '   ' }, 'tournName', 'Tournament name is required'],
      [{ tournPp: undefined }, 'tournPp', 'Prize pool is required'],
      [{ entryFee: '50' }, 'entryFee', 'entryFee must be a number'],
      [{ entryFee: -1 }, 'entryFee', 'Entry fee cannot be negative'],
      [{ entryFee: 10.555 }, 'entryFee', 'Entry fee can have at most 2 decimal places'],
      [{ totalSlots: 0 }, 'totalSlots', 'Total slots must be between 1 and 1000'],
      [{ totalSlots: 1001 }, 'totalSlots', 'Total slots must be between 1 and 1000'],
      [{ totalSlots: 2.5 }, 'totalSlots', 'Total slots must be a whole number'],
      [{ matchesCount: 51 }, 'matchesCount', 'Number of matches must be between 1 and 50'],
      [{ matchesCount: undefined }, 'matchesCount', 'Number of matches is required'],
      [{ teamSize: 7 }, 'teamSize', 'Team size must be between 1 and 6'],
      [
        { tournStart: 'next friday' },
        'tournStart',
        'Start time must be a date and time like 2025-06-01T14:30:00Z',
      ],
      [
        { regStart: '2030-07-01' },
        'regStart',
        'Registration start must be a date and time like 2025-06-01T14:30:00Z',
      ],
      [{ regEnd: undefined }, 'regEnd', 'Registration end is required'],
      [
        { status: 'postponed' },
        'status',
        'Status must be one of live, upcoming, cancelled, completed',
      ],
      ...['javascript:alert(1)', '//evil.example/x.png', '/\\evil.example', '/a b.png'].map(
        (bannerLink): [Record<string, unknown>, string, string] => [
          { bannerLink },
          'bannerLink',
          'Banner link must be a link starting with http:// or https://, or a path on this site starting with /',
        ],
      ),
      [
        { discordLink: 'ftp://discord.gg/x' },
        'discordLink',
        'Discord link must be a link starting with http:// or https://',
      ],
      [{ tournType: '' }, 'tournType', 'Type cannot be empty'],
      [
        { regStart: '2030-07-10T00:00:00Z', regEnd: '2030-07-05T00:00:00Z' },
        'regEnd',
        'Registration cannot end before it starts',
      ],
      [
        { regEnd: '2030-07-21T00:00:00Z' },
        'regEnd',
        'Registration must end before the tournament starts',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const res = await server.call('POST', '/api/admin/tournaments', {
        token: admin.token,
        body: { ...validBody(), ...changes },
      });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const notJson = await server.call('POST', '/api/admin/tournaments', {
      token: admin.token,
      rawBody: '{"kind":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Malformed JSON body' });
    const after = [...(await listIds()), ...(await listIds('/special/tournaments'))];
    expect(after).toEqual(before);
  });

  it('edits any field but the kind, with and without /api', async () => {
    // Registration not open yet: its fee and pool are the organiser's to set (decision 048).
    const id = await createTournament(server, { matches_count: 3, registration_opened_at: null });
    const res = await server.call('PATCH', `/api/admin/tournaments/${id}`, {
      token: admin.token,
      body: {
        tournName: 'Renamed Cup',
        entryFee: 20,
        tournPp: 1500.75,
        status: 'live',
        liveLink: 'https://youtube.com/live/renamed',
        matchesCount: 5,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tournId: id,
      tournName: 'Renamed Cup',
      entryFee: 20,
      tournPp: 1500.75,
      status: 'live',
      liveLink: 'https://youtube.com/live/renamed',
      matchesCount: 5,
      kind: 'normal',
    });
    const cleared = await server.call('PATCH', `/admin/tournaments/${id}`, {
      token: admin.token,
      body: { liveLink: '', discordLink: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      liveLink: null,
      discordLink: null,
      tournName: 'Renamed Cup',
    });
    const read = await server.call('GET', `/api/tourney/tournament/${id}`);
    expect(read.body).toMatchObject({ tournName: 'Renamed Cup', status: 'live', liveLink: null });

    const nothing = await server.call('PATCH', `/api/admin/tournaments/${id}`, {
      token: admin.token,
      body: {},
    });
    expect(nothing.status).toBe(200);
    expect(nothing.body.tournName).toBe('Renamed Cup');
  });

  it('refuses edits that break the rules, changing nothing', async () => {
    const id = await createTournament(server, { total_slots: 10 });
    const players = [await createUser(server), await createUser(server), await createUser(server)];
    for (const [index, member] of players.entries()) {
      await enterTeam(server, id, { teamName: `Team ${index}`, players: [member] });
    }
    const before = (await server.call('GET', `/api/tourney/tournament/${id}`)).body;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'special' }, 400, 'The kind of a tournament cannot be changed'],
      [{ totalSlots: 2 }, 400, 'Total slots cannot be fewer than the 3 slots already taken'],
      [{ tournName: '' }, 400, 'Tournament name is required'],
      [{ entryFee: null }, 400, 'Entry fee cannot be empty'],
      [{ matchesCount: 0 }, 400, 'Number of matches must be between 1 and 50'],
      [
        { regEnd: hoursFromNow(24 * 365).toISOString() },
        400,
        'Registration must end before the tournament starts',
      ],
      [
        { regStart: hoursFromNow(30).toISOString() },
        400,
        'Registration cannot end before it starts',
      ],
      [{ status: 'over' }, 400, 'Status must be one of live, upcoming, cancelled, completed'],
    ];
    for (const [body, status, message] of cases) {
      const res = await server.call('PATCH', `/api/admin/tournaments/${id}`, {
        token: admin.token,
        body,
      });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await server.call('GET', `/api/tourney/tournament/${id}`)).body).toEqual(before);

    const shrink = await server.call('PATCH', `/api/admin/tournaments/${id}`, {
      token: admin.token,
      body: { totalSlots: 3 },
    });
    expect(shrink.status).toBe(200);
    expect(shrink.body).toMatchObject({ totalSlots: 3, slotsAvail: 0 });
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    const unknown = await server.call('PATCH', '/api/admin/tournaments/999999', {
      token: admin.token,
      body: { tournName: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const malformed = await server.call('PATCH', '/api/admin/tournaments/abc', {
      token: admin.token,
      body: { tournName: 'x' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'Invalid tournament id',
      errors: [{ field: 'id', message: 'Invalid tournament id' }],
    });
    const participants = await server.call('GET', '/admin/tournaments/999999/participants', {
      token: admin.token,
    });
    expect(participants.status).toBe(404);
    expect(participants.body).toEqual({ message: 'Tournament not found' });
  });

  it('lists the participants with their players for payouts and results', async () => {
    const id = await createTournament(server);
    const leader = await createUser(server);
    const other = await createUser(server);
    const alpha = await enterTeam(server, id, {
      teamName: 'Alpha',
      players: [leader, 'a2', 'a3', 'a4', 'a5'],
    });
    const beta = await enterTeam(server, id, { teamName: 'Beta', players: [other] });
    for (const path of [
      `/api/admin/tournaments/${id}/participants`,
      `/admin/tournaments/${id}/participants`,
    ]) {
      const res = await server.call('GET', path, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      expect(res.body[0]).toMatchObject({
        teamId: alpha.teamId,
        teamName: 'Alpha',
        leaderId: leader.id,
        whatsappNumber: '9876543210',
      });
      expect(res.body[0].players).toEqual([
        {
          position: 1,
          inGameName: `${leader.username}-ign`,
          userId: leader.id,
          username: leader.username,
        },
        { position: 2, inGameName: 'a2', userId: null, username: null },
        { position: 3, inGameName: 'a3', userId: null, username: null },
        { position: 4, inGameName: 'a4', userId: null, username: null },
        { position: 5, inGameName: 'a5', userId: null, username: null },
      ]);
      expect(res.body[1]).toMatchObject({ teamId: beta.teamId, teamName: 'Beta' });
      expect(res.body[1].players).toEqual([
        {
          position: 1,
          inGameName: `${other.username}-ign`,
          userId: other.id,
          username: other.username,
        },
      ]);
    }
    const empty = await createTournament(server);
    expect(
      (
        await server.call('GET', `/api/admin/tournaments/${empty}/participants`, {
          token: admin.token,
        })
      ).body,
    ).toEqual([]);
  });

  it('refuses every organiser route to players (403) and to visitors (401)', async () => {
    const id = await createTournament(server);
    const before = (await server.call('GET', `/api/tourney/tournament/${id}`)).body;
    const banned = await createUser(server);
    await banUser(server, banned.id);
    // A player's own valid token, even one claiming the admin role, is not an organiser's.
    const claimsAdmin = await tokenFor(server, player.id, 'admin');
    const routes: [string, string, unknown][] = [
      ['POST', '/api/admin/tournaments', validBody()],
      ['PATCH', `/api/admin/tournaments/${id}`, { status: 'cancelled' }],
      ['PUT', `/admin/tournaments/${id}/room`, { roomId: '1', roomPassword: '2' }],
      ['GET', `/api/admin/tournaments/${id}/participants`, undefined],
      ['POST', `/admin/tournaments/${id}/results`, { matchId: 1, rows: [] }],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [player.token, banned.token, claimsAdmin]) {
        const res = await server.call(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: 'Only organisers can do that.' });
      }
      const visitor = await server.call(method, path, { body });
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const forged = await server.call(method, path, {
        body,
        token: await forgedAdminToken(admin.id),
      });
      expect(forged.status).toBe(401);
      expect(forged.body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
    expect((await server.call('GET', `/api/tourney/tournament/${id}`)).body).toEqual(before);
  });

  it('lists the organiser routes in the OpenAPI document', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/tourney/tournaments',
        '/api/special/tournaments',
        '/api/tourney/tournament/{tournId}',
        '/api/special/tournament/{tournamentId}',
        '/api/tourney/{tournId}/room-details',
        '/api/admin/tournaments',
        '/api/admin/tournaments/{id}',
        '/api/admin/tournaments/{id}/room',
        '/api/admin/tournaments/{id}/participants',
      ]),
    );
  });
});
