import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The console's Duplicate: the create form filled from a tournament, saved through the one create
 * call with `duplicateOf`. The copy is what the form sends; nothing of the original's evening
 * (bookings, room, results) comes along, and the audit names both tournaments.
 */
describe('duplicating a tournament', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const create = (body: Record<string, unknown>, token = admin.token) =>
    server.call('POST', '/api/admin/tournaments', { token, body });

  /** Tonight's scrim, played: squads booked, a room published and match 1's results posted. */
  async function playedScrim() {
    const id = await createTournament(server, {
      tourn_name: 'Night Scrim 12',
      room_id: '4417',
      room_password: 'ccl@1',
      room_published_at: new Date(),
      room_released_at: new Date(),
    });
    const team = await enterTeam(server, id, {
      teamName: 'Team Bravo',
      players: [await createUser(server), 'p2', 'p3', 'p4'],
    });
    await server.db
      .insertInto('match_results')
      .values({
        tournament_id: id,
        match_id: 1,
        team_id: team.teamId,
        player1_kills: 4,
        player2_kills: 0,
        player3_kills: 1,
        player4_kills: 0,
        position_points: 12,
        match_participated: 1,
        booyah: 1,
      })
      .execute();
    return id;
  }

  /** What the console's form sends for tomorrow: the original's values, dates a day on. */
  const tomorrowsForm = (originalId: number) => ({
    kind: 'normal',
    tournName: 'Night Scrim 12',
    title: 'Test Cup',
    tournPp: 1000,
    entryFee: 20,
    totalSlots: 12,
    matchesCount: 3,
    tournStart: '2030-07-21T15:30:00Z',
    regStart: '2030-07-20T06:30:00Z',
    regEnd: '2030-07-21T15:20:00Z',
    orgBy: 'Test Esports',
    duplicateOf: originalId,
  });

  it('creates a new tournament from the form, without bookings, room or results', async () => {
    const original = await playedScrim();
    const res = await create(tomorrowsForm(original));

    expect(res.status).toBe(201);
    const copy = res.body.tournId as number;
    expect(copy).not.toBe(original);
    expect(res.body).toMatchObject({
      tournName: 'Night Scrim 12',
      entryFee: 20,
      totalSlots: 12,
      slotsAvail: 12,
      matchesCount: 3,
      status: 'upcoming',
      tournStart: '2030-07-21T15:30:00.000Z',
      roomId: null,
      roomPassword: null,
      roomPublishedAt: null,
    });
    const teams = await server.call('GET', `/api/admin/tournaments/${copy}/participants`, {
      token: admin.token,
    });
    expect(teams.body).toEqual([]);
    const standings = await server.call('GET', '/api/points/getResultsByTournId', {
      query: { tournId: copy },
    });
    expect(standings.body).toEqual([]);
    // The original keeps its evening.
    expect((await server.call('GET', `/api/tourney/tournament/${original}`)).body).toMatchObject({
      slotsAvail: 11,
    });
  });

  it('records TOURNAMENT_DUPLICATED naming both tournaments', async () => {
    const original = await playedScrim();
    const copy = (await create({ ...tomorrowsForm(original), tournName: 'Night Scrim 13' })).body
      .tournId as number;

    const [audit] = await auditRowsAbout(server, 'tournament', copy);
    expect(audit).toMatchObject({
      action: 'TOURNAMENT_DUPLICATED',
      actor_id: admin.id,
      tournament_id: copy,
      summary: `Duplicated Night Scrim 12 (#${original}) as Night Scrim 13 (#${copy}), starting 21 Jul 2030, 15:30 UTC`,
      before: null,
      after: expect.objectContaining({ tournName: 'Night Scrim 13', duplicateOf: original }),
    });
    // A tournament created without a source is still a plain creation.
    const plain = (await create({ ...tomorrowsForm(original), duplicateOf: undefined })).body
      .tournId as number;
    expect((await auditRowsAbout(server, 'tournament', plain))[0]?.action).toBe(
      'TOURNAMENT_CREATED',
    );
  });

  it('refuses an unknown original, on its field, and creates nothing', async () => {
    const before = await rowCount(server, 'tournaments');
    const unknown = await create({ ...tomorrowsForm(1), duplicateOf: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'duplicateOf', message: 'There is no tournament with this id to copy' },
    ]);
    const malformed = await create({ ...tomorrowsForm(1), duplicateOf: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'duplicateOf', message: expect.any(String) }]);
    expect(await rowCount(server, 'tournaments')).toBe(before);
  });

  it('keeps the create rules: a copy with broken dates is refused like any form', async () => {
    const original = await playedScrim();
    const res = await create({
      ...tomorrowsForm(original),
      regEnd: '2030-07-22T00:00:00Z',
    });
    expect(res.status).toBe(400);
    expect(await auditRowsAbout(server, 'tournament', original)).toEqual([]);
  });

  it('is for organisers only', async () => {
    const player = await createUser(server);
    const original = await playedScrim();
    expect((await create(tomorrowsForm(original), player.token)).status).toBe(403);
  });
});
