import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '../../src/db/audit-actions';
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
import { deposit, newestTransactionId } from '../wallet/wallet-helpers';
import { KEY_REUSED, expectReplayOf, newKey, withKey } from './key-helpers';

/** The organiser's money operations sent again with their key: each applies once. */
let server: TestServer;
let admin: TestUser;
/** Approves what `admin` proposes (decision 043). */
let approver: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  approver = await createAdmin(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

const asOrganiser = (method: string, path: string, body: unknown, key: string) =>
  server.call(method, path, { token: admin.token, body, headers: withKey(key) });

async function pendingDeposit(player: TestUser, amount: number) {
  expect((await deposit(server, player, amount)).status).toBe(200);
  return newestTransactionId(server, player);
}

const auditCount = async (action: AuditAction) =>
  (await server.db.selectFrom('audit_entries').select('id').where('action', '=', action).execute())
    .length;

describe("the organiser's approve and reject with an Idempotency-Key", () => {
  it('credits an approved deposit once, with or without /api', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 250);
    const key = newKey();
    const first = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/approve`,
      {},
      key,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, status: 'APPROVED' });
    expectReplayOf(
      await asOrganiser('POST', `/admin/wallet/transactions/${id}/approve`, {}, key),
      first,
    );
    expect(await balanceOf(server, player.id)).toBe(250);
  });

  it('refuses the key of an approval on a rejection (422); a repeat of a decided one replays', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 100);
    const key = newKey();
    const approved = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/approve`,
      {},
      key,
    );
    expect(approved.status).toBe(200);
    const reused = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/reject`,
      { note: 'Wrong UTR' },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual(KEY_REUSED);
    // Without the key, the rejection is the spec's 409 "already decided", stored under its key.
    const rejectKey = newKey();
    const late = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/reject`,
      { note: 'Wrong UTR' },
      rejectKey,
    );
    expect(late.status).toBe(409);
    expectReplayOf(
      await asOrganiser(
        'POST',
        `/api/admin/wallet/transactions/${id}/reject`,
        { note: 'Wrong UTR' },
        rejectKey,
      ),
      late,
    );
    expect(await balanceOf(server, player.id)).toBe(100);
  });

  it('returns a rejected withdrawal to the wallet once', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const withdrawal = await server.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: {
        amount: 40,
        beneficiaryName: 'Asha K',
        upiId: 'asha@okaxis',
        phonePeNumber: '9876543210',
      },
    });
    expect(withdrawal.status).toBe(200);
    const id = await newestTransactionId(server, player);
    const key = newKey();
    const body = { note: 'UPI id not found' };
    const first = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/reject`,
      body,
      key,
    );
    expect(first.status).toBe(200);
    expectReplayOf(
      await asOrganiser('POST', `/api/admin/wallet/transactions/${id}/reject`, body, key),
      first,
    );
    expect(await balanceOf(server, player.id)).toBe(100);
  });
});

describe('paying winnings with an Idempotency-Key', () => {
  it('proposes once and answers the repeat with the same 202; approving pays once', async () => {
    const tournamentId = await createTournament(server, { status: 'completed' });
    const [first, second] = [await createUser(server), await createUser(server)];
    await enterTeam(server, tournamentId, { players: [first, second] });
    const key = newKey();
    const body = {
      payouts: [
        { userId: first.id, amount: 500 },
        { userId: second.id, amount: 250 },
      ],
    };
    const paid = await asOrganiser(
      'POST',
      `/api/admin/tournaments/${tournamentId}/payouts`,
      body,
      key,
    );
    expect(paid.status).toBe(202);
    expectReplayOf(
      await asOrganiser('POST', `/admin/tournaments/${tournamentId}/payouts`, body, key),
      paid,
    );
    const proposals = await server.db
      .selectFrom('money_proposals')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .execute();
    expect(proposals).toEqual([{ id: paid.body.proposal.id }]);
    const approveKey = newKey();
    const approvePath = `/api/admin/money/proposals/${paid.body.proposal.id}/approve`;
    const approve = () =>
      server.call('POST', approvePath, {
        token: approver.token,
        body: {},
        headers: withKey(approveKey),
      });
    const approved = await approve();
    expect(approved.status).toBe(200);
    expectReplayOf(await approve(), approved);
    expect([await balanceOf(server, first.id), await balanceOf(server, second.id)]).toEqual([
      500, 250,
    ]);
    expect(await auditCount('PRIZE_PAID')).toBe(2);
  });

  it('refuses the key with other amounts (422) and pays nothing more', async () => {
    const tournamentId = await createTournament(server, { status: 'completed' });
    const player = await createUser(server);
    await enterTeam(server, tournamentId, { players: [player] });
    const key = newKey();
    const path = `/api/admin/tournaments/${tournamentId}/payouts`;
    expect(
      (await asOrganiser('POST', path, { payouts: [{ userId: player.id, amount: 100 }] }, key))
        .status,
    ).toBe(202);
    const other = await asOrganiser(
      'POST',
      path,
      { payouts: [{ userId: player.id, amount: 900 }] },
      key,
    );
    expect(other.status).toBe(422);
    const proposed = await server.db
      .selectFrom('money_proposals')
      .select('amount_paise')
      .where('tournament_id', '=', tournamentId)
      .execute();
    expect(proposed.map((row) => Number(row.amount_paise))).toEqual([100_00]);
    expect(await balanceOf(server, player.id)).toBe(0);
  });
});

describe('cancelling a tournament with an Idempotency-Key', () => {
  it('refunds every fee once; the repeat gets the same answer', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 5_000 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    await enterTeam(server, tournamentId, { players: [player], payers: [player] });
    expect(await balanceOf(server, player.id)).toBe(50);
    const key = newKey();
    const body = { status: 'cancelled' };
    const first = await asOrganiser('PATCH', `/api/admin/tournaments/${tournamentId}`, body, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tournId: tournamentId, status: 'cancelled' });
    expectReplayOf(
      await asOrganiser('PATCH', `/admin/tournaments/${tournamentId}`, body, key),
      first,
    );
    expect(await balanceOf(server, player.id)).toBe(100);
    const refunds = await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .where('type', '=', 'REFUND')
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it("keeps the organiser's key apart from a player's same key", async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const id = await pendingDeposit(player, 50);
    const key = newKey();
    const withdrawal = await server.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: {
        amount: 40,
        beneficiaryName: 'Asha K',
        upiId: 'asha@okaxis',
        phonePeNumber: '9876543210',
      },
      headers: withKey(key),
    });
    expect(withdrawal.status).toBe(200);
    const approval = await asOrganiser(
      'POST',
      `/api/admin/wallet/transactions/${id}/approve`,
      {},
      key,
    );
    expect(approval.status).toBe(200);
    expect(approval.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(server, player.id)).toBe(110);
  });
});
