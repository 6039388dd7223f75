import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { finishOf, insertMatches } from './scoring-helpers';

const STANDARD = {
  preset: 'standard',
  placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
  pointsPerKill: 1,
};

/** A tournament's points system: chosen at creation, shown to players, scoring its results. */
describe('points system of a tournament', () => {
  let server: TestServer;
  let admin: TestUser;

  const create = (pointsSystem?: unknown) =>
    server.call('POST', '/api/admin/tournaments', {
      token: admin.token,
      body: {
        kind: 'normal',
        tournName: 'Points Cup',
        tournPp: 1000,
        entryFee: 0,
        totalSlots: 12,
        matchesCount: 2,
        tournStart: '2030-07-20T14:30:00Z',
        regStart: '2030-07-01T00:00:00Z',
        regEnd: '2030-07-19T12:30:00Z',
        ...(pointsSystem === undefined ? {} : { pointsSystem }),
      },
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  it('is the Free Fire standard unless chosen, and players read it before booking', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const read = await server.call('GET', `/api/tourney/tournament/${res.body.tournId}`);
    expect(read.body.pointsSystem).toEqual(STANDARD);
    const killsOnly = await create({ preset: 'kills_only', placementPoints: [50] });
    expect(killsOnly.body.pointsSystem).toEqual({
      preset: 'kills_only',
      placementPoints: [],
      pointsPerKill: 1,
    });
  });

  it('refuses a custom table that breaks a rule, naming the field', async () => {
    for (const [system, field, message] of [
      [
        { preset: 'custom', placementPoints: [10, 12], pointsPerKill: 1 },
        'pointsSystem.placementPoints[1]',
        'Place 2 cannot score more than place 1',
      ],
      [
        { preset: 'custom', placementPoints: [10], pointsPerKill: 11 },
        'pointsSystem.pointsPerKill',
        'Points per kill must be a whole number from 0 to 10',
      ],
      [
        { preset: 'league' },
        'pointsSystem.preset',
        'Points preset must be one of standard, kills_only, custom',
      ],
    ] as const) {
      const res = await create(system);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
  });

  it('scores a custom table with 2 points per kill, and is fixed once a match has results', async () => {
    const custom = { preset: 'custom', placementPoints: [14, 10], pointsPerKill: 2 };
    const res = await create(custom);
    expect(res.body.pointsSystem).toEqual(custom);
    const id = res.body.tournId as number;
    await server.db
      .updateTable('tournaments')
      .set({ status: 'live' })
      .where('tourn_id', '=', id)
      .execute();
    await insertMatches(server, id, 2);
    const winner = await enterTeam(server, id, {
      teamName: 'Winner',
      players: [await createUser(server)],
    });
    const killers = await enterTeam(server, id, {
      teamName: 'Killers',
      players: [await createUser(server)],
    });
    // Winner: 14 + 0 kills. Killers: 10 + 4 kills x 2 = 18; by the SPEC's x1 sum a 14-14 tie the Booyah would win.
    const posted = await server.call(
      'POST',
      `/api/admin/tournaments/${id}/matches/1/finishing-order`,
      {
        token: admin.token,
        body: { squads: [finishOf(winner.teamId, 1, [0]), finishOf(killers.teamId, 2, [2, 2])] },
      },
    );
    expect(posted.status).toBe(200);
    const table = await server.call('GET', '/api/points/getResultsByTournId', {
      query: { tournId: id },
    });
    expect(
      table.body.map((row: { teamName: string; postionPoints: number }) => [
        row.teamName,
        row.postionPoints,
      ]),
    ).toEqual([
      ['Killers', 10],
      ['Winner', 14],
    ]);

    const patch = (pointsSystem: unknown) =>
      server.call('PATCH', `/api/admin/tournaments/${id}`, {
        token: admin.token,
        body: { pointsSystem },
      });
    expect((await patch(custom)).status).toBe(200);
    const refused = await patch(STANDARD);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'pointsSystem',
        message:
          'The points system cannot change once a match has results: players have seen points scored by it',
      },
    ]);
  });
});
