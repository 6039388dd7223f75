import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
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
import { balanceOf } from '../support/wallet-reads';

/** The organiser's player page: one account, its money, its entries, its bans. */
describe('an organiser opening a player', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });

  it('shows the profile, the ban and the balance, with and without /api', async () => {
    const player = await createUser(server);
    await server.db.updateTable('users').set({ bio: 'IGL' }).where('id', '=', player.id).execute();
    await fundWallet(server, player.id, 120.5);
    for (const prefix of PREFIXES) {
      const res = await asAdmin('GET', `${prefix}/admin/users/${player.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: player.id,
        username: player.username,
        email: player.email,
        mobile: player.mobile,
        role: 'player',
        banned: false,
        banReason: null,
        bannedAt: null,
        createdAt: expect.any(String),
        bio: 'IGL',
        balance: 120.5,
      });
    }
    const missing = await asAdmin('GET', '/api/admin/users/1999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'User not found' });
  });

  it('lists the ledger newest first with a running balance that ends at the wallet balance', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const withdrawal = await server.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: {
        amount: 30.25,
        beneficiaryName: 'Asha K',
        upiId: 'asha.k@okaxis',
        phonePeNumber: '9876543210',
      },
    });
    expect(withdrawal.status).toBe(200);
    const id = (
      await server.call('GET', '/api/admin/wallet/transactions', {
        token: admin.token,
        query: { userId: player.id, type: 'WITHDRAW' },
      })
    ).body[0].id;
    const rejected = await asAdmin('POST', `/api/admin/wallet/transactions/${id}/reject`, {
      note: 'Wrong UPI id',
    });
    expect(rejected.status).toBe(200);
    await fundWallet(server, player.id, 5);

    const res = await asAdmin('GET', `/api/admin/users/${player.id}/ledger`);
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(await balanceOf(server, player.id));
    expect(res.body.balance).toBe(105);
    expect(
      res.body.entries.map((e: { reason: string; amount: number; balanceAfter: number }) => [
        e.reason,
        e.amount,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['deposit', 5, 105],
      ['withdrawal_reversal', 30.25, 100],
      ['withdrawal', -30.25, 69.75],
      ['deposit', 100, 100],
    ]);
    expect(res.body.entries[1]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      transactionId: id,
      type: 'WITHDRAW',
      reason: 'withdrawal_reversal',
      amount: 30.25,
      balanceAfter: 100,
    });
    expect(res.body.entries[0].balanceAfter).toBe(res.body.balance);

    const empty = await asAdmin('GET', `/admin/users/${admin.id}/ledger`);
    expect(empty.body).toEqual({ balance: 0, entries: [] });
    expect((await asAdmin('GET', '/api/admin/users/1999999999/ledger')).status).toBe(404);
  });

  it('keeps the running balance right when the ledger is longer than a page', async () => {
    const player = await createUser(server);
    for (let deposit = 0; deposit < 205; deposit += 1) {
      await server.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('wallet_transactions')
          .values({
            user_id: player.id,
            type: 'REFUND',
            amount_paise: 100,
            status: 'APPROVED',
            note: 'fixture',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({
            user_id: player.id,
            transaction_id: tx.id,
            amount_paise: 100,
            reason: 'refund',
          })
          .execute();
      });
    }
    const res = await asAdmin('GET', `/api/admin/users/${player.id}/ledger`);
    expect(res.body.balance).toBe(205);
    expect(res.body.entries).toHaveLength(200);
    expect(res.body.entries[0].balanceAfter).toBe(205);
    expect(res.body.entries.at(-1).balanceAfter).toBe(6);
  });

  it('lists the tournaments a player entered, newest start first, with the team', async () => {
    const player = await createUser(server);
    const older = await createTournament(server, {
      tourn_name: 'Older Cup',
      tourn_start: hoursFromNow(-72),
      reg_start: hoursFromNow(-100),
      reg_end: hoursFromNow(-80),
      status: 'completed',
    });
    const newer = await createTournament(server, { tourn_name: 'Newer Cup', kind: 'special' });
    const leader = await createUser(server);
    const olderTeam = await enterTeam(server, older, { teamName: 'Old Guard', players: [player] });
    const newerTeam = await enterTeam(server, newer, {
      teamName: 'New Blood',
      players: [leader, player],
    });
    await server.db
      .updateTable('teams')
      .set({ status: 'disqualified', status_reason: 'Emulator' })
      .where('id', '=', olderTeam.teamId)
      .execute();

    const res = await asAdmin('GET', `/api/admin/users/${player.id}/entries`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        tournament: expect.objectContaining({
          tournId: newer,
          tournName: 'Newer Cup',
          kind: 'special',
        }),
        teamId: newerTeam.teamId,
        teamName: 'New Blood',
        inGameName: `${player.username}-ign`,
        position: 2,
        teamStatus: 'active',
      },
      {
        tournament: expect.objectContaining({
          tournId: older,
          status: 'completed',
          kind: 'normal',
        }),
        teamId: olderTeam.teamId,
        teamName: 'Old Guard',
        inGameName: `${player.username}-ign`,
        position: 1,
        teamStatus: 'disqualified',
      },
    ]);
    const publicShape = (await server.call('GET', `/api/tourney/tournament/${older}`)).body;
    expect(res.body[1].tournament).toEqual({ ...publicShape, kind: 'normal' });
    expect((await asAdmin('GET', `/admin/users/${leader.id}/entries`)).body).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/users/1999999999/entries')).status).toBe(404);
  });
});

describe('bans on record', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  it('records a ban and an unban with who, why, before and after', async () => {
    const player = await createUser(server);
    const ban = await server.call('POST', `/api/admin/users/${player.id}/ban`, {
      token: admin.token,
      body: { reason: ' Hacked app detected ' },
    });
    expect(ban.status).toBe(200);
    const detail = await server.call('GET', `/api/admin/users/${player.id}`, {
      token: admin.token,
    });
    expect(detail.body).toMatchObject({ banned: true, banReason: 'Hacked app detected' });

    const unban = await server.call('POST', `/admin/users/${player.id}/unban`, {
      token: admin.token,
      body: { reason: 'Appeal accepted' },
    });
    expect(unban.status).toBe(200);
    expect(unban.body).toEqual({ message: `${player.username} is no longer banned.` });
    const again = await server.call('POST', `/api/admin/users/${player.id}/unban`, {
      token: admin.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `${player.username} is not banned.` });

    const records = await auditEntries(server, admin, {
      subjectType: 'player',
      subjectId: player.id,
    });
    expect(records).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        actorId: admin.id,
        actorUsername: admin.username,
        action: 'PLAYER_UNBANNED',
        subjectType: 'player',
        subjectId: String(player.id),
        tournamentId: null,
        tournamentName: null,
        userId: player.id,
        playerName: player.username,
        summary: `Lifted the ban on ${player.username}`,
        reason: 'Appeal accepted',
        before: { banned: true, reason: 'Hacked app detected' },
        after: { banned: false },
      },
      expect.objectContaining({
        action: 'PLAYER_BANNED',
        actorId: admin.id,
        userId: player.id,
        summary: `Banned ${player.username}`,
        reason: 'Hacked app detected',
        before: { banned: false },
        after: { banned: true, reason: 'Hacked app detected' },
      }),
    ]);
    expect((await auditEntries(server, admin, { userId: player.id })).map((r) => r.id)).toEqual(
      records.map((r) => r.id),
    );
  });

  it('bans once when two organisers ban the same player at once', async () => {
    const player = await createUser(server);
    const other = await createAdmin(server);
    const responses = await Promise.all(
      [admin, other].map((organiser) =>
        server.call('POST', `/api/admin/users/${player.id}/ban`, {
          token: organiser.token,
          body: { reason: 'Teaming' },
        }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const records = await auditEntries(server, admin, {
      subjectType: 'player',
      subjectId: player.id,
    });
    expect(records.map((r) => r.action)).toEqual(['PLAYER_BANNED']);
  });

  it('writes no record for a refused ban', async () => {
    const player = await createUser(server);
    const other = await createAdmin(server);
    for (const [target, body] of [
      [player.id, {}],
      [other.id, { reason: 'x' }],
      [admin.id, { reason: 'x' }],
    ] as const) {
      const res = await server.call('POST', `/api/admin/users/${target}/ban`, {
        token: admin.token,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect(
      await auditEntries(server, admin, { action: 'PLAYER_BANNED', userId: player.id }),
    ).toEqual([]);
  });

  it('keeps the new routes from players (403) and visitors (401)', async () => {
    const player = await createUser(server);
    const routes: [string, string, unknown][] = [
      ['GET', `/api/admin/users/${player.id}`, undefined],
      ['GET', `/admin/users/${player.id}/ledger`, undefined],
      ['GET', `/api/admin/users/${player.id}/entries`, undefined],
      ['POST', `/api/admin/users/${player.id}/unban`, { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      const visitor = await server.call(method, path, { body });
      expect(visitor.status, path).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await server.call(method, path, { token: player.token, body });
      expect(asPlayer.status, path).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
  });
});
