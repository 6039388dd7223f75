import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { auditEntries } from '../support/audit-reads';
import { eventMark, eventsAfter } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { pictureForm, pngBytes } from '../profile/images';
import { finishOf, insertMatches } from './scoring-helpers';

/** Penalties and result screenshots: given by organisers, shown to everyone on POINTS. */
describe('penalties and result screenshots', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;
  let tournament: number;
  let alpha: number;
  let bravo: number;

  const notes = async () =>
    (await server.call('GET', '/api/points/match-notes', { query: { tournId: tournament } })).body;
  const standings = async () =>
    (
      await server.call('GET', '/api/points/getResultsByTournId', {
        query: { tournId: tournament },
      })
    ).body.map((row: { teamName: string }) => row.teamName);
  const penalise = (body: unknown, token = admin.token, matchNo = 1) =>
    server.call('POST', `/api/admin/tournaments/${tournament}/matches/${matchNo}/penalties`, {
      token,
      body,
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
    tournament = await createTournament(server, { tourn_name: 'Penalty Cup', status: 'live' });
    await insertMatches(server, tournament, 3);
    alpha = (await enterTeam(server, tournament, { teamName: 'Alpha', players: [player] })).teamId;
    bravo = (
      await enterTeam(server, tournament, {
        teamName: 'Bravo',
        players: [await createUser(server)],
      })
    ).teamId;
    await server.call('POST', `/api/admin/tournaments/${tournament}/matches/1/finishing-order`, {
      token: admin.token,
      body: { squads: [finishOf(alpha, 1, [2, 0, 0, 0]), finishOf(bravo, 2, [1, 1, 1, 1])] },
    });
  });
  afterAll(() => server.close());

  it('answers every match with empty lists before anything is given', async () => {
    const fresh = await createTournament(server, { matches_count: 2 });
    const res = await server.call('GET', '/api/points/match-notes', { query: { tournId: fresh } });
    expect(res.body).toEqual([
      { matchId: 1, penalties: [], screenshots: [], corrections: [] },
      { matchId: 2, penalties: [], screenshots: [], corrections: [] },
    ]);
    const missing = await server.call('GET', '/api/points/match-notes', {
      query: { tournId: 999999 },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a penalty without a reason, out of range, for a stranger squad, or by a player', async () => {
    for (const [body, field, message] of [
      [{ teamId: alpha, points: 20, reason: '  ' }, 'reason', 'Enter a reason'],
      [
        { teamId: alpha, points: 0, reason: 'x' },
        'points',
        'Penalty points must be from 1 to 1000',
      ],
      [
        { teamId: 999999, points: 20, reason: 'x' },
        'teamId',
        'No squad of this tournament has this id',
      ],
    ] as const) {
      const res = await penalise(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    expect((await penalise({ teamId: alpha, points: 20, reason: 'x' }, player.token)).status).toBe(
      403,
    );
    expect((await notes())[0].penalties).toEqual([]);
  });

  it('takes the rules’ 20 points for abusing the host off the total, and tells the squad', async () => {
    expect(await standings()).toEqual(['Alpha', 'Bravo']);
    const mark = await eventMark(server);
    const res = await penalise({ teamId: alpha, points: 20, reason: 'abusing the host' });
    expect(res.status).toBe(201);
    expect(await standings()).toEqual(['Bravo', 'Alpha']);
    const [penalty] = (await notes())[0].penalties;
    expect(penalty).toMatchObject({ teamName: 'Alpha', points: 20, reason: 'abusing the host' });
    const events = await eventsAfter(server, mark);
    expect(events.map((e) => [e.kind, e.userId ?? e.subjectId])).toEqual([
      ['notification.created', player.id],
      ['results.posted', '1'],
    ]);
    const [entry] = await auditEntries(server, admin, { tournamentId: tournament });
    expect(entry).toMatchObject({
      action: 'PENALTY_ADDED',
      summary: 'Alpha · −20 points (match 1) · reason: abusing the host',
    });

    const removed = await server.call(
      'DELETE',
      `/api/admin/tournaments/${tournament}/penalties/${penalty.id}`,
      { token: admin.token },
    );
    expect(removed.status).toBe(200);
    expect(await standings()).toEqual(['Alpha', 'Bravo']);
    expect((await notes())[0].penalties).toEqual([]);
    const again = await server.call(
      'DELETE',
      `/api/admin/tournaments/${tournament}/penalties/${penalty.id}`,
      { token: admin.token },
    );
    expect(again.status).toBe(404);
  });

  it('attaches an uploaded screenshot to a match and shows it with the results', async () => {
    const attach = (pictureId: string, token = admin.token) =>
      server.call('POST', `/api/admin/tournaments/${tournament}/matches/2/screenshots`, {
        token,
        body: { pictureId },
      });
    const unknown = await attach('00000000-0000-4000-8000-000000000000');
    expect(unknown.body.errors).toEqual([
      {
        field: 'pictureId',
        message: 'No uploaded picture has this id: upload the screenshot first',
      },
    ]);
    const upload = await server.call('POST', '/api/admin/banners', {
      token: admin.token,
      rawBody: pictureForm(pngBytes([1, 2, 3])),
    });
    expect((await attach(upload.body.pictureId, player.token)).status).toBe(403);
    const res = await attach(upload.body.pictureId);
    expect(res.status).toBe(201);
    const [shot] = (await notes())[1].screenshots;
    expect(shot).toMatchObject({
      pictureId: upload.body.pictureId,
      url: `/api/v1/profile/pictures/${upload.body.pictureId}`,
    });
    const removed = await server.call(
      'DELETE',
      `/api/admin/tournaments/${tournament}/screenshots/${shot.id}`,
      { token: admin.token },
    );
    expect(removed.status).toBe(200);
    expect((await notes())[1].screenshots).toEqual([]);
    const actions = (await auditEntries(server, admin, { tournamentId: tournament })).map(
      (entry) => entry.action,
    );
    expect(actions.slice(0, 2)).toEqual(['SCREENSHOT_REMOVED', 'SCREENSHOT_ATTACHED']);
  });
});
