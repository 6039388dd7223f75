import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';

interface Row {
  teamName: string;
  player1Kills: number;
  player2Kills: number;
  player3Kills: number;
  player4Kills: number;
  postionPoints: number;
  matchParticipated?: number;
  booyah?: number;
}

/** A result row: kills of players 1-4, position points, then the optional 0/1 flags. */
const row = (
  teamName: string,
  kills: [number, number, number, number],
  postionPoints: number,
  flags: { matchParticipated?: number; booyah?: number } = {},
): Row => ({
  teamName,
  player1Kills: kills[0],
  player2Kills: kills[1],
  player3Kills: kills[2],
  player4Kills: kills[3],
  postionPoints,
  ...flags,
});

describe('match results and standings', () => {
  let server: TestServer;
  let admin: TestUser;
  let tournament: number;

  const post = (id: number, body: unknown, prefix = '/api') =>
    server.call('POST', `${prefix}/admin/tournaments/${id}/results`, { token: admin.token, body });
  const standings = (id: number | string, prefix = '/api') =>
    server.call('GET', `${prefix}/points/getResultsByTournId`, { query: { tournId: id } });
  const matchRows = (id: number | string, matchId: number | string, prefix = '/api') =>
    server.call('GET', `${prefix}/points/getResultsByTournId&MatchId`, {
      query: { tournId: id, matchId },
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    tournament = await createTournament(server, { matches_count: 3, status: 'live' });
    // Foxtrot registers before Echo, so listing the tied pair by name is not booking order.
    for (const teamName of [
      'Alpha Squad',
      'Bravo',
      'Charlie',
      'Delta',
      'Foxtrot',
      'Echo',
      'Golf',
    ]) {
      await enterTeam(server, tournament, {
        teamName,
        players: [await createUser(server), 'p2', 'p3', 'p4'],
      });
    }
  });
  afterAll(() => server.close());

  it('saves match sheets with and without /api, matching team names ignoring case', async () => {
    const first = await post(tournament, {
      matchId: 1,
      rows: [
        row('ALPHA SQUAD', [3, 2, 1, 0], 12, { booyah: 1 }),
        row('bravo', [2, 2, 2, 2], 8),
        row(' Charlie ', [1, 0, 0, 0], 5),
        row('Delta', [0, 0, 0, 0], 0, { matchParticipated: 0 }),
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Results saved', matchId: 1, rows: 4 });

    const second = await post(
      tournament,
      {
        matchId: 2,
        rows: [
          row('Bravo', [1, 1, 0, 0], 12, { booyah: 1, matchParticipated: 1 }),
          row('Alpha Squad', [2, 2, 1, 0], 7),
          row('Charlie', [0, 0, 0, 0], 4),
          row('Delta', [3, 0, 0, 0], 4, { booyah: 0 }),
        ],
      },
      '',
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ message: 'Results saved', matchId: 2, rows: 4 });

    const third = await post(tournament, {
      matchId: 3,
      rows: [
        row('Foxtrot', [1, 0, 0, 0], 1),
        row('Charlie', [0, 0, 0, 0], 0),
        row('Delta', [0, 0, 0, 0], 3, { booyah: 1 }),
        row('Echo', [1, 0, 0, 0], 1),
      ],
    });
    expect(third.status).toBe(200);
  });

  const overall = [
    // 30 points and a booyah each; Alpha Squad has more kills (11 against 10).
    row('Alpha Squad', [5, 4, 2, 0], 19, { matchParticipated: 2, booyah: 1 }),
    row('Bravo', [3, 3, 2, 2], 20, { matchParticipated: 2, booyah: 1 }),
    // 10 points each; Delta won a match. Delta sat out match 1.
    row('Delta', [3, 0, 0, 0], 7, { matchParticipated: 2, booyah: 1 }),
    row('Charlie', [1, 0, 0, 0], 9, { matchParticipated: 3, booyah: 0 }),
    // Level on everything: listed by name.
    row('Echo', [1, 0, 0, 0], 1, { matchParticipated: 1, booyah: 0 }),
    row('Foxtrot', [1, 0, 0, 0], 1, { matchParticipated: 1, booyah: 0 }),
  ];

  it('sums every match per team and ranks by total, booyahs, kills, then position points', async () => {
    for (const prefix of PREFIXES) {
      const res = await standings(tournament, prefix);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(overall);
    }
  });

  it('answers one match with 0/1 flags, in the same order, on the literal &MatchId path', async () => {
    const first = await matchRows(tournament, 1);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      row('Alpha Squad', [3, 2, 1, 0], 12, { matchParticipated: 1, booyah: 1 }),
      row('Bravo', [2, 2, 2, 2], 8, { matchParticipated: 1, booyah: 0 }),
      row('Charlie', [1, 0, 0, 0], 5, { matchParticipated: 1, booyah: 0 }),
      row('Delta', [0, 0, 0, 0], 0, { matchParticipated: 0, booyah: 0 }),
    ]);
    const second = await matchRows(tournament, 2, '');
    expect(second.status).toBe(200);
    expect(second.body.map((r: Row) => r.teamName)).toEqual([
      'Bravo',
      'Alpha Squad',
      'Delta',
      'Charlie',
    ]);
    const third = await server.call(
      'GET',
      `/points/getResultsByTournId&MatchId?tournId=${tournament}&matchId=3`,
    );
    expect(third.status).toBe(200);
    expect(third.body.map((r: Row) => r.teamName)).toEqual(['Delta', 'Echo', 'Foxtrot', 'Charlie']);
  });

  it('answers an empty list for a tournament or match without results', async () => {
    const quiet = await createTournament(server, { matches_count: 2 });
    expect((await standings(quiet)).body).toEqual([]);
    const res = await matchRows(quiet, 2);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('checks the tournament and match ids of the points reads', async () => {
    const missing = await server.call('GET', '/api/points/getResultsByTournId');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Invalid tournament id',
      errors: [{ field: 'tournId', message: 'Invalid tournament id' }],
    });
    for (const bad of ['abc', '0', '2.5', '']) {
      const res = await standings(bad, '');
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('Invalid tournament id');
    }
    const unknown = await standings(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });

    for (const bad of ['0', '4', '-1', 'one', '1.5', '']) {
      const res = await matchRows(tournament, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('Invalid match id');
    }
    const noMatch = await server.call('GET', '/points/getResultsByTournId&MatchId', {
      query: { tournId: tournament },
    });
    expect(noMatch.status).toBe(400);
    expect(noMatch.body).toEqual({
      message: 'Invalid match id',
      errors: [{ field: 'matchId', message: 'Invalid match id' }],
    });
    const noTournament = await server.call('GET', '/api/points/getResultsByTournId&MatchId', {
      query: { matchId: 1 },
    });
    expect(noTournament.status).toBe(400);
    expect(noTournament.body.message).toBe('Invalid tournament id');
    const unknownMatchTournament = await matchRows(999_999, 1);
    expect(unknownMatchTournament.status).toBe(404);
    expect(unknownMatchTournament.body).toEqual({ message: 'Tournament not found' });
  });

  it('refuses bad result sheets with a clear message and keeps the saved ones', async () => {
    const other = await createTournament(server);
    await enterTeam(server, other, { teamName: 'Outsiders', players: [await createUser(server)] });
    const good = row('Alpha Squad', [1, 1, 1, 1], 1);
    const cases: [unknown, string][] = [
      [{ rows: [good] }, 'Invalid match id'],
      [{ matchId: 0, rows: [good] }, 'Invalid match id'],
      [{ matchId: 4, rows: [good] }, 'Invalid match id'],
      [{ matchId: '1', rows: [good] }, 'matchId must be a number'],
      [{ matchId: 1 }, 'rows must list at least one team'],
      [{ matchId: 1, rows: [] }, 'rows must list at least one team'],
      [{ matchId: 1, rows: 'Alpha Squad' }, 'rows must be a list of team results'],
      [{ matchId: 1, rows: [null] }, 'rows[0] must be an object'],
      [{ matchId: 1, rows: [{ ...good, teamName: undefined }] }, 'Every row needs a teamName'],
      [{ matchId: 1, rows: [{ ...good, teamName: 7 }] }, 'rows[0].teamName must be text'],
      [
        { matchId: 1, rows: [good, { ...good, teamName: 'Bravo', player1Kills: -1 }] },
        'rows[1].player1Kills cannot be negative',
      ],
      [
        { matchId: 1, rows: [{ ...good, player2Kills: 1001 }] },
        'rows[0].player2Kills cannot exceed 1000',
      ],
      [
        { matchId: 1, rows: [{ ...good, player3Kills: '2' }] },
        'rows[0].player3Kills must be a number',
      ],
      [
        { matchId: 1, rows: [{ ...good, player4Kills: 1.5 }] },
        'rows[0].player4Kills must be a whole number',
      ],
      [
        { matchId: 1, rows: [{ ...good, postionPoints: undefined }] },
        'postionPoints is required for every team',
      ],
      [{ matchId: 1, rows: [{ ...good, booyah: 2 }] }, 'rows[0].booyah must be 0 or 1'],
      [
        { matchId: 1, rows: [{ ...good, matchParticipated: true }] },
        'rows[0].matchParticipated must be 0 or 1',
      ],
      [
        { matchId: 1, rows: [good, { ...good, teamName: 'alpha squad ' }] },
        'Team "alpha squad" is listed more than once',
      ],
      [
        {
          matchId: 1,
          rows: [{ ...good, booyah: 1 }, row('Bravo', [0, 0, 0, 0], 0, { booyah: 1 })],
        },
        'Only one team can win (booyah) a match',
      ],
      [
        { matchId: 1, rows: [row('Bravo', [0, 0, 0, 0], 0, { booyah: 1, matchParticipated: 0 })] },
        'Team "Bravo" cannot win a match it did not play',
      ],
      [
        { matchId: 1, rows: [good, row('Zulu', [0, 0, 0, 0], 0)] },
        'Team "Zulu" is not registered in this tournament',
      ],
      [
        { matchId: 1, rows: [row('Zulu', [0, 0, 0, 0], 0), row('Outsiders', [0, 0, 0, 0], 0)] },
        'These teams are not registered in this tournament: "Zulu", "Outsiders"',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(tournament, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0].message).toBe(message);
    }
    expect((await standings(tournament)).body).toEqual(overall);
  });

  it('replaces a match sheet as a whole when it is posted again', async () => {
    const cup = await createTournament(server, { matches_count: 2 });
    for (const teamName of ['Red', 'Blue']) {
      await enterTeam(server, cup, { teamName, players: [await createUser(server)] });
    }
    await post(cup, {
      matchId: 1,
      rows: [row('Red', [5, 0, 0, 0], 10, { booyah: 1 }), row('Blue', [1, 0, 0, 0], 2)],
    });
    const corrected = await post(cup, {
      matchId: 1,
      rows: [row('Blue', [2, 2, 0, 0], 12, { booyah: 1 })],
    });
    expect(corrected.body).toEqual({ message: 'Results saved', matchId: 1, rows: 1 });
    expect((await matchRows(cup, 1)).body).toEqual([
      row('Blue', [2, 2, 0, 0], 12, { matchParticipated: 1, booyah: 1 }),
    ]);
    expect((await standings(cup)).body).toEqual([
      row('Blue', [2, 2, 0, 0], 12, { matchParticipated: 1, booyah: 1 }),
    ]);
  });

  it('answers 404 for an unknown tournament and refuses a cancelled one', async () => {
    const unknown = await post(999_999, {
      matchId: 1,
      rows: [row('Alpha Squad', [0, 0, 0, 0], 0)],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const badId = await post(Number.NaN, { matchId: 1, rows: [] });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid tournament id');

    const cancelled = await createTournament(server, { status: 'cancelled' });
    await enterTeam(server, cancelled, { teamName: 'Late', players: [await createUser(server)] });
    const res = await post(cancelled, { matchId: 1, rows: [row('Late', [1, 0, 0, 0], 1)] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Results cannot be posted for a cancelled tournament' });
    expect((await standings(cancelled)).body).toEqual([]);
  });

  it('keeps result sheets to organisers', async () => {
    const player = await createUser(server);
    const body = { matchId: 1, rows: [row('Alpha Squad', [9, 9, 9, 9], 99, { booyah: 1 })] };
    const asPlayer = await server.call('POST', `/api/admin/tournaments/${tournament}/results`, {
      token: player.token,
      body,
    });
    expect(asPlayer.status).toBe(403);
    expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    const malformedAsPlayer = await server.call(
      'POST',
      `/admin/tournaments/${tournament}/results`,
      {
        token: player.token,
        body: { matchId: 'x' },
      },
    );
    expect(malformedAsPlayer.status).toBe(403);
    const asVisitor = await server.call('POST', `/admin/tournaments/${tournament}/results`, {
      body,
    });
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ message: 'Please log in to continue.' });
    expect((await standings(tournament)).body).toEqual(overall);
  });

  it('keeps matches that have results when the organiser lowers the match count', async () => {
    const patch = (matchesCount: number) =>
      server.call('PATCH', `/api/admin/tournaments/${tournament}`, {
        token: admin.token,
        body: { matchesCount },
      });
    const lowered = await patch(2);
    expect(lowered.status).toBe(400);
    expect(lowered.body.message).toBe(
      'Number of matches cannot be fewer than 3: match 3 already has results',
    );
    expect((await matchRows(tournament, 3)).status).toBe(200);
    const raised = await patch(5);
    expect(raised.status).toBe(200);
    expect(raised.body.matchesCount).toBe(5);
    const fifth = await matchRows(tournament, 5);
    expect(fifth.status).toBe(200);
    expect(fifth.body).toEqual([]);
  });

  it('lists the points routes in the OpenAPI document', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/points/getResultsByTournId',
        '/api/points/getResultsByTournId&MatchId',
        '/api/admin/tournaments/{id}/results',
      ]),
    );
  });
});
