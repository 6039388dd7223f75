import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { expiredToken, forgedToken } from '../support/tokens';
import {
  allTransactions,
  balanceOf,
  completedTournamentWith,
  decide,
  deposit,
  newestTransactionId,
  payPrizes,
  secondOrganiser,
  uniqueUtr,
  withdraw,
} from './wallet-helpers';

let server: TestServer;
let admin: TestUser;
/** Approves what `admin` proposes (decision 043): with two organisers, neither is alone. */
let approver: TestUser;

/** When a decision was taken, as a 409 names it: "24 Nov 2026, 18:05 UTC". */
const MOMENT = '\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC';

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  approver = await secondOrganiser(server, admin);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

/** 401 without or with a bad token, 403 for a player; nothing changes. */
async function expectOrganiserOnly(method: string, path: string, body?: unknown) {
  const player = await createUser(server);
  const before = await allTransactions(server);
  for (const token of [
    undefined,
    forgedToken(player.token, player.id),
    await expiredToken(server, admin.id),
  ]) {
    const response = await server.call(method, path, { token, body });
    expect(response.status).toBe(401);
    expect(response.body.message).toEqual(expect.any(String));
  }
  const asPlayer = await server.call(method, path, { token: player.token, body });
  expect(asPlayer.status).toBe(403);
  expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
  expect(await allTransactions(server)).toEqual(before);
}

async function pendingDeposit(player: TestUser, amount: number): Promise<number> {
  expect((await deposit(server, player, amount)).status).toBe(200);
  return newestTransactionId(server, player);
}

async function pendingWithdrawal(player: TestUser, amount: number): Promise<number> {
  expect((await withdraw(server, player, amount)).status).toBe(200);
  return newestTransactionId(server, player);
}

