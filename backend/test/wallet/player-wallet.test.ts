import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postSettledMovement } from '../../src/ledger/ledger-repository';
import { BANNED_MESSAGE } from '../../src/errors';
import {
  type TestUser,
  banUser,
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
  deposit,
  uniqueUtr,
  withdraw,
  withdrawal,
} from './wallet-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

/** What every wallet call answers without a usable token. */
async function expectAuthRefusals(method: string, path: string, body?: unknown) {
  const user = await createUser(server);
  const cases = [
    { token: undefined, message: 'Please log in to continue.' },
    {
      token: forgedToken(user.token, user.id),
      message: 'Your session has expired. Please log in again.',
    },
    {
      token: await expiredToken(server, user.id),
      message: 'Your session has expired. Please log in again.',
    },
    { token: 'not-a-jwt', message: 'Your session has expired. Please log in again.' },
  ];
  for (const { token, message } of cases) {
    const response = await server.call(method, path, { token, body });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message });
  }
}

describe('GET /wallet/balance', () => {
  it('answers 0, a bare JSON number, for a player who never had money, with and without /api', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/wallet/balance`, {
        token: player.token,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.text).toBe('0');
    }
  });

  it('answers the balance in rupees, paise included', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 150.5);
    const response = await server.call('GET', '/wallet/balance', { token: player.token });
    expect(response.text).toBe('150.5');
    expect(response.body).toBe(150.5);
  });

  it('still lets a banned player see their balance', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 20);
    await banUser(server, player.id);
    expect(await balanceOf(server, player)).toBe(20);
  });

  it('refuses callers without a valid token', async () => {
    await expectAuthRefusals('GET', '/api/wallet/balance');
    await expectAuthRefusals('GET', '/wallet/balance');
  });
});

describe('POST /wallet/add-money', () => {
  it('records a pending deposit without touching the balance, with and without /api', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const utr = `${uniqueUtr()}abc`;
      const response = await server.call('POST', `${prefix}/wallet/add-money`, {
        token: player.token,
        body: { amount: 250.75, transactionId: utr, bankUsername: '  Asha K ' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Deposit request received. It will be credited after verification.',
      });
      const row = (await allTransactions(server)).at(-1);
      expect(row).toMatchObject({
        user_id: player.id,
        type: 'ADD_MONEY',
        status: 'PENDING',
        utr: utr.toUpperCase(),
        bank_username: 'Asha K',
      });
      expect(Number(row?.amount_paise)).toBe(25_075);
    }
    expect(await balanceOf(server, player)).toBe(0);
    const entries = await server.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', player.id)
      .execute();
    expect(entries).toEqual([]);
  });

  it('answers 208 "Already submitted." for a UTR sent before, by anyone, in any case, and changes nothing', async () => {
    const first = await createUser(server);
    const second = await createUser(server);
    const utr = uniqueUtr();
    expect((await deposit(server, first, 100, utr.toLowerCase())).status).toBe(200);
    const before = await allTransactions(server);

    const repeats = [
      { user: first, transactionId: utr.toLowerCase(), path: '/api/wallet/add-money' },
      { user: first, transactionId: utr.toUpperCase(), path: '/wallet/add-money' },
      { user: second, transactionId: utr.toUpperCase(), path: '/api/wallet/add-money' },
      { user: second, transactionId: utr.toLowerCase(), path: '/wallet/add-money' },
    ];
    for (const { user, transactionId, path } of repeats) {
      const response = await server.call('POST', path, {
        token: user.token,
        body: { amount: 400, transactionId, bankUsername: 'Someone Else' },
      });
      expect(response.status).toBe(208);
      expect(response.body).toEqual({ message: 'Already submitted.' });
    }
    expect(await allTransactions(server)).toEqual(before);
  });

  it.each([
    [{ transactionId: 'UTR1', bankUsername: 'A' }, 'amount', 'Please enter an amount'],
    [
      { amount: null, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Please enter an amount',
    ],
    [
      { amount: 0, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Amount must be greater than zero',
    ],
    [
      { amount: 0.99, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Amount must be greater than zero',
    ],
    [
      { amount: -5, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Amount must be greater than zero',
    ],
    [
      { amount: 500.01, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Amount cannot exceed ₹500',
    ],
    [
      { amount: 10.005, transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'Amount can have at most 2 decimal places',
    ],
    [{ amount: 10, bankUsername: 'A' }, 'transactionId', 'Please enter a transaction ID'],
    [
      { amount: 10, transactionId: '   ', bankUsername: 'A' },
      'transactionId',
      'Please enter a transaction ID',
    ],
    [
      { amount: 10, transactionId: 'UTR-12 34', bankUsername: 'A' },
      'transactionId',
      'Transaction ID must be alphanumeric',
    ],
    [{ amount: 10, transactionId: 'UTR1' }, 'bankUsername', 'Please enter your bank username'],
    [
      { amount: 10, transactionId: 'UTR1', bankUsername: ' ' },
      'bankUsername',
      'Please enter your bank username',
    ],
    [
      { amount: '10', transactionId: 'UTR1', bankUsername: 'A' },
      'amount',
      'amount must be a number',
    ],
    [
      { amount: 10, transactionId: 12345, bankUsername: 'A' },
      'transactionId',
      'transactionId must be a string',
    ],
    [
      { amount: 10, transactionId: 'UTR1', bankUsername: true },
      'bankUsername',
      'bankUsername must be a string',
    ],
  ])('refuses %j with "%s: %s" and records nothing', async (body, field, message) => {
    const player = await createUser(server);
    const before = await allTransactions(server);
    const response = await server.call('POST', '/api/wallet/add-money', {
      token: player.token,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await allTransactions(server)).toEqual(before);
  });

  it('lists every problem of a form at once, in field order', async () => {
    const player = await createUser(server);
    const response = await server.call('POST', '/wallet/add-money', {
      token: player.token,
      body: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Please enter an amount',
      errors: [
        { field: 'amount', message: 'Please enter an amount' },
        { field: 'transactionId', message: 'Please enter a transaction ID' },
        { field: 'bankUsername', message: 'Please enter your bank username' },
      ],
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const player = await createUser(server);
    const response = await server.call('POST', '/api/wallet/add-money', {
      token: player.token,
      rawBody: '{"amount": 10,',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses callers without a valid token, and banned players, recording nothing', async () => {
    const before = await allTransactions(server);
    const body = { amount: 10, transactionId: uniqueUtr(), bankUsername: 'A' };
    await expectAuthRefusals('POST', '/api/wallet/add-money', body);
    await expectAuthRefusals('POST', '/wallet/add-money', body);
    const banned = await createUser(server);
    await banUser(server, banned.id);
    const response = await server.call('POST', '/wallet/add-money', { token: banned.token, body });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: BANNED_MESSAGE });
    expect(await allTransactions(server)).toEqual(before);
  });
});

describe('POST /wallet/withdraw', () => {
  it('takes the money at once and records a pending withdrawal, with and without /api', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    for (const prefix of PREFIXES) {
      const response = await server.call('POST', `${prefix}/wallet/withdraw`, {
        token: player.token,
        body: withdrawal(30.25),
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Withdrawal request submitted successfully.' });
    }
    expect(await balanceOf(server, player)).toBe(39.5);
    const rows = (await allTransactions(server)).filter(
      (row) => row.user_id === player.id && row.type === 'WITHDRAW',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      status: 'PENDING',
      beneficiary_name: 'Asha K',
      upi_id: 'asha.k@okaxis',
      phonepe_number: '9876543210',
      decided_at: null,
    });
  });

  it('lets a player withdraw the whole balance', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 45.5);
    expect((await withdraw(server, player, 45.5)).status).toBe(200);
    expect(await balanceOf(server, player)).toBe(0);
  });

  it('refuses more than the balance with "Insufficient wallet balance" and changes nothing', async () => {
    const player = await createUser(server);
    const broke = await createUser(server);
    await fundWallet(server, player.id, 50);
    const before = await allTransactions(server);
    const entries = await rowCount(server, 'ledger_entries');
    const cases: [TestUser, number][] = [
      [player, 50.01],
      [player, 1e15],
      [player, 1e300],
      [broke, 1],
    ];
    for (const [user, amount] of cases) {
      const response = await withdraw(server, user, amount);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Insufficient wallet balance');
    }
    expect(await balanceOf(server, player)).toBe(50);
    expect(await balanceOf(server, broke)).toBe(0);
    expect(await allTransactions(server)).toEqual(before);
    expect(await rowCount(server, 'ledger_entries')).toBe(entries);
  });

  it.each([
    [{ ...withdrawal(undefined) }, 'amount', 'Please enter an amount'],
    [withdrawal(0), 'amount', 'Amount must be greater than zero'],
    [withdrawal(0.5), 'amount', 'Amount must be greater than zero'],
    [withdrawal(1.999), 'amount', 'Amount can have at most 2 decimal places'],
    [withdrawal('30'), 'amount', 'amount must be a number'],
    [{ ...withdrawal(5), beneficiaryName: '' }, 'beneficiaryName', 'Please enter beneficiary name'],
    [{ ...withdrawal(5), upiId: undefined }, 'upiId', 'Please enter a UPI ID'],
    [{ ...withdrawal(5), upiId: 'asha.okaxis' }, 'upiId', 'Invalid UPI ID format'],
    [{ ...withdrawal(5), upiId: 'asha@ok axis' }, 'upiId', 'Invalid UPI ID format'],
    [{ ...withdrawal(5), phonePeNumber: '' }, 'phonePeNumber', 'Please enter a PhonePe number'],
    [
      { ...withdrawal(5), phonePeNumber: '98765' },
      'phonePeNumber',
      'PhonePe number must be exactly 10 digits',
    ],
    [
      { ...withdrawal(5), phonePeNumber: 9876543210 },
      'phonePeNumber',
      'phonePeNumber must be a string',
    ],
  ])('refuses %j with "%s: %s" and takes nothing', async (body, field, message) => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const response = await server.call('POST', '/wallet/withdraw', { token: player.token, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await balanceOf(server, player)).toBe(100);
  });

  it('refuses callers without a valid token, and banned players, taking nothing', async () => {
    await expectAuthRefusals('POST', '/api/wallet/withdraw', withdrawal(5));
    await expectAuthRefusals('POST', '/wallet/withdraw', withdrawal(5));
    const banned = await createUser(server);
    await fundWallet(server, banned.id, 100);
    await banUser(server, banned.id);
    const response = await withdraw(server, banned, 5);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: BANNED_MESSAGE });
    expect(await balanceOf(server, banned)).toBe(100);
  });
});

describe('GET /wallet/transactions', () => {
  it("lists only the caller's own transactions, oldest first, with and without /api", async () => {
    const player = await createUser(server);
    const other = await createUser(server);
    await fundWallet(server, player.id, 100);
    await fundWallet(server, other.id, 100);
    const utr = uniqueUtr();
    await deposit(server, player, 20, utr);
    await withdraw(server, player, 12.5);
    await deposit(server, other, 30);
    const tournamentId = await createTournament(server);
    await server.db.transaction().execute(async (trx) => {
      await postSettledMovement(trx, {
        userId: player.id,
        type: 'ENTRY_FEE',
        amountPaise: 1000,
        tournamentId,
        reason: 'entry_fee',
        direction: 'debit',
      });
    });

    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/wallet/transactions`, {
        token: player.token,
      });
      expect(response.status).toBe(200);
      const list = response.body as Record<string, unknown>[];
      expect(list).toHaveLength(4);
      expect(list.map((tx) => [tx.type, tx.amount, tx.status])).toEqual([
        ['ADD_MONEY', 100, 'APPROVED'],
        ['ADD_MONEY', 20, 'PENDING'],
        ['WITHDRAW', 12.5, 'PENDING'],
        ['ENTRY_FEE', 10, 'APPROVED'],
      ]);
      expect(list[1]).toEqual({
        id: expect.any(Number),
        type: 'ADD_MONEY',
        amount: 20,
        status: 'PENDING',
        transactionDate: expect.any(String),
        utr: utr.toUpperCase(),
      });
      expect(list[2]).not.toHaveProperty('utr');
      expect(list[2]).not.toHaveProperty('tournamentId');
      expect(list[3]).toMatchObject({ tournamentId });
      for (const tx of list) {
        expect(new Date(tx.transactionDate as string).toISOString()).toBe(tx.transactionDate);
      }
      const ids = list.map((tx) => tx.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(await balanceOf(server, player)).toBe(77.5);
  });

  it('answers an empty list for a new player, and still answers a banned one', async () => {
    const player = await createUser(server);
    await banUser(server, player.id);
    const response = await server.call('GET', '/wallet/transactions', { token: player.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('refuses callers without a valid token', async () => {
    await expectAuthRefusals('GET', '/api/wallet/transactions');
    await expectAuthRefusals('GET', '/wallet/transactions');
  });
});
