import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';

/** One team's row as the organiser types it: kills of players 1-4, then position points. */
const sheetRow = (
  teamName: string,
  kills: [number, number, number, number],
  postionPoints: number,
  flags: { matchParticipated?: number; booyah?: number } = {},
) => ({
  teamName,
  player1Kills: kills[0],
  player2Kills: kills[1],
  player3Kills: kills[2],
  player4Kills: kills[3],
  postionPoints,
  ...flags,
});

/** The match desk's result sheets: reading them back, and the record of each post. */
describe('posted result sheets', () => {
  let server: TestServer;
  let admin: TestUser;
  let tournament: number;
  let alpha: number;
  let bravo: number;

  const post = (body: unknown) =>
    server.call('POST', `/api/admin/tournaments/${tournament}/results`, {
      token: admin.token,
      body,
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    tournament = await createTournament(server, {
      tourn_name: 'Monsoon Mayhem Cup',
      matches_count: 3,
      status: 'live',
    });
    alpha = (
      await enterTeam(server, tournament, {
        teamName: 'Alpha',
        players: [await createUser(server)],
      })
    ).teamId;
    bravo = (
      await enterTeam(server, tournament, {
        teamName: 'Bravo',
        players: [await createUser(server)],
      })
    ).teamId;
  });
  afterAll(() => server.close());

  it('answers no sheets before any is posted', async () => {
    const res = await server.call('GET', `/api/admin/tournaments/${tournament}/results`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('records a first post as RESULTS_POSTED and a correction with the old and new sheet', async () => {
    expect(
      (
        await post({
          matchId: 2,
          rows: [
            sheetRow('bravo', [1, 0, 0, 0], 4),
            sheetRow('ALPHA', [3, 2, 1, 0], 12, { booyah: 1 }),
          ],
        })
      ).status,
    ).toBe(200);
    const [posted] = await auditEntries(server, admin, { tournamentId: tournament });
    const alphaRow = {
      teamId: alpha,
      teamName: 'Alpha',
      player1Kills: 3,
      player2Kills: 2,
      player3Kills: 1,
      player4Kills: 0,
      postionPoints: 12,
      matchParticipated: 1,
      booyah: 1,
    };
    const bravoRow = {
      teamId: bravo,
      teamName: 'Bravo',
      player1Kills: 1,
      player2Kills: 0,
      player3Kills: 0,
      player4Kills: 0,
      postionPoints: 4,
      matchParticipated: 1,
      booyah: 0,
    };
    expect(posted).toMatchObject({
      actorId: admin.id,
      action: 'RESULTS_POSTED',
      subjectType: 'tournament',
      subjectId: String(tournament),
      tournamentId: tournament,
      summary: 'Posted results of match 2 of Monsoon Mayhem Cup',
      before: null,
      after: { matchId: 2, rows: [alphaRow, bravoRow] },
    });

    expect(
      (
        await post({
          matchId: 2,
          rows: [
            sheetRow('Alpha', [3, 2, 1, 1], 12, { booyah: 1 }),
            sheetRow('Bravo', [1, 0, 0, 0], 4),
          ],
        })
      ).status,
    ).toBe(200);
    const [corrected] = await auditEntries(server, admin, { tournamentId: tournament });
    expect(corrected).toMatchObject({
      action: 'RESULTS_CORRECTED',
      summary: 'Corrected results of match 2 of Monsoon Mayhem Cup',
      before: { matchId: 2, rows: [alphaRow, bravoRow] },
      after: { matchId: 2, rows: [{ ...alphaRow, player4Kills: 1 }, bravoRow] },
    });
  });

  it('reads the sheets back by match number, with and without /api', async () => {
    expect(
      (
        await post({
          matchId: 1,
          rows: [sheetRow('Bravo', [0, 0, 0, 0], 0, { matchParticipated: 0 })],
        })
      ).status,
    ).toBe(200);
    for (const prefix of PREFIXES) {
      const res = await server.call('GET', `${prefix}/admin/tournaments/${tournament}/results`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.map((match: { matchId: number }) => match.matchId)).toEqual([1, 2]);
      expect(res.body[0].rows).toEqual([
        {
          teamId: bravo,
          teamName: 'Bravo',
          player1Kills: 0,
          player2Kills: 0,
          player3Kills: 0,
          player4Kills: 0,
          postionPoints: 0,
          matchParticipated: 0,
          booyah: 0,
          // A sheet typed by hand has no finishing place (issue 22's entry has).
          place: null,
        },
      ]);
      expect(
        res.body[1].rows.map((r: { teamName: string; player4Kills: number }) => [
          r.teamName,
          r.player4Kills,
        ]),
      ).toEqual([
        ['Alpha', 1],
        ['Bravo', 0],
      ]);
    }
    const missing = await server.call('GET', '/api/admin/tournaments/1999999999/results', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Tournament not found' });
  });

  it('records nothing for a refused sheet', async () => {
    const before = await auditEntries(server, admin, { tournamentId: tournament });
    const tooMany = await post({ matchId: 3, rows: [sheetRow('Alpha', [1001, 0, 0, 0], 0)] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('rows[0].player1Kills cannot exceed 1000');
    const unknown = await post({ matchId: 3, rows: [sheetRow('Zulu', [1, 0, 0, 0], 0)] });
    expect(unknown.status).toBe(400);
    expect(await auditEntries(server, admin, { tournamentId: tournament })).toEqual(before);
  });
});
