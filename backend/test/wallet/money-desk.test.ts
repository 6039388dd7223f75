import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
import {
  type TestUser,
  createAdmin,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  allTransactions,
  balanceOf,
  completedTournamentWith,
  decide,
  deposit,
  newestTransactionId,
  payPrizes,
  payWithdrawal,
  secondOrganiser,
  uniqueUtr,
  withdraw,
} from './wallet-helpers';

/**
 * The organiser's money desk: finding a transaction, deciding it with a reason or a payment
 * reference, and the audit record each decision leaves.
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

async function pendingDeposit(player: TestUser, amount: number, utr = uniqueUtr()) {
  expect((await deposit(server, player, amount, utr)).status).toBe(200);
  return newestTransactionId(server, player);
}

async function pendingWithdrawal(player: TestUser, amount: number) {
  expect((await withdraw(server, player, amount)).status).toBe(200);
  return newestTransactionId(server, player);
}

const auditOf = async (id: number) =>
  auditEntries(server, admin, { subjectType: 'transaction', subjectId: id });

describe('finding transactions', () => {
  it('searches deposits by part of the UTR in any case, and by player', async () => {
    const [player, other] = [await createUser(server), await createUser(server)];
    const utr = uniqueUtr();
    const id = await pendingDeposit(player, 40, utr);
    await pendingDeposit(other, 10);

    const byUtr = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query: { utr: utr.slice(3, 12).toLowerCase() },
    });
    expect(byUtr.status).toBe(200);
    expect(byUtr.body.map((tx: { id: number }) => tx.id)).toEqual([id]);

    const wildcard = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query: { utr: '%' },
    });
    expect(wildcard.body).toEqual([]);

    const byPlayer = await server.call('GET', '/admin/wallet/transactions', {
      token: admin.token,
      query: { userId: other.id },
    });
    expect(byPlayer.body.map((tx: { userId: number }) => tx.userId)).toEqual([other.id]);
  });

  it.each([
    [{ utr: 'X'.repeat(36) }, 'utr', 'UTR cannot exceed 35 characters'],
    [{ userId: 'me' }, 'userId', 'Invalid user id'],
  ])('refuses the filter %j', async (query, field, message) => {
    const response = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: [{ field, message }] });
  });

  it('reads one transaction, with and without /api; 404 for an unknown one', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 12.5);
    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/admin/wallet/transactions/${id}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id,
        userId: player.id,
        username: player.username,
        type: 'ADD_MONEY',
        amount: 12.5,
        status: 'PENDING',
        decidedBy: null,
        decidedByUsername: null,
        reference: null,
      });
    }
    const missing = await server.call('GET', '/api/admin/wallet/transactions/2000000000', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Transaction not found' });
  });
});

describe('decisions and their audit records', () => {
  it('records an approved deposit: who, what, before and after', async () => {
    const player = await createUser(server);
    const utr = uniqueUtr();
    const id = await pendingDeposit(player, 100, utr);
    const response = await decide(server, admin, id, 'approve');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ decidedByUsername: admin.username });

    const [record, ...others] = await auditOf(id);
    expect(others).toEqual([]);
    expect(record).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      actorId: admin.id,
      actorUsername: admin.username,
      action: 'DEPOSIT_APPROVED',
      subjectType: 'transaction',
      subjectId: String(id),
      tournamentId: null,
      tournamentName: null,
      userId: player.id,
      playerName: player.username,
      summary: `Approved deposit #${id} of ₹100 (UTR ${utr.toUpperCase()}) for ${player.username}`,
      reason: null,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
  });

  it('rejects a deposit only with a reason, which the player then reads', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 80);
    const before = await allTransactions(server);
    for (const body of [undefined, {}, { note: '   ' }, { note: null }]) {
      const response = await server.call('POST', `/api/admin/wallet/transactions/${id}/reject`, {
        token: admin.token,
        ...(body === undefined ? {} : { body }),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({
        message: 'Enter a reason',
        errors: [{ field: 'note', message: 'Enter a reason' }],
      });
    }
    const tooLong = await decide(server, admin, id, 'reject', 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Reason cannot exceed 500 characters');
    expect(await allTransactions(server)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);

    const rejected = await decide(server, admin, id, 'reject', ' UTR not found in the bank ');
    expect(rejected.status).toBe(200);
    const mine = await server.call('GET', '/api/wallet/transactions', { token: player.token });
    expect(mine.body.at(-1)).toEqual({
      id,
      type: 'ADD_MONEY',
      amount: 80,
      status: 'REJECTED',
      transactionDate: expect.any(String),
      utr: expect.any(String),
      note: 'UTR not found in the bank',
    });
    const [record] = await auditOf(id);
    expect(record).toMatchObject({
      action: 'DEPOSIT_REJECTED',
      actorId: admin.id,
      userId: player.id,
      reason: 'UTR not found in the bank',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', note: 'UTR not found in the bank' },
    });
    expect(record?.summary).toMatch(new RegExp(`^Rejected deposit #${id} of ₹80 `));
  });

  it('marks a withdrawal paid only with the UPI reference, stored and recorded', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 500);
    const id = await pendingWithdrawal(player, 500);
    const cases: [unknown, string][] = [
      [{}, 'Enter the UPI reference of the payment'],
      [{ reference: '' }, 'Enter the UPI reference of the payment'],
      [{ reference: 'ab12' }, 'UPI reference must be 6 to 35 characters'],
      [{ reference: 'REF-12345' }, 'UPI reference must be letters and digits only'],
    ];
    for (const [body, message] of cases) {
      const response = await server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
        token: admin.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message, errors: [{ field: 'reference', message }] });
    }
    expect(await auditOf(id)).toEqual([]);

    const paid = await payWithdrawal(server, admin, id, 'upi412345678901');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'APPROVED', reference: 'UPI412345678901' });
    expect(await balanceOf(server, player)).toBe(0);
    const [record] = await auditOf(id);
    expect(record).toMatchObject({
      action: 'WITHDRAWAL_PAID',
      actorId: admin.id,
      userId: player.id,
      summary: `Paid withdrawal #${id} of ₹500 to asha.k@okaxis for ${player.username} (UPI reference UPI412345678901)`,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', reference: 'UPI412345678901' },
    });

    const twice = await payWithdrawal(server, admin, id, 'UPI999999999');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ status: 'APPROVED', decidedBy: admin.username });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('records a rejected withdrawal with its reason; the money is back', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const id = await pendingWithdrawal(player, 70);
    const response = await decide(server, admin, id, 'reject', 'UPI id does not exist');
    expect(response.status).toBe(200);
    expect(await balanceOf(server, player)).toBe(100);
    const [record] = await auditOf(id);
    expect(record).toMatchObject({
      action: 'WITHDRAWAL_REJECTED',
      reason: 'UPI id does not exist',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', note: 'UPI id does not exist' },
    });
  });

  it('answers a decision on a rejected deposit with who rejected it, changing nothing', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 20);
    const otherAdmin = await createAdmin(server);
    expect((await decide(server, otherAdmin, id, 'reject', 'Duplicate')).status).toBe(200);
    const before = await allTransactions(server);
    const approve = await decide(server, admin, id, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.message).toMatch(
      new RegExp(`^Already rejected by ${otherAdmin.username} on `),
    );
    expect(approve.body).toMatchObject({ status: 'REJECTED', decidedBy: otherAdmin.username });
    expect(await allTransactions(server)).toEqual(before);
    expect(await balanceOf(server, player)).toBe(0);
    expect((await auditOf(id)).map((entry) => entry.actorId)).toEqual([otherAdmin.id]);
  });

  it('records one PRIZE_PAID per payout transaction, by the organiser who approved it', async () => {
    const [first, second] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [first, second], {
      name: 'Monsoon Mayhem Cup',
    });
    const response = await payPrizes(server, admin, tournamentId, [
      { userId: first.id, amount: 500, note: '1st place' },
      { userId: second.id, amount: 250.5 },
    ]);
    expect(response.status).toBe(200);
    const [firstTx, secondTx] = response.body.transactions;
    const approver = await secondOrganiser(server, admin);
    const records = await auditEntries(server, admin, { tournamentId, action: 'PRIZE_PAID' });
    expect(records.reverse()).toEqual([
      expect.objectContaining({
        actorId: approver.id,
        subjectType: 'transaction',
        subjectId: String(firstTx.id),
        tournamentId,
        userId: first.id,
        summary: `Paid ₹500 prize for Monsoon Mayhem Cup to ${first.username}`,
        reason: '1st place',
        before: null,
        after: { amount: 500, note: '1st place' },
      }),
      expect.objectContaining({
        subjectId: String(secondTx.id),
        userId: second.id,
        summary: `Paid ₹250.50 prize for Monsoon Mayhem Cup to ${second.username}`,
        after: { amount: 250.5 },
      }),
    ]);
  });
});

describe('who may use the money desk', () => {
  it('refuses the new reads to players (403) and visitors (401)', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 5);
    for (const path of [
      `/api/admin/wallet/transactions/${id}`,
      `/admin/wallet/transactions?utr=UTR`,
      `/api/admin/wallet/transactions?userId=${player.id}`,
    ]) {
      const visitor = await server.call('GET', path);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await server.call('GET', path, { token: player.token });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
  });

  it('writes no audit record for a refused decision', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 5);
    const asPlayer = await server.call('POST', `/api/admin/wallet/transactions/${id}/reject`, {
      token: player.token,
      body: { note: 'mine' },
    });
    expect(asPlayer.status).toBe(403);
    expect(await auditOf(id)).toEqual([]);
  });
});
