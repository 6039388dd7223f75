import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { notificationsOf } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { postedMatch } from './dispute-helpers';
import { payPrizes } from '../wallet/wallet-helpers';

/** Refunds for verified technical faults, and prizes that wait while disputes are open. */
describe('the money of disputes', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  /** A ₹20 night whose squad's booker paid the fee; matches 1 and 2 posted 10 minutes ago. */
  async function paidNight(status: 'live' | 'completed' = 'live') {
    const booker = await createUser(server);
    const teammate = await createUser(server);
    await fundWallet(server, booker.id, 50);
    const id = await createTournament(server, { status, entry_fee_paise: 2000 });
    const team = await enterTeam(server, id, {
      players: [booker, teammate, 'P3', 'P4'],
      payers: [booker],
    });
    await postedMatch(server, id, 1, 10);
    await postedMatch(server, id, 2, 10);
    return { id, team, booker, teammate };
  }
  const open = (id: number, match: number, player: TestUser) =>
    server.call('POST', `/api/tournaments/${id}/matches/${match}/disputes`, {
      token: player.token,
      body: { reason: 'Server crashed mid-match' },
    });
  const resolve = (disputeId: number, body: object) =>
    server.call('POST', `/api/admin/disputes/${disputeId}/resolve`, { token: admin.token, body });
  const refundsOf = (userId: number, tournamentId: number) =>
    server.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('tournament_id', '=', tournamentId)
      .where('type', '=', 'REFUND')
      .execute();

  it('refunds the squad’s fee to whoever paid it, once, with the ledger in step', async () => {
    const { id, booker, teammate } = await paidNight();
    expect(await balanceOf(server, booker.id)).toBe(30);
    const first = await open(id, 1, teammate);
    const refunded = await resolve(first.body.id, {
      resolution: 'refunded',
      reason: 'Verified: the server crashed',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(await balanceOf(server, booker.id)).toBe(50);
    expect(await balanceOf(server, teammate.id)).toBe(0);
    const refunds = await refundsOf(booker.id, id);
    expect(refunds.map((tx) => Number(tx.amount_paise))).toEqual([2000]);
    const links = await server.db
      .selectFrom('dispute_refunds')
      .selectAll()
      .where('dispute_id', '=', first.body.id)
      .execute();
    expect(links.map((link) => link.transaction_id)).toEqual([refunds[0]?.id]);
    expect(await ledgerMismatches(server)).toEqual([]);
    const [bell] = (await notificationsOf(server, booker.id)).filter(
      (row) => row.kind === 'dispute_resolved',
    );
    expect(bell?.message).toMatch(/your entry fee of ₹20(\.00)? was refunded/);
    const [, resolved] = await auditRowsAbout(server, 'dispute', first.body.id);
    expect(resolved?.summary).toMatch(/: refunded ₹20/);

    // Another dispute of the same squad cannot take the fee back twice.
    const second = await open(id, 2, booker);
    const twice = await resolve(second.body.id, { resolution: 'refunded', reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This squad’s entry fee was already refunded');
    expect(await refundsOf(booker.id, id)).toHaveLength(1);
    expect(await balanceOf(server, booker.id)).toBe(50);
    const still = await server.call('GET', '/api/disputes/mine', {
      token: booker.token,
      query: { tournamentId: id },
    });
    expect(still.body.find((row: { id: number }) => row.id === second.body.id).status).toBe('open');
  });

  it('refuses a refund when the squad paid nothing', async () => {
    const booker = await createUser(server);
    const id = await createTournament(server, { status: 'live' });
    await enterTeam(server, id, { players: [booker, 'P2', 'P3', 'P4'] });
    await postedMatch(server, id, 1, 5);
    const opened = await open(id, 1, booker);
    const free = await resolve(opened.body.id, { resolution: 'refunded', reason: 'Fault' });
    expect(free.status).toBe(400);
    expect(free.body.errors).toEqual([
      {
        field: 'resolution',
        message: 'This squad paid no entry fee, so there is nothing to refund',
      },
    ]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('holds prizes while a dispute is open, until resolved or overridden with a reason', async () => {
    const { id, booker, teammate } = await paidNight('completed');
    // Proposed by one organiser and approved by another (decision 043): held at proposing.
    const pay = () => payPrizes(server, admin, id, [{ userId: booker.id, amount: 100 }]);
    const hold = () =>
      server.call('GET', `/api/admin/tournaments/${id}/prize-hold`, { token: admin.token });
    expect((await hold()).body).toMatchObject({ held: false, openDisputes: 0, override: null });

    const opened = await open(id, 1, teammate);
    const held = await pay();
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      'Prizes wait while a dispute is open on this tournament: resolve it, or override the hold with a reason',
    );
    expect(await balanceOf(server, booker.id)).toBe(30);
    expect((await hold()).body).toMatchObject({
      held: true,
      openDisputes: 1,
      holdingDisputes: [opened.body.id],
    });

    const override = (body: object) =>
      server.call('POST', `/api/admin/tournaments/${id}/prize-hold/override`, {
        token: admin.token,
        body,
      });
    const bare = await override({});
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0].field).toBe('reason');
    const lifted = await override({ reason: 'Dispute is about match 1 kills only' });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({
      held: false,
      openDisputes: 1,
      override: { reason: 'Dispute is about match 1 kills only', by: admin.username },
    });
    const [audit] = (await auditRowsAbout(server, 'tournament', id)).filter(
      (row) => row.action === 'PRIZE_HOLD_OVERRIDDEN',
    );
    expect(audit?.summary).toMatch(/^Let prizes of .* be paid with 1 open dispute$/);
    expect((await pay()).status).toBe(200);
    expect(await balanceOf(server, booker.id)).toBe(130);
    expect(await ledgerMismatches(server)).toEqual([]);

    // A dispute opened after the override holds the prizes again.
    await open(id, 2, teammate);
    expect((await hold()).body.held).toBe(true);
  });
});
