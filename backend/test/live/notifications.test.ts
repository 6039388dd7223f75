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
import { described, eventMark, eventsAfter } from '../support/live-reads';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  decide,
  deposit,
  newestTransactionId,
  payPrizes,
  payWithdrawal,
  withdraw,
} from '../wallet/wallet-helpers';

interface NotificationJson {
  id: number;
  kind: string;
  message: string;
  reason: string | null;
  tournamentId: number | null;
  transactionId: number | null;
  createdAt: string;
  readAt: string | null;
}

/** The player's bell: what each kind says, the unread count, marking read. */
describe('notifications', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const bellOf = async (player: TestUser, prefix = '/api') => {
    const res = await server.call('GET', `${prefix}/notifications`, { token: player.token });
    expect(res.status).toBe(200);
    return res.body as { unreadCount: number; notifications: NotificationJson[] };
  };
  const newestOf = async (player: TestUser) => (await bellOf(player)).notifications[0];
  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });

  it('tells of deposits approved and rejected (with the reason) and withdrawals paid or not', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 500);

    await deposit(server, player, 100);
    const approved = await newestTransactionId(server, player);
    await decide(server, admin, approved, 'approve');
    expect(await newestOf(player)).toEqual({
      id: expect.any(Number),
      kind: 'DEPOSIT_APPROVED',
      message: 'Your deposit of ₹100 was approved.',
      reason: null,
      tournamentId: null,
      transactionId: approved,
      createdAt: expect.any(String),
      readAt: null,
    });

    await deposit(server, player, 250.5);
    const rejected = await newestTransactionId(server, player);
    await decide(server, admin, rejected, 'reject', 'UTR not found in the bank statement');
    expect(await newestOf(player)).toMatchObject({
      kind: 'DEPOSIT_REJECTED',
      message: 'Your deposit of ₹250.50 was rejected.',
      reason: 'UTR not found in the bank statement',
      transactionId: rejected,
    });

    await withdraw(server, player, 100);
    await payWithdrawal(server, admin, await newestTransactionId(server, player), 'UPI4123456789');
    expect(await newestOf(player)).toMatchObject({
      kind: 'WITHDRAWAL_PAID',
      message: 'Your withdrawal of ₹100 was paid (UPI reference UPI4123456789).',
      reason: null,
    });

    await withdraw(server, player, 200);
    await decide(
      server,
      admin,
      await newestTransactionId(server, player),
      'reject',
      'Wrong UPI ID',
    );
    expect(await newestOf(player)).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      message: 'Your withdrawal of ₹200 was rejected; the amount is back in your wallet.',
      reason: 'Wrong UPI ID',
    });
    expect((await bellOf(player)).unreadCount).toBe(4);
    // A request the organiser has not decided tells the player nothing yet.
    await deposit(server, player, 10);
    expect((await bellOf(player)).unreadCount).toBe(4);
  });

  it('tells of a room released, results posted and corrected, a prize', async () => {
    const player = await createUser(server);
    const id = await createTournament(server, {
      tourn_name: 'Kalahari Night',
      status: 'live',
      matches_count: 2,
      tourn_pp_paise: 2000_00,
    });
    await enterTeam(server, id, { teamName: 'Hawks', players: [player, 'h2', 'h3', 'h4'] });

    await asAdmin('PUT', `/api/admin/tournaments/${id}/room`, {
      roomId: '4417',
      roomPassword: 'ccl',
      releaseAt: hoursFromNow(-0.1).toISOString(),
    });
    expect(await newestOf(player)).toMatchObject({
      kind: 'MATCH_ROOM_RELEASED',
      message: 'Match 1 room of Kalahari Night is released: open IDP for the ID and password.',
      tournamentId: id,
      transactionId: null,
    });

    const sheet = {
      matchId: 1,
      rows: [
        {
          teamName: 'Hawks',
          player1Kills: 2,
          player2Kills: 0,
          player3Kills: 0,
          player4Kills: 0,
          postionPoints: 12,
        },
      ],
    };
    await asAdmin('POST', `/api/admin/tournaments/${id}/results`, sheet);
    expect(await newestOf(player)).toMatchObject({
      kind: 'RESULTS_POSTED',
      message: 'Results of match 1 of Kalahari Night are posted.',
      tournamentId: id,
    });
    await asAdmin('POST', `/api/admin/tournaments/${id}/results`, sheet);
    expect((await newestOf(player))?.message).toBe(
      'Results of match 1 of Kalahari Night are corrected.',
    );

    await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { status: 'completed' });
    // Proposed by one organiser, approved by another (decision 043).
    const paid = await payPrizes(server, admin, id, [{ userId: player.id, amount: 1500 }]);
    expect(await newestOf(player)).toMatchObject({
      kind: 'PRIZE_PAID',
      message: 'You won ₹1,500 in Kalahari Night.',
      tournamentId: id,
      transactionId: paid.body.transactions[0].id,
    });
  });

  it('tells of a cancellation: the fee back to who paid it, the news to everyone else', async () => {
    const payer = await createUser(server);
    const teammate = await createUser(server);
    const id = await createTournament(server, {
      kind: 'special',
      tourn_name: 'Diwali Cup',
      entry_fee_paise: 2000,
    });
    await fundWallet(server, payer.id, 100);
    await enterTeam(server, id, { players: [payer, teammate], payers: [payer] });
    await asAdmin('PATCH', `/api/admin/tournaments/${id}`, { status: 'cancelled' });
    expect(await newestOf(payer)).toMatchObject({
      kind: 'TOURNAMENT_CANCELLED',
      message: 'Diwali Cup was cancelled. Your entry fee of ₹20 is back in your wallet.',
      tournamentId: id,
    });
    expect(await newestOf(teammate)).toMatchObject({
      kind: 'TOURNAMENT_CANCELLED',
      message: 'Diwali Cup was cancelled.',
    });
  });

  it('lists the newest 50 first with the count of all unread; marks one or all read', async () => {
    const player = await createUser(server);
    const other = await createUser(server);
    await fundWallet(server, player.id, 100);
    await server.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          user_id: player.id,
          kind: 'prize_paid' as const,
          message: `You won ₹${index + 1} in Test Cup.`,
        })),
      )
      .execute();
    for (const prefix of PREFIXES) {
      const bell = await bellOf(player, prefix);
      expect(bell.unreadCount).toBe(55);
      expect(bell.notifications).toHaveLength(50);
      expect(bell.notifications[0]?.message).toBe('You won ₹55 in Test Cup.');
      expect(bell.notifications[49]?.message).toBe('You won ₹6 in Test Cup.');
    }

    const [newest, second] = (await bellOf(player)).notifications;
    const mark = await eventMark(server);
    const one = await server.call('POST', `/api/notifications/${second?.id}/read`, {
      token: player.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.unreadCount).toBe(54);
    expect(one.body.notifications[1].readAt).toEqual(expect.any(String));
    expect(one.body.notifications[0].readAt).toBeNull();
    // Again: nothing changes, nothing is told.
    const again = await server.call('POST', `/notifications/${second?.id}/read`, {
      token: player.token,
    });
    expect(again.body.unreadCount).toBe(54);
    expect(described(await eventsAfter(server, mark))).toEqual([
      {
        kind: 'notifications.read',
        tournamentId: null,
        userId: player.id,
        subjectId: String(second?.id),
      },
    ]);

    for (const id of [newest?.id, 999_999_999]) {
      const res = await server.call('POST', `/api/notifications/${id}/read`, {
        token: other.token,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Notification not found' });
    }
    const malformed = await server.call('POST', '/api/notifications/abc/read', {
      token: player.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid notification id');
    expect((await bellOf(player)).unreadCount).toBe(54);

    const all = await server.call('POST', '/api/notifications/read-all', { token: player.token });
    expect(all.status).toBe(200);
    expect(all.body.unreadCount).toBe(0);
    expect(all.body.notifications.every((n: NotificationJson) => n.readAt !== null)).toBe(true);
    const allAgain = await server.call('POST', '/notifications/read-all', { token: player.token });
    expect(allAgain.body.unreadCount).toBe(0);
    expect((await eventsAfter(server, mark)).map((event) => event.kind)).toEqual([
      'notifications.read',
      'notifications.read',
    ]);
    expect((await bellOf(other)).notifications).toEqual([]);
  });

  it('asks for a login', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const res = await server.call(method, path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please log in to continue.' });
    }
  });
});
