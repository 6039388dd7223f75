import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { auditEntries } from '../support/audit-reads';
import { eventMark, eventsAfter } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { finishOf, insertMatches, matchRowsOf, resultsPostedAt } from './scoring-helpers';

/** Results by finishing order: 12 squads placed, kills typed, everything else computed. */
describe('POST /admin/tournaments/:id/matches/:matchNo/finishing-order', () => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  let tournament: number;
  const squads: { teamId: number; teamName: string }[] = [];

  const post = (matchNo: number, body: unknown, token = admin.token) =>
    server.call('POST', `/api/admin/tournaments/${tournament}/matches/${matchNo}/finishing-order`, {
      token,
      body,
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    member = await createUser(server);
    tournament = await createTournament(server, {
      tourn_name: 'Monsoon Scrims',
      matches_count: 3,
      status: 'live',
    });
    await insertMatches(server, tournament, 3);
    for (let i = 0; i < 12; i += 1) {
      const players = i === 0 ? [member] : [await createUser(server)];
      squads.push(
        await enterTeam(server, tournament, { teamName: `Team ${'ABCDEFGHIJKL'[i]}`, players }),
      );
    }
  });
  afterAll(() => server.close());

  /** Squad i finished in place i + 1; squad 0 with kills 3, 2, 1, 0, the others 1 each. */
  const order = () =>
    squads.map((squad, i) => finishOf(squad.teamId, i + 1, i === 0 ? [3, 2, 1, 0] : [1, 0, 0, 0]));

  it('refuses a player and a visitor, changing nothing', async () => {
    expect((await post(1, { squads: order() }, member.token)).status).toBe(403);
    expect((await post(1, { squads: order() }, '')).status).toBe(401);
    expect(await matchRowsOf(server, tournament, 1)).toHaveLength(0);
  });

  it('refuses each broken rule with a message naming its field, changing nothing', async () => {
    const placeTwice = order();
    placeTwice[4] = { ...placeTwice[4]!, place: 3 };
    const missing = order().slice(0, 11);
    const tooMany = order();
    tooMany[1] = { ...tooMany[1]!, kills: [45, 0, 0, 0] };
    const negative = order();
    negative[2] = { ...negative[2]!, kills: [0, -1] };
    const stranger = order();
    stranger[0] = { ...stranger[0]!, teamId: 999_999 };
    const mark = await eventMark(server);
    for (const [squadsSent, field, message] of [
      [placeTwice, 'squads[4].place', 'Place 3 is given to both Team C and Team E'],
      [missing, 'squads', 'Team L has no place: give every squad in play its place'],
      [tooMany, 'squads[1].kills[0]', 'Team B P1 kills must be a whole number from 0 to 44'],
      [negative, 'squads[2].kills[1]', 'Team C P2 kills must be a whole number from 0 to 44'],
      [stranger, 'squads[0].teamId', 'Squad 999999 is not in play in this tournament'],
    ] as const) {
      const res = await post(1, { squads: squadsSent });
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    const typo = await post(1, { squads: [{ teamId: squads[0]!.teamId, place: '1', kills: [] }] });
    expect(typo.status).toBe(400);
    expect((await post(4, { squads: order() })).body.errors).toEqual([
      { field: 'matchNo', message: 'Match must be a number from 1 to 3' },
    ]);
    expect(await matchRowsOf(server, tournament, 1)).toHaveLength(0);
    expect(await eventsAfter(server, mark)).toEqual([]);
    expect(await resultsPostedAt(server, tournament, 1)).toBeNull();
  });

  it('scores the standard table from the order: SPEC rows, Booyah for 1st, ranked', async () => {
    const mark = await eventMark(server);
    const res = await post(1, { squads: [...order()].reverse() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Results saved', matchId: 1, corrections: [] });

    const sheet = await server.call('GET', '/api/points/getResultsByTournId&MatchId', {
      query: { tournId: tournament, matchId: 1 },
    });
    expect(sheet.body[0]).toEqual({
      teamName: 'Team A',
      player1Kills: 3,
      player2Kills: 2,
      player3Kills: 1,
      player4Kills: 0,
      postionPoints: 12,
      matchParticipated: 1,
      booyah: 1,
    });
    expect(sheet.body.map((row: { postionPoints: number }) => row.postionPoints)).toEqual([
      12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0,
    ]);
    expect(sheet.body.filter((row: { booyah: number }) => row.booyah === 1)).toHaveLength(1);
    expect(await resultsPostedAt(server, tournament, 1)).toBeInstanceOf(Date);

    const events = await eventsAfter(server, mark);
    expect(events.filter((e) => e.kind === 'results.posted')).toEqual([
      expect.objectContaining({ tournamentId: tournament, subjectId: '1' }),
    ]);
    expect(events.filter((e) => e.kind === 'notification.created')).toHaveLength(12);
    const [entry] = await auditEntries(server, admin, { tournamentId: tournament });
    expect(entry).toMatchObject({
      action: 'RESULTS_POSTED',
      summary:
        'Posted results of match 1 of Monsoon Scrims by finishing order (12 squads) · Booyah Team A',
    });
  });

  it('asks a correction for its reason, then shows players what changed and why', async () => {
    const firstPosted = await resultsPostedAt(server, tournament, 1);
    const corrected = order();
    corrected[0] = { ...corrected[0]!, kills: [14, 2, 1, 0] };
    const unexplained = await post(1, { squads: corrected });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.errors).toEqual([
      { field: 'reason', message: 'Enter a reason for the correction: players will read it' },
    ]);

    const first = await post(1, { squads: corrected, reason: 'wrong screenshot' });
    expect(first.body.corrections).toEqual([
      'Team A · P1 kills 3 → 14 (match 1) · reason: wrong screenshot',
    ]);
    corrected[0] = { ...corrected[0]!, kills: [4, 2, 1, 0] };
    [corrected[1], corrected[2]] = [
      { ...corrected[1]!, place: 3 },
      { ...corrected[2]!, place: 2 },
    ];
    const second = await post(1, { squads: corrected, reason: 'typo' });
    expect(second.body.corrections).toEqual([
      'Team A · P1 kills 14 → 4 (match 1) · reason: typo',
      'Team B · place 2 → 3 (match 1) · reason: typo',
      'Team C · place 3 → 2 (match 1) · reason: typo',
    ]);
    const notes = await server.call('GET', '/api/points/match-notes', {
      query: { tournId: tournament },
    });
    expect(
      notes.body[0].corrections.map((c: { teamName: string; changes: string }) => [
        c.teamName,
        c.changes,
      ]),
    ).toEqual([
      ['Team A', 'P1 kills 3 → 14'],
      ['Team A', 'P1 kills 14 → 4'],
      ['Team B', 'place 2 → 3'],
      ['Team C', 'place 3 → 2'],
    ]);
    const [entry] = await auditEntries(server, admin, { tournamentId: tournament });
    expect(entry).toMatchObject({ action: 'RESULTS_CORRECTED', reason: 'typo' });
    expect(entry?.summary).toContain('Team B · place 2 → 3 (match 1) · reason: typo');
    expect(await resultsPostedAt(server, tournament, 1)).toEqual(firstPosted);

    const unchanged = await post(1, { squads: corrected, reason: 'again' });
    expect(unchanged.body).toMatchObject({ message: 'Nothing changed', corrections: [] });
  });

  it('leaves absent and disqualified squads out, and refuses them when named', async () => {
    await server.db
      .updateTable('teams')
      .set({ status: 'absent', status_reason: 'no show' })
      .where('id', '=', squads[11]!.teamId)
      .execute();
    const withAbsent = order();
    const refused = await post(2, { squads: withAbsent });
    expect(refused.body.errors).toEqual([
      {
        field: 'squads[11].teamId',
        message: 'Team L is marked absent: leave it out of the finishing order',
      },
    ]);
    const res = await post(2, { squads: order().slice(0, 11) });
    expect(res.status).toBe(200);
    expect(await matchRowsOf(server, tournament, 2)).toHaveLength(11);
  });

  it('refuses a cancelled tournament', async () => {
    const other = await createTournament(server, { status: 'cancelled' });
    const res = await server.call(
      'POST',
      `/api/admin/tournaments/${other}/matches/1/finishing-order`,
      {
        token: admin.token,
        body: { squads: [finishOf(squads[0]!.teamId, 1, [])] },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Results cannot be posted for a cancelled tournament');
  });
});
