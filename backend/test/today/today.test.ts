import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { decide, deposit, newestTransactionId, withdraw } from '../wallet/wallet-helpers';

/** The organiser's Today screen: what waits for them, and nothing that does not. */
describe('GET /admin/today', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const today = async (prefix = '/api') => {
    const res = await server.call('GET', `${prefix}/admin/today`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = (tournaments: { tournId: number }[]) => tournaments.map((t) => t.tournId);

  it('counts and sums the deposits and withdrawals waiting for a decision', async () => {
    const before = await today();
    const player = await createUser(server);
    await fundWallet(server, player.id, 200);
    expect((await deposit(server, player, 100)).status).toBe(200);
    expect((await deposit(server, player, 50.5)).status).toBe(200);
    const decided = await newestTransactionId(server, player);
    expect((await withdraw(server, player, 80)).status).toBe(200);

    const waiting = await today();
    expect(waiting.pendingDeposits).toEqual({
      count: before.pendingDeposits.count + 2,
      amount: before.pendingDeposits.amount + 150.5,
    });
    expect(waiting.pendingWithdrawals).toEqual({
      count: before.pendingWithdrawals.count + 1,
      amount: before.pendingWithdrawals.amount + 80,
    });

    expect((await decide(server, admin, decided, 'approve')).status).toBe(200);
    expect((await today('')).pendingDeposits).toEqual({
      count: before.pendingDeposits.count + 1,
      amount: before.pendingDeposits.amount + 100,
    });
  });

  it('lists tournaments starting within 2 hours with no room, soonest first', async () => {
    const soon = await createTournament(server, {
      tourn_start: hoursFromNow(1.5),
      status: 'upcoming',
    });
    const started = await createTournament(server, {
      tourn_start: hoursFromNow(-1),
      reg_start: hoursFromNow(-30),
      reg_end: hoursFromNow(-2),
      status: 'live',
    });
    const later = await createTournament(server, { tourn_start: hoursFromNow(3) });
    const published = await createTournament(server, { tourn_start: hoursFromNow(1) });
    const publish = await server.call('PUT', `/api/admin/tournaments/${published}/matches/1/room`, {
      token: admin.token,
      body: { roomId: '1', roomPassword: '2' },
    });
    expect(publish.status).toBe(200);
    const cancelled = await createTournament(server, {
      tourn_start: hoursFromNow(1),
      status: 'cancelled',
    });
    const completed = await createTournament(server, {
      tourn_start: hoursFromNow(-1),
      reg_start: hoursFromNow(-30),
      reg_end: hoursFromNow(-2),
      status: 'completed',
    });

    for (const prefix of PREFIXES) {
      const { roomsDue } = await today(prefix);
      const listed = ids(roomsDue);
      expect(listed).toContain(soon);
      expect(listed.indexOf(started)).toBeLessThan(listed.indexOf(soon));
      for (const absent of [later, published, cancelled, completed]) {
        expect(listed).not.toContain(absent);
      }
      const starts = roomsDue.map((t: { tournStart: string }) => Date.parse(t.tournStart));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(roomsDue.find((t: { tournId: number }) => t.tournId === soon)).toMatchObject({
        kind: 'normal',
        roomId: null,
        roomPublishedAt: null,
      });
    }

    expect(
      (
        await server.call('PUT', `/api/admin/tournaments/${soon}/room`, {
          token: admin.token,
          body: { roomId: '991', roomPassword: 'go' },
        })
      ).status,
    ).toBe(200);
    expect(ids((await today()).roomsDue)).not.toContain(soon);
  });

  it('lists started tournaments with the match numbers that have no results, soonest first', async () => {
    const past = { reg_start: hoursFromNow(-50), reg_end: hoursFromNow(-10) };
    const partly = await createTournament(server, {
      ...past,
      tourn_start: hoursFromNow(-3),
      matches_count: 3,
      status: 'live',
    });
    const older = await createTournament(server, {
      ...past,
      tourn_start: hoursFromNow(-5),
      matches_count: 2,
      status: 'completed',
    });
    const done = await createTournament(server, {
      ...past,
      tourn_start: hoursFromNow(-4),
      matches_count: 1,
      status: 'completed',
    });
    const notStarted = await createTournament(server, { tourn_start: hoursFromNow(1) });
    const cancelled = await createTournament(server, {
      ...past,
      tourn_start: hoursFromNow(-2),
      status: 'cancelled',
    });
    for (const id of [partly, done]) {
      await enterTeam(server, id, { teamName: 'Alpha', players: [await createUser(server)] });
    }
    const row = {
      teamName: 'Alpha',
      player1Kills: 1,
      player2Kills: 0,
      player3Kills: 0,
      player4Kills: 0,
      postionPoints: 5,
    };
    for (const [id, matchId] of [
      [partly, 2],
      [done, 1],
    ]) {
      const res = await server.call('POST', `/api/admin/tournaments/${id}/results`, {
        token: admin.token,
        body: { matchId, rows: [row] },
      });
      expect(res.status).toBe(200);
    }

    const { resultsDue } = await today();
    const due = new Map(
      resultsDue.map((item: { tournament: { tournId: number }; missingMatches: number[] }) => [
        item.tournament.tournId,
        item.missingMatches,
      ]),
    );
    expect(due.get(partly)).toEqual([1, 3]);
    expect(due.get(older)).toEqual([1, 2]);
    for (const absent of [done, notStarted, cancelled]) expect(due.has(absent)).toBe(false);
    const order = [...due.keys()];
    expect(order.indexOf(older)).toBeLessThan(order.indexOf(partly));
    expect(resultsDue[0].tournament).toHaveProperty('roomPublishedAt');
  });

  it('is for organisers only', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const visitor = await server.call('GET', `${prefix}/admin/today`);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await server.call('GET', `${prefix}/admin/today`, { token: player.token });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
  });
});