describe('GET /admin/wallet/transactions', () => {
  it('lists everyone’s transactions newest first with what an organiser checks, with and without /api', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const utr = uniqueUtr();
    await deposit(server, player, 25, utr);
    await withdraw(server, player, 40);

    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/admin/wallet/transactions`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      const [newest, previous] = response.body;
      expect(newest).toEqual({
        id: expect.any(Number),
        userId: player.id,
        username: player.username,
        type: 'WITHDRAW',
        amount: 40,
        status: 'PENDING',
        transactionDate: expect.any(String),
        utr: null,
        bankUsername: null,
        beneficiaryName: 'Asha K',
        upiId: 'asha.k@okaxis',
        phonePeNumber: '9876543210',
        tournamentId: null,
        note: null,
        decidedAt: null,
        decidedBy: null,
        decidedByUsername: null,
        reference: null,
        grossAmount: null,
        taxWithheld: null,
      });
      expect(previous).toMatchObject({
        type: 'ADD_MONEY',
        amount: 25,
        utr: utr.toUpperCase(),
        bankUsername: 'Asha K',
      });
      const ids = (response.body as { id: number }[]).map((tx) => tx.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it('filters by status and type, in any letter case', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    await deposit(server, player, 10);
    await withdraw(server, player, 10);
    const pending = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query: { status: 'pending' },
    });
    expect(pending.status).toBe(200);
    expect(pending.body.length).toBeGreaterThanOrEqual(2);
    expect(pending.body.every((tx: { status: string }) => tx.status === 'PENDING')).toBe(true);

    const withdrawals = await server.call('GET', '/admin/wallet/transactions', {
      token: admin.token,
      query: { status: 'PENDING', type: 'WITHDRAW' },
    });
    expect(withdrawals.body.length).toBeGreaterThanOrEqual(1);
    for (const tx of withdrawals.body)
      expect(tx).toMatchObject({ status: 'PENDING', type: 'WITHDRAW' });
  });

  it('pages with limit and beforeId', async () => {
    const player = await createUser(server);
    for (const amount of [1, 2, 3]) await deposit(server, player, amount);
    const firstPage = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query: { limit: 2 },
    });
    expect(firstPage.body).toHaveLength(2);
    const nextPage = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query: { limit: 2, beforeId: firstPage.body[1].id },
    });
    expect(nextPage.body[0].id).toBeLessThan(firstPage.body[1].id);
  });

  it.each([
    [{ status: 'DONE' }, 'status', 'Status must be PENDING, APPROVED or REJECTED'],
    [{ type: 'BONUS' }, 'type', 'Type must be ADD_MONEY, WITHDRAW, ENTRY_FEE, REFUND or WINNINGS'],
    [{ limit: 0 }, 'limit', 'Limit must be a whole number from 1 to 500'],
    [{ limit: 'all' }, 'limit', 'Limit must be a whole number from 1 to 500'],
    [{ beforeId: 'x' }, 'beforeId', 'Invalid transaction id'],
  ])('refuses the filter %j', async (query, field, message) => {
    const response = await server.call('GET', '/api/admin/wallet/transactions', {
      token: admin.token,
      query,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: [{ field, message }] });
  });

  it('is for organisers only', async () => {
    await expectOrganiserOnly('GET', '/api/admin/wallet/transactions');
    await expectOrganiserOnly('GET', '/admin/wallet/transactions');
  });
});

describe('deciding a deposit', () => {
  it('credits an approved deposit once and answers the decided transaction, with and without /api', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const id = await pendingDeposit(player, 120.5);
      const response = await server.call(
        'POST',
        `${prefix}/admin/wallet/transactions/${id}/approve`,
        { token: admin.token, body: { note: '  UTR matched  ' } },
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id,
        userId: player.id,
        username: player.username,
        type: 'ADD_MONEY',
        amount: 120.5,
        status: 'APPROVED',
        note: 'UTR matched',
        decidedBy: admin.id,
      });
      expect(new Date(response.body.decidedAt).toISOString()).toBe(response.body.decidedAt);
    }
    expect(await balanceOf(server, player)).toBe(241);
    const reasons = await server.db
      .selectFrom('ledger_entries')
      .select(['reason', 'amount_paise'])
      .where('user_id', '=', player.id)
      .execute();
    expect(reasons.map((entry) => [entry.reason, Number(entry.amount_paise)])).toEqual([
      ['deposit', 12_050],
      ['deposit', 12_050],
    ]);
    const list = await server.call('GET', '/wallet/transactions', { token: player.token });
    expect(list.body.map((tx: { status: string }) => tx.status)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('credits nothing for a rejected deposit, and its UTR still cannot be sent again', async () => {
    const player = await createUser(server);
    const utr = uniqueUtr();
    expect((await deposit(server, player, 300, utr)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    const entries = await rowCount(server, 'ledger_entries');
    const response = await server.call('POST', `/admin/wallet/transactions/${id}/reject`, {
      token: admin.token,
      body: { note: 'No payment with this UTR reached us' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      status: 'REJECTED',
      note: 'No payment with this UTR reached us',
      decidedBy: admin.id,
      decidedByUsername: admin.username,
    });
    expect(await balanceOf(server, player)).toBe(0);
    expect(await rowCount(server, 'ledger_entries')).toBe(entries);

    const again = await deposit(server, player, 300, utr.toLowerCase());
    expect(again.status).toBe(208);
    expect(again.body).toEqual({ message: 'Already submitted.' });
  });
});

describe('deciding a withdrawal', () => {
  it('approving only marks it paid: the money left the balance when it was requested', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const id = await pendingWithdrawal(player, 60);
    expect(await balanceOf(server, player)).toBe(40);
    const entries = await rowCount(server, 'ledger_entries');
    const response = await server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
      token: admin.token,
      body: { note: 'Paid from the club account', reference: ' 412345678901 ' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      type: 'WITHDRAW',
      status: 'APPROVED',
      note: 'Paid from the club account',
      reference: '412345678901',
    });
    expect(await balanceOf(server, player)).toBe(40);
    expect(await rowCount(server, 'ledger_entries')).toBe(entries);
  });

  it('rejecting gives the money back', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const id = await pendingWithdrawal(player, 60.25);
    const response = await decide(server, admin, id, 'reject', 'UPI id does not exist');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'REJECTED', note: 'UPI id does not exist' });
    expect(await balanceOf(server, player)).toBe(100);
    const reasons = await server.db
      .selectFrom('ledger_entries')
      .select(['reason', 'amount_paise'])
      .where('transaction_id', '=', id)
      .execute();
    expect(reasons.map((entry) => [entry.reason, Number(entry.amount_paise)])).toEqual([
      ['withdrawal', -6025],
      ['withdrawal_reversal', 6025],
    ]);
  });
});

describe('a decision is taken once', () => {
  it('refuses a second decision of any kind with 409, changing nothing', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const depositId = await pendingDeposit(player, 50);
    const withdrawalId = await pendingWithdrawal(player, 30);
    const approved = await decide(server, admin, depositId, 'approve');
    const rejected = await decide(server, admin, withdrawalId, 'reject', 'Wrong UPI id');
    expect([approved.status, rejected.status]).toEqual([200, 200]);
    const balance = await balanceOf(server, player);
    const before = await allTransactions(server);

    for (const [id, decision, first] of [
      [depositId, 'approve', approved.body],
      [depositId, 'reject', approved.body],
      [withdrawalId, 'approve', rejected.body],
      [withdrawalId, 'reject', rejected.body],
    ] as const) {
      const response = await server.call(
        'POST',
        `/api/admin/wallet/transactions/${id}/${decision}`,
        { token: admin.token, body: { note: 'second thoughts', reference: 'ABC123456' } },
      );
      expect(response.status).toBe(409);
      const verb = first.status === 'APPROVED' ? 'approved' : 'rejected';
      expect(response.body).toEqual({
        message: expect.stringMatching(
          new RegExp(`^Already ${verb} by ${admin.username} on ${MOMENT}$`),
        ),
        status: first.status,
        decidedBy: admin.username,
        decidedAt: first.decidedAt,
      });
    }
    expect(await balanceOf(server, player)).toBe(balance);
    expect(await allTransactions(server)).toEqual(before);
  });

  it('refuses to decide settled movements (winnings, fees)', async () => {
    const player = await createUser(server);
    const { tournamentId } = await completedTournamentWith(server, [player]);
    await payPrizes(server, admin, tournamentId, [{ userId: player.id, amount: 10 }]);
    const id = await newestTransactionId(server, player);
    const response = await decide(server, admin, id, 'reject', 'Paid by mistake');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'Only deposits and withdrawals can be approved or rejected',
    });
    expect(await balanceOf(server, player)).toBe(10);
  });

  it('answers 404 for an unknown transaction and 400 for a malformed id', async () => {
    const missing = await decide(server, admin, 2_000_000_000, 'approve');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Transaction not found' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await server.call('POST', `/admin/wallet/transactions/${id}/approve`, {
        token: admin.token,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid transaction id');
    }
  });

  it('checks the note', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 5);
    const tooLong = await decide(server, admin, id, 'approve', 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Note cannot exceed 500 characters');
    const wrongType = await server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
      token: admin.token,
      body: { note: 42 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('note must be a string');
    const nullNote = await server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
      token: admin.token,
      body: { note: null },
    });
    expect(nullNote.status).toBe(200);
    expect(nullNote.body).toMatchObject({ status: 'APPROVED', note: null });
  });

  it('is for organisers only', async () => {
    const player = await createUser(server);
    const id = await pendingDeposit(player, 5);
    for (const prefix of PREFIXES) {
      await expectOrganiserOnly('POST', `${prefix}/admin/wallet/transactions/${id}/approve`, {});
      await expectOrganiserOnly('POST', `${prefix}/admin/wallet/transactions/${id}/reject`, {
        note: 'Not received',
      });
    }
    expect(await balanceOf(server, player)).toBe(0);
  });
});

describe('POST /admin/tournaments/:id/payouts', () => {
  it('credits winnings to each player in one go, with and without /api', async () => {
    const [first, second] = [await createUser(server), await createUser(server)];
    for (const prefix of PREFIXES) {
      const { tournamentId } = await completedTournamentWith(server, [first, second], {
        name: `Payouts ${prefix}`,
      });
      const proposed = await server.call(
        'POST',
        `${prefix}/admin/tournaments/${tournamentId}/payouts`,
        {
          token: admin.token,
          body: {
            payouts: [
              { userId: first.id, amount: 500, note: '1st place' },
              { userId: second.id, amount: 250.5 },
            ],
          },
        },
      );
      expect(proposed.status).toBe(202);
      expect(proposed.body.message).toBe(
        `Sent for a second organiser's approval: Prizes of Payouts ${prefix}: ₹750.50 to 2 players.`,
      );
      expect(await balanceOf(server, second)).toBe(prefix === PREFIXES[0] ? 0 : 250.5);
      const response = await server.call(
        'POST',
        `${prefix}/admin/money/proposals/${proposed.body.proposal.id}/approve`,
        { token: approver.token, body: {} },
      );
      expect(response.status).toBe(200);
      const paid = await server.call('GET', `${prefix}/admin/tournaments/${tournamentId}/payouts`, {
        token: admin.token,
      });
      expect(paid.body.payouts.map((tx: { id: number }) => tx.id)).toEqual(
        response.body.transactionIds,
      );
      expect(paid.body.payouts).toEqual([
        expect.objectContaining({
          userId: first.id,
          username: first.username,
          type: 'WINNINGS',
          amount: 500,
          status: 'APPROVED',
          tournamentId,
          note: '1st place',
          decidedBy: approver.id,
        }),
        expect.objectContaining({ userId: second.id, amount: 250.5, tournamentId, note: null }),
      ]);
    }
    expect(await balanceOf(server, first)).toBe(1000);
    expect(await balanceOf(server, second)).toBe(501);
    const list = await server.call('GET', '/wallet/transactions', { token: second.token });
    expect(list.body.at(-1)).toMatchObject({ type: 'WINNINGS', amount: 250.5, status: 'APPROVED' });
  });

  it('pays nobody when one player was already paid for the tournament (409)', async () => {
    const [paid, fresh] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [paid, fresh]);
    const path = `/api/admin/tournaments/${tournamentId}/payouts`;
    const once = await payPrizes(server, admin, tournamentId, [{ userId: paid.id, amount: 100 }]);
    expect(once.status).toBe(200);
    const before = await allTransactions(server);

    const again = await server.call('POST', path, {
      token: admin.token,
      body: {
        payouts: [
          { userId: fresh.id, amount: 50 },
          { userId: paid.id, amount: 100 },
        ],
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Winnings for this tournament were already paid to ${paid.username} by ${approver.username}`,
    );
    expect(await balanceOf(server, paid)).toBe(100);
    expect(await balanceOf(server, fresh)).toBe(0);
    expect(await allTransactions(server)).toEqual(before);

    const { tournamentId: otherTournament } = await completedTournamentWith(server, [paid]);
    const elsewhere = await server.call('POST', `/admin/tournaments/${otherTournament}/payouts`, {
      token: admin.token,
      body: { payouts: [{ userId: paid.id, amount: 100 }] },
    });
    expect(elsewhere.status).toBe(202);
  });

  it('pays nobody when a player does not exist (400 naming them)', async () => {
    const player = await createUser(server);
    const { tournamentId } = await completedTournamentWith(server, [player]);
    const before = await allTransactions(server);
    const response = await server.call('POST', `/admin/tournaments/${tournamentId}/payouts`, {
      token: admin.token,
      body: {
        payouts: [
          { userId: player.id, amount: 10 },
          { userId: 1_999_999_999, amount: 10 },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'There is no player with id 1999999999',
      errors: [{ field: 'payouts[1].userId', message: 'There is no player with id 1999999999' }],
    });
    expect(await allTransactions(server)).toEqual(before);
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    const player = await createUser(server);
    const body = { payouts: [{ userId: player.id, amount: 10 }] };
    const missing = await server.call('POST', '/api/admin/tournaments/1999999999/payouts', {
      token: admin.token,
      body,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Tournament not found' });
    const malformed = await server.call('POST', '/api/admin/tournaments/first/payouts', {
      token: admin.token,
      body,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid tournament id');
    expect(await balanceOf(server, player)).toBe(0);
  });

  it.each([
    [{}, 'payouts', 'Please list the payouts'],
    [{ payouts: [] }, 'payouts', 'Please list at least one payout'],
    [{ payouts: 'everyone' }, 'payouts', 'Payouts must be a list'],
    [{ payouts: [{ userId: 1 }] }, 'payouts[0].amount', 'Please enter an amount'],
    [{ payouts: [{ userId: 1, amount: 0.99 }] }, 'payouts[0].amount', 'Amount must be at least ₹1'],
    [
      { payouts: [{ userId: 1, amount: 1.001 }] },
      'payouts[0].amount',
      'Amount can have at most 2 decimal places',
    ],
    [{ payouts: [{ userId: 1, amount: '10' }] }, 'payouts[0].amount', 'Amount must be a number'],
    [
      { payouts: [{ userId: 1, amount: 10_000_001 }] },
      'payouts[0].amount',
      'Amount cannot exceed ₹1,00,00,000',
    ],
    [{ payouts: [{ userId: '1', amount: 10 }] }, 'payouts[0].userId', 'Invalid user id'],
    [{ payouts: [{ amount: 10 }] }, 'payouts[0].userId', 'Invalid user id'],
    [
      { payouts: [{ userId: 1, amount: 10, note: 'x'.repeat(501) }] },
      'payouts[0].note',
      'Note cannot exceed 500 characters',
    ],
    [
      {
        payouts: [
          { userId: 1, amount: 10 },
          { userId: 1, amount: 5 },
        ],
      },
      'payouts',
      'Each player can appear only once in a payout',
    ],
    [
      { payouts: Array.from({ length: 101 }, (_, index) => ({ userId: index + 1, amount: 1 })) },
      'payouts',
      'At most 100 payouts can be made at once',
    ],
  ])('refuses a payout list with %# (%s)', async (body, field, message) => {
    const tournamentId = await createTournament(server);
    const before = await allTransactions(server);
    const response = await server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
      token: admin.token,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await allTransactions(server)).toEqual(before);
  });

  it('is for organisers only', async () => {
    const player = await createUser(server);
    const tournamentId = await createTournament(server);
    const body = { payouts: [{ userId: player.id, amount: 10 }] };
    await expectOrganiserOnly('POST', `/api/admin/tournaments/${tournamentId}/payouts`, body);
    await expectOrganiserOnly('POST', `/admin/tournaments/${tournamentId}/payouts`, body);
    expect(await balanceOf(server, player)).toBe(0);
  });
});
