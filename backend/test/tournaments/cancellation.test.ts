import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
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
import { balanceOf } from '../support/wallet-reads';
import { walletTransactionsOf } from './tournament-fixtures';

describe('cancelling a tournament', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const cancel = (id: number, prefix = '/api') =>
    server.call('PATCH', `${prefix}/admin/tournaments/${id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });

  it('refunds every entry fee once, in the same change as the status', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 5_000, status: 'live' });
    const other = await createTournament(server, { entry_fee_paise: 3_000 });
    const [a, b, c, d] = [
      await createUser(server),
      await createUser(server),
      await createUser(server),
      await createUser(server),
    ] as [TestUser, TestUser, TestUser, TestUser];
    for (const user of [a, b, c, d]) await fundWallet(server, user.id, 100);
    await enterTeam(server, tournament, { teamName: 'Payers', players: [a, b], payers: [a, b] });
    await enterTeam(server, tournament, { teamName: 'Solo', players: [c], payers: [c] });
    await enterTeam(server, other, { teamName: 'Elsewhere', players: [d], payers: [d] });
    expect([await balanceOf(server, a.id), await balanceOf(server, c.id)]).toEqual([50, 50]);

    const res = await cancel(tournament);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tournId: tournament, status: 'cancelled' });

    expect(await balanceOf(server, a.id)).toBe(100);
    expect(await balanceOf(server, b.id)).toBe(100);
    expect(await balanceOf(server, c.id)).toBe(100);
    expect(await balanceOf(server, d.id)).toBe(70);
    const refunds = (await walletTransactionsOf(server, tournament)).filter(
      (tx) => tx.type === 'REFUND',
    );
    expect(refunds.map((tx) => [tx.user_id, Number(tx.amount_paise), tx.status])).toEqual([
      [a.id, 5_000, 'APPROVED'],
      [b.id, 5_000, 'APPROVED'],
      [c.id, 5_000, 'APPROVED'],
    ]);
    expect((await walletTransactionsOf(server, other)).map((tx) => tx.type)).toEqual(['ENTRY_FEE']);

    const again = await cancel(tournament, '');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('cancelled');
    expect(await balanceOf(server, a.id)).toBe(100);
    expect(
      (await walletTransactionsOf(server, tournament)).filter((tx) => tx.type === 'REFUND'),
    ).toHaveLength(3);
    expect(await ledgerMismatches(server)).toEqual([]);

    const read = await server.call('GET', `/tourney/tournament/${tournament}`);
    expect(read.body.status).toBe('cancelled');
  });

  it('previews what a cancellation refunds, refunds exactly that, and records it', async () => {
    const tournament = await createTournament(server, {
      tourn_name: 'Monsoon Mayhem Cup',
      entry_fee_paise: 5_000,
    });
    const [a, b, c] = [
      await createUser(server),
      await createUser(server),
      await createUser(server),
    ];
    for (const user of [a, b, c]) await fundWallet(server, user.id, 100);
    await enterTeam(server, tournament, { teamName: 'Early', players: [a, b], payers: [a, b] });
    // A fee changed after the first booking: each player gets back what they paid.
    await server.db
      .updateTable('tournaments')
      .set({ entry_fee_paise: 8_000 })
      .where('tourn_id', '=', tournament)
      .execute();
    await enterTeam(server, tournament, { teamName: 'Late', players: [c], payers: [c] });

    for (const prefix of ['/api', '']) {
      const preview = await server.call(
        'GET',
        `${prefix}/admin/tournaments/${tournament}/cancellation`,
        {
          token: admin.token,
        },
      );
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({ entries: 3, amount: 180 });
    }
    const before = await Promise.all([a, b, c].map((user) => balanceOf(server, user.id)));

    expect((await cancel(tournament)).status).toBe(200);
    const after = await Promise.all([a, b, c].map((user) => balanceOf(server, user.id)));
    expect(after.reduce((sum, x) => sum + x, 0) - before.reduce((sum, x) => sum + x, 0)).toBe(180);
    const refunds = (await walletTransactionsOf(server, tournament)).filter(
      (tx) => tx.type === 'REFUND',
    );
    expect(refunds).toHaveLength(3);

    const records = await auditEntries(server, admin, { tournamentId: tournament });
    // The prize escrow (the fixture funds the ₹1,000 pool) went back to its funder too.
    expect(records).toEqual([
      expect.objectContaining({
        action: 'TOURNAMENT_CANCELLED',
        actorId: admin.id,
        subjectType: 'tournament',
        subjectId: String(tournament),
        summary: 'Cancelled Monsoon Mayhem Cup: 3 entry fees refunded, ₹180 in all',
        before: { status: 'upcoming' },
        after: { status: 'cancelled', refundedEntries: 3, refundedAmount: 180 },
      }),
      expect.objectContaining({
        action: 'PRIZE_POOL_RETURNED',
        summary:
          'Returned ₹1,000 left in the prize escrow of Monsoon Mayhem Cup to Fixture Sponsor (₹1,000)',
        reason: 'The tournament was cancelled',
      }),
    ]);
    const afterwards = await server.call(
      'GET',
      `/api/admin/tournaments/${tournament}/cancellation`,
      {
        token: admin.token,
      },
    );
    expect(afterwards.body).toEqual({ entries: 0, amount: 0 });

    // Cancelling again changes nothing, so records nothing.
    expect((await cancel(tournament)).status).toBe(200);
    expect(await auditEntries(server, admin, { tournamentId: tournament })).toHaveLength(2);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('previews 404 for an unknown tournament', async () => {
    const res = await server.call('GET', '/api/admin/tournaments/1999999999/cancellation', {
      token: admin.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Tournament not found' });
  });

  it('refunds nothing for a free tournament and still cancels it', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 0 });
    const user = await createUser(server);
    await enterTeam(server, tournament, { teamName: 'Free Agents', players: [user] });
    const res = await cancel(tournament);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(await walletTransactionsOf(server, tournament)).toEqual([]);
  });

  it('refuses to cancel a completed tournament, refunding nothing', async () => {
    const tournament = await createTournament(server, {
      entry_fee_paise: 2_500,
      status: 'completed',
    });
    const user = await createUser(server);
    await fundWallet(server, user.id, 25);
    await enterTeam(server, tournament, { teamName: 'Finished', players: [user], payers: [user] });
    const res = await cancel(tournament);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'A completed tournament cannot be cancelled',
      errors: [{ field: 'status', message: 'A completed tournament cannot be cancelled' }],
    });
    expect(await balanceOf(server, user.id)).toBe(0);
    expect((await server.call('GET', `/api/tourney/tournament/${tournament}`)).body.status).toBe(
      'completed',
    );
  });

  it('refuses to reopen a cancelled tournament once its fees were refunded', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 2_000 });
    const user = await createUser(server);
    await fundWallet(server, user.id, 20);
    await enterTeam(server, tournament, { teamName: 'Refunded', players: [user], payers: [user] });
    expect((await cancel(tournament)).status).toBe(200);
    for (const status of ['upcoming', 'live', 'completed']) {
      const res = await server.call('PATCH', `/api/admin/tournaments/${tournament}`, {
        token: admin.token,
        body: { status },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'A cancelled tournament cannot be reopened: its entry fees were refunded',
      );
    }
    const rename = await server.call('PATCH', `/api/admin/tournaments/${tournament}`, {
      token: admin.token,
      body: { tournName: 'Called off Cup' },
    });
    expect(rename.status).toBe(200);
    expect(rename.body).toMatchObject({ tournName: 'Called off Cup', status: 'cancelled' });
  });

  it('cancels once when two cancellations race, refunding each fee once', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 1_000 });
    const second = await createTournament(server, { entry_fee_paise: 1_000 });
    const user = await createUser(server);
    const other = await createUser(server);
    for (const player of [user, other]) await fundWallet(server, player.id, 10);
    await enterTeam(server, tournament, { teamName: 'Racer A', players: [user], payers: [user] });
    await enterTeam(server, second, { teamName: 'Racer B', players: [other], payers: [other] });
    const results = await Promise.all([cancel(tournament), cancel(tournament), cancel(second)]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const cancellations = await auditEntries(server, admin, {
      tournamentId: tournament,
      action: 'TOURNAMENT_CANCELLED',
    });
    expect(cancellations.map((record) => record.after)).toEqual([
      { status: 'cancelled', refundedEntries: 1, refundedAmount: 10 },
    ]);
    expect(await balanceOf(server, user.id)).toBe(10);
    expect(await balanceOf(server, other.id)).toBe(10);
    expect(
      (await walletTransactionsOf(server, tournament)).filter((tx) => tx.type === 'REFUND'),
    ).toHaveLength(1);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('leaves the tournament open and refunds nobody when one refund cannot be written', async () => {
    const tournament = await createTournament(server, { entry_fee_paise: 1_000 });
    const first = await createUser(server);
    const blocked = await createUser(server);
    for (const player of [first, blocked]) await fundWallet(server, player.id, 10);
    await enterTeam(server, tournament, { teamName: 'First', players: [first], payers: [first] });
    await enterTeam(server, tournament, {
      teamName: 'Blocked',
      players: [blocked],
      payers: [blocked],
    });
    // Stage a storage failure on the second refund only.
    await sql
      .raw(
        `create function refuse_refund() returns trigger language plpgsql as $$
        begin
          if new.type = 'REFUND' and new.user_id = ${blocked.id} then
            raise exception 'disk full';
          end if;
          return new;
        end $$`,
      )
      .execute(server.db);
    await sql
      .raw(
        `create trigger refuse_refund before insert on wallet_transactions
        for each row execute function refuse_refund()`,
      )
      .execute(server.db);
    try {
      const res = await cancel(tournament);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again later.' });
    } finally {
      await sql.raw('drop trigger refuse_refund on wallet_transactions').execute(server.db);
      await sql.raw('drop function refuse_refund()').execute(server.db);
    }
    expect((await server.call('GET', `/api/tourney/tournament/${tournament}`)).body.status).toBe(
      'upcoming',
    );
    expect([await balanceOf(server, first.id), await balanceOf(server, blocked.id)]).toEqual([
      0, 0,
    ]);
    expect(await auditEntries(server, admin, { tournamentId: tournament })).toEqual([]);
    expect(
      (await walletTransactionsOf(server, tournament)).filter((tx) => tx.type === 'REFUND'),
    ).toEqual([]);

    const retry = await cancel(tournament);
    expect(retry.status).toBe(200);
    expect([await balanceOf(server, first.id), await balanceOf(server, blocked.id)]).toEqual([
      10, 10,
    ]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
