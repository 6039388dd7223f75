import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  allTransactions,
  balanceOf,
  completedTournamentWith,
  decide,
  deposit,
  newestTransactionId,
  payPrizes,
  secondOrganiser,
  payWithdrawal,
  withdraw,
} from './wallet-helpers';

/**
 * The rules of prize money (issue 20, item 2): prizes only for a completed tournament, never
 * past its prize pool, to the team's own players unless a reason is given, and nobody pays or
 * decides money of their own account. Each refusal pays nothing.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

const statuses = (responses: { status: number }[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

describe('prizes are paid only for a completed tournament', () => {
  it.each(['upcoming', 'live', 'cancelled'] as const)('refuses a %s one (409)', async (status) => {
    const player = await createUser(server);
    const tournamentId = await createTournament(server, { status, tourn_pp_paise: 2000_00 });
    await enterTeam(server, tournamentId, { players: [player] });
    const before = await allTransactions(server);

    const response = await payPrizes(server, admin, tournamentId, [
      { userId: player.id, amount: 100 },
    ]);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: `Prizes are paid only for a completed tournament; this one is ${status}`,
    });
    expect(await allTransactions(server)).toEqual(before);
  });
});

describe('the total paid for a tournament never exceeds its prize pool', () => {
  it('pays the whole pool, then refuses one rupee more, naming what is left', async () => {
    const players = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, players, { poolRupees: 200 });
    const first = await payPrizes(server, admin, tournamentId, [
      { userId: players[0]!.id, amount: 150 },
    ]);
    expect(first.status).toBe(200);
    const before = await allTransactions(server);

    const past = await payPrizes(server, admin, tournamentId, [
      { userId: players[1]!.id, amount: 100 },
    ]);
    expect(past.status).toBe(409);
    expect(past.body).toEqual({
      message:
        'These prizes total ₹100, but only ₹50 of the ₹200 prize pool is left (₹150 paid so far)',
      prizePool: 200,
      paidSoFar: 150,
      left: 50,
    });
    expect(await allTransactions(server)).toEqual(before);

    const rest = await payPrizes(server, admin, tournamentId, [
      { userId: players[1]!.id, amount: 50 },
    ]);
    expect(rest.status).toBe(200);
    expect(await balanceOf(server, players[1]!)).toBe(50);
  });

  it('refuses a first prize larger than the whole pool', async () => {
    const player = await createUser(server);
    const { tournamentId } = await completedTournamentWith(server, [player], { poolRupees: 1500 });
    const response = await payPrizes(server, admin, tournamentId, [
      { userId: player.id, amount: 50_000 },
    ]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'These prizes total ₹50,000, but only ₹1,500 of the ₹1,500 prize pool is left (₹0 paid so far)',
    );
    expect(await balanceOf(server, player)).toBe(0);
  });

  it('holds when two organisers pay past the pool at the same moment: one is paid', async () => {
    const [first, second] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [first, second], {
      poolRupees: 200,
    });
    const secondAdmin = await createAdmin(server);

    const responses = await Promise.all([
      payPrizes(server, admin, tournamentId, [{ userId: first.id, amount: 150 }]),
      payPrizes(server, secondAdmin, tournamentId, [{ userId: second.id, amount: 150 }]),
    ]);

    expect(statuses(responses)).toEqual([200, 409]);
    // The second proposal finds the first waiting (or, rarely, already paid): ₹50 is left.
    const refused = responses.find((r) => r.status === 409)?.body;
    expect(refused).toMatchObject({ left: 50 });
    expect(refused.paidSoFar + (refused.waitingForApproval ?? 0)).toBe(150);
    const balances = [await balanceOf(server, first), await balanceOf(server, second)];
    expect(balances.sort()).toEqual([0, 150]);
  });

  it('shows the organiser what was paid so far, to whom and by whom, and what is left', async () => {
    const players = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, players, { poolRupees: 200 });
    const empty = await server.call('GET', `/api/admin/tournaments/${tournamentId}/payouts`, {
      token: admin.token,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ prizePool: 200, paidSoFar: 0, left: 200, payouts: [] });

    const approver = await secondOrganiser(server, admin);
    await payPrizes(server, admin, tournamentId, [
      { userId: players[0]!.id, amount: 100, note: 'Rank 1 prize' },
      { userId: players[1]!.id, amount: 60.5 },
    ]);
    const paid = await server.call('GET', `/admin/tournaments/${tournamentId}/payouts`, {
      token: admin.token,
    });
    expect(paid.body).toMatchObject({ prizePool: 200, paidSoFar: 160.5, left: 39.5 });
    expect(paid.body.payouts).toEqual([
      expect.objectContaining({
        userId: players[0]!.id,
        username: players[0]!.username,
        amount: 100,
        note: 'Rank 1 prize',
        decidedBy: approver.id,
        decidedByUsername: approver.username,
      }),
      expect.objectContaining({ userId: players[1]!.id, amount: 60.5 }),
    ]);

    const missing = await server.call('GET', '/api/admin/tournaments/1999999999/payouts', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    const player = await server.call('GET', `/api/admin/tournaments/${tournamentId}/payouts`, {
      token: players[0]!.token,
    });
    expect(player.status).toBe(403);
  });
});

describe('a payee is on the team the prize is for, or the organiser says why', () => {
  it('refuses a player who did not enter the tournament, naming the reason field', async () => {
    const [entered, outsider] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [entered]);
    const before = await allTransactions(server);

    const response = await payPrizes(server, admin, tournamentId, [
      { userId: entered.id, amount: 50 },
      { userId: outsider.id, amount: 50 },
    ]);

    const message = `${outsider.username} did not play in this tournament: give a reason to pay them`;
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message,
      errors: [{ field: 'payouts[1].reason', message }],
    });
    expect(await allTransactions(server)).toEqual(before);
  });

  it("refuses a player of another team for a team's prize", async () => {
    const [bravo, charlie] = [await createUser(server), await createUser(server)];
    const { tournamentId, teamId } = await completedTournamentWith(server, [bravo], {
      teamName: 'Team Bravo',
    });
    await enterTeam(server, tournamentId, { players: [charlie], teamName: 'Team Charlie' });

    const response = await payPrizes(server, admin, tournamentId, [
      { userId: charlie.id, amount: 50, teamId },
    ]);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      `${charlie.username} is not on Team Bravo's roster: give a reason to pay them`,
    );
    expect(await balanceOf(server, charlie)).toBe(0);
  });

  it('refuses a team that is not of this tournament', async () => {
    const player = await createUser(server);
    const { tournamentId } = await completedTournamentWith(server, [player]);
    const elsewhere = await completedTournamentWith(server, [player]);
    const response = await payPrizes(server, admin, tournamentId, [
      { userId: player.id, amount: 50, teamId: elsewhere.teamId },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'payouts[0].teamId',
        message: `There is no team with id ${elsewhere.teamId} in this tournament`,
      },
    ]);
  });

  it('pays a roster player of the team, and anyone with a reason the audit keeps', async () => {
    const [bravo, teammate] = [await createUser(server), await createUser(server)];
    const { tournamentId, teamId } = await completedTournamentWith(server, [bravo]);
    const reason = "Plays as Ravi on Bravo's sheet; the leader typed his name";

    const response = await payPrizes(server, admin, tournamentId, [
      { userId: bravo.id, amount: 50, teamId },
      { userId: teammate.id, amount: 50, teamId, reason },
    ]);

    expect(response.status).toBe(200);
    expect(await balanceOf(server, teammate)).toBe(50);
    const [paid] = await auditRowsAbout(
      server,
      'transaction',
      await newestTransactionId(server, teammate),
    );
    expect(paid).toMatchObject({ action: 'PRIZE_PAID', reason, user_id: teammate.id });
  });

  it('refuses a blank or overlong reason', async () => {
    const [entered, outsider] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [entered]);
    const blank = await payPrizes(server, admin, tournamentId, [
      { userId: outsider.id, amount: 50, reason: '   ' },
    ]);
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'payouts[0].reason' })]);
    const long = await payPrizes(server, admin, tournamentId, [
      { userId: outsider.id, amount: 50, reason: 'x'.repeat(501) },
    ]);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([
      { field: 'payouts[0].reason', message: 'Reason cannot exceed 500 characters' },
    ]);
    expect(await balanceOf(server, outsider)).toBe(0);
  });
});

describe('nobody moves money of their own account', () => {
  it('refuses an organiser paying a prize to their own account, even with a reason', async () => {
    const organiser = await createAdmin(server);
    const { tournamentId } = await completedTournamentWith(server, [organiser]);
    const before = await allTransactions(server);

    const response = await payPrizes(server, organiser, tournamentId, [
      { userId: organiser.id, amount: 100, reason: 'I won it' },
    ]);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'You cannot pay a prize to your own account: another organiser must',
    });
    expect(await allTransactions(server)).toEqual(before);
    const byAnother = await payPrizes(server, admin, tournamentId, [
      { userId: organiser.id, amount: 100 },
    ]);
    expect(byAnother.status).toBe(200);
  });

  it('refuses an organiser approving or rejecting their own deposit; another organiser may', async () => {
    const organiser = await createAdmin(server);
    expect((await deposit(server, organiser, 500)).status).toBe(200);
    const id = await newestTransactionId(server, organiser);

    for (const decision of ['approve', 'reject'] as const) {
      const response = await decide(server, organiser, id, decision, 'Mine');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: 'You cannot decide a transaction of your own account: another organiser must',
      });
    }
    expect(await balanceOf(server, organiser)).toBe(0);
    expect(await auditRowsAbout(server, 'transaction', id)).toEqual([]);

    expect((await decide(server, admin, id, 'approve')).status).toBe(200);
    expect(await balanceOf(server, organiser)).toBe(500);
  });

  it('refuses an organiser marking their own withdrawal paid', async () => {
    const organiser = await createAdmin(server);
    await fundWallet(server, organiser.id, 1000);
    expect((await withdraw(server, organiser, 999)).status).toBe(200);
    const id = await newestTransactionId(server, organiser);

    const own = await payWithdrawal(server, organiser, id, 'UPI123456789');
    expect(own.status).toBe(403);
    const [row] = (await allTransactions(server)).filter((tx) => tx.id === id);
    expect(row).toMatchObject({ status: 'PENDING', decided_by: null });

    expect((await payWithdrawal(server, admin, id, 'UPI123456789')).status).toBe(200);
  });
});
