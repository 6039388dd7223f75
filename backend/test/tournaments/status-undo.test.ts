import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { completedTournamentWith, payPrizes } from '../wallet/wallet-helpers';

/** A status change asks first (the preview) and can be undone while no money has moved. */
describe('undoing a tournament status change', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const move = (id: number, status: string, token = admin.token) =>
    server.call('PATCH', `/api/admin/tournaments/${id}`, { token, body: { status } });
  const preview = (id: number, token = admin.token) =>
    server.call('GET', `/api/admin/tournaments/${id}/status-preview`, { token });
  const statusOf = async (id: number) =>
    (await server.call('GET', `/api/tourney/tournament/${id}`)).body.status;

  it('previews the bookings, the matches without results and the refunds cancelling makes', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 2_500, matches_count: 3 });
    const [a, b] = [await createUser(server), await createUser(server)];
    for (const player of [a, b]) {
      await fundWallet(server, player.id, 25);
      await enterTeam(server, tournament, {
        teamName: player.username,
        players: [player],
        payers: [player],
      });
    }
    const posted = await server.call('POST', `/api/admin/tournaments/${tournament}/results`, {
      token: admin.token,
      body: {
        matchId: 1,
        rows: [
          {
            teamName: a.username,
            player1Kills: 1,
            player2Kills: 0,
            player3Kills: 0,
            player4Kills: 0,
            postionPoints: 12,
            booyah: 1,
          },
        ],
      },
    });
    expect(posted.status).toBe(200);
    const res = await preview(tournament);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'upcoming',
      bookings: 2,
      matchesCount: 3,
      matchesWithoutResults: 2,
      refunds: { entries: 2, amount: 50 },
      prizesPaid: false,
      refundsMade: false,
    });
  });

  it('takes live back to upcoming, and completed back to live before prizes are paid', async () => {
    const tournament = await createTournament(server);
    for (const status of ['live', 'upcoming', 'live', 'completed', 'live']) {
      expect((await move(tournament, status)).status).toBe(200);
      expect(await statusOf(tournament)).toBe(status);
    }
    const undone = await auditEntries(server, admin, { tournamentId: tournament });
    expect(undone[0]?.summary).toMatch(/from completed to live$/);
  });

  it('refuses to take a completed tournament back once a prize is paid, changing nothing', async () => {
    const winner = await createUser(server);
    const { tournamentId } = await completedTournamentWith(server, [winner]);
    expect(
      (await payPrizes(server, admin, tournamentId, [{ userId: winner.id, amount: 100 }])).status,
    ).toBe(200);
    expect((await preview(tournamentId)).body).toMatchObject({ prizesPaid: true });
    for (const status of ['live', 'upcoming']) {
      const res = await move(tournamentId, status);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          field: 'status',
          message:
            'A completed tournament cannot go back once its prizes are paid: the standings paid out',
        },
      ]);
      expect(await statusOf(tournamentId)).toBe('completed');
    }
  });

  it('reopens a cancelled tournament as upcoming when cancelling refunded nothing', async () => {
    const tournament = await createTournament(server);
    const player = await createUser(server);
    await enterTeam(server, tournament, { players: [player] });
    expect((await move(tournament, 'cancelled')).status).toBe(200);
    expect((await preview(tournament)).body).toMatchObject({
      status: 'cancelled',
      refundsMade: false,
    });
    const live = await move(tournament, 'live');
    expect(live.status).toBe(400);
    expect(live.body.message).toBe('A cancelled tournament can only be reopened as upcoming');
    expect((await move(tournament, 'upcoming')).status).toBe(200);
    expect(await statusOf(tournament)).toBe('upcoming');
  });

  it('answers 404 for no tournament and refuses players', async () => {
    expect((await preview(999_999)).status).toBe(404);
    const player = await createUser(server);
    const tournament = await createTournament(server);
    expect((await preview(tournament, player.token)).status).toBe(403);
  });
});
