import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSettledMovement } from '../../src/ledger/ledger-repository';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const kills = (teamName: string, perPlayer: [number, number, number, number], points: number) => ({
  teamName,
  player1Kills: perPlayer[0],
  player2Kills: perPlayer[1],
  player3Kills: perPlayer[2],
  player4Kills: perPlayer[3],
  postionPoints: points,
});

/**
 * Decision 044: the organiser's payout plan proposes from the tournament's table and its
 * standings, subtracts what was paid, and never proposes a paid player again.
 */
describe("a tournament's payout plan", () => {
  let server: TestServer;
  let admin: TestUser;
  let tournamentId: number;
  let alpha: { teamId: number };
  let bravo: { teamId: number };
  const players: TestUser[] = [];

  const plan = (token = admin.token) =>
    server.call('GET', `/api/admin/tournaments/${tournamentId}/payout-plan`, { token });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    for (let i = 0; i < 4; i += 1) players.push(await createUser(server));
    const [a1, a2, b1, b2] = players as [TestUser, TestUser, TestUser, TestUser];
    tournamentId = await createTournament(server, {
      tourn_name: 'Holi Cup',
      tourn_pp_paise: 1000_00,
      matches_count: 1,
      status: 'live',
      prize_table: JSON.stringify({ rankPaise: [300_00, 100_00], perKillPaise: 10_00 }),
    });
    alpha = await enterTeam(server, tournamentId, {
      teamName: 'Alpha',
      players: [a1, a2, 'guest'],
    });
    bravo = await enterTeam(server, tournamentId, { teamName: 'Bravo', players: [b1, b2] });
    const posted = await server.call('POST', `/api/admin/tournaments/${tournamentId}/results`, {
      token: admin.token,
      body: {
        matchId: 1,
        rows: [kills('Alpha', [3, 2, 0, 0], 12), kills('Bravo', [1, 0, 0, 0], 9)],
      },
    });
    expect(posted.status).toBe(200);
  });
  afterAll(() => server.close());

  it('gives each team its rank and kill prizes, split among its accounts', async () => {
    const res = await plan();
    expect(res.status).toBe(200);
    const [a1, a2, b1, b2] = players as [TestUser, TestUser, TestUser, TestUser];
    expect(res.body).toMatchObject({
      tournamentId,
      prizeTable: { rankPaise: [300_00, 100_00], perKillPaise: 10_00 },
      prizePoolPaise: 1000_00,
      paidSoFarPaise: 0,
      leftPaise: 1000_00,
      proposedPaise: 460_00,
    });
    expect(res.body.teams).toEqual([
      {
        teamId: alpha.teamId,
        teamName: 'Alpha',
        rank: 1,
        kills: 5,
        status: 'active',
        rankPrizePaise: 300_00,
        killPrizePaise: 50_00,
        prizePaise: 350_00,
        paidPaise: 0,
        leftPaise: 350_00,
        members: [
          {
            userId: a1.id,
            username: a1.username,
            paidPaise: 0,
            paidBy: null,
            proposedPaise: 175_00,
          },
          {
            userId: a2.id,
            username: a2.username,
            paidPaise: 0,
            paidBy: null,
            proposedPaise: 175_00,
          },
        ],
      },
      expect.objectContaining({
        teamId: bravo.teamId,
        rank: 2,
        kills: 1,
        prizePaise: 110_00,
        members: [
          expect.objectContaining({ userId: b1.id, proposedPaise: 55_00 }),
          expect.objectContaining({ userId: b2.id, proposedPaise: 55_00 }),
        ],
      }),
    ]);
    expect(res.body.proposal[0]).toEqual({
      userId: a1.id,
      username: a1.username,
      teamId: alpha.teamId,
      teamName: 'Alpha',
      rank: 1,
      amountPaise: 175_00,
    });
  });

  it('subtracts what was paid and proposes only what is left, to those not yet paid', async () => {
    const [a1, a2] = players as [TestUser, TestUser];
    await server.db.transaction().execute((trx) =>
      postSettledMovement(trx, {
        userId: a1.id,
        type: 'WINNINGS',
        amountPaise: 150_00,
        tournamentId,
        note: null,
        decidedBy: admin.id,
        reason: 'winnings',
        direction: 'credit',
      }),
    );
    const res = await plan();
    expect(res.body).toMatchObject({ paidSoFarPaise: 150_00, leftPaise: 850_00 });
    const [team] = res.body.teams;
    expect(team).toMatchObject({ prizePaise: 350_00, paidPaise: 150_00, leftPaise: 200_00 });
    expect(team.members).toEqual([
      expect.objectContaining({
        userId: a1.id,
        paidPaise: 150_00,
        paidBy: admin.username,
        proposedPaise: 0,
      }),
      expect.objectContaining({ userId: a2.id, paidPaise: 0, proposedPaise: 200_00 }),
    ]);
    const proposedTo = res.body.proposal.map((payout: { userId: number }) => payout.userId);
    expect(proposedTo).not.toContain(a1.id);
    expect(res.body.proposedPaise).toBe(310_00);
  });

  it('does not propose again a player whom a proposal waiting for approval would pay', async () => {
    const [, a2] = players as [TestUser, TestUser];
    // A second organiser exists, so the payout waits for them (decision 043).
    await createAdmin(server);
    await server.db
      .updateTable('tournaments')
      .set({ status: 'completed' })
      .where('tourn_id', '=', tournamentId)
      .execute();
    const proposed = await server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
      token: admin.token,
      body: { payouts: [{ userId: a2.id, amount: 200, teamId: alpha.teamId }] },
    });
    expect(proposed.status).toBe(202);

    const res = await plan();
    const [team] = res.body.teams;
    expect(team.members).toContainEqual(
      expect.objectContaining({ userId: a2.id, paidPaise: 0, proposedPaise: 0 }),
    );
    const proposedTo = res.body.proposal.map((payout: { userId: number }) => payout.userId);
    expect(proposedTo).not.toContain(a2.id);
  });

  it('is refused to players and visitors as every organiser read is', async () => {
    const player = players[0] as TestUser;
    expect((await plan(player.token)).status).toBe(403);
    const visitor = await server.call('GET', `/api/admin/tournaments/${tournamentId}/payout-plan`);
    expect(visitor.status).toBe(401);
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const res = await server.call('GET', '/api/admin/tournaments/999999/payout-plan', {
      token: admin.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Tournament not found' });
  });
});
