import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { istDayEnd, istDayOf, istDayStart } from '#common/ist-days';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  decide,
  deposit,
  newestTransactionId,
  payWithdrawal,
  withdraw,
} from '../wallet/wallet-helpers';
import { fetchCsv, ledgerSum, readCsv, stageMovement, sumOfColumn } from './books-helpers';

/**
 * The books (decision 045): a tournament's summary, the daily close in IST days, closing a day,
 * the accountant's CSV exports and the player's own statement, each checked against the ledger.
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

const get = (url: string, query: Record<string, string> = {}, token = admin.token) =>
  server.call('GET', url, { token, query });

/** A moment in IST, e.g. ist('2025-03-10T23:59'). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

describe("a tournament's books", () => {
  it('sums fees in, refunds and prizes out, the margin, and checks each against the ledger', async () => {
    const players = [await createUser(server), await createUser(server), await createUser(server)];
    for (const player of players) await fundWallet(server, player.id, 100);
    const tournamentId = await createTournament(server, { entry_fee_paise: 5000 });
    await enterTeam(server, tournamentId, {
      players: [players[0]!, 'p2', 'p3', 'p4'],
      payers: [players[0]!],
    });
    await enterTeam(server, tournamentId, {
      players: [players[1]!, 'q2', 'q3', 'q4'],
      payers: [players[1]!],
    });
    await enterTeam(server, tournamentId, {
      players: [players[2]!, 'r2', 'r3', 'r4'],
      payers: [players[2]!],
    });
    const at = new Date();
    await stageMovement(server, {
      user: players[2]!,
      type: 'REFUND',
      amountPaise: 5000,
      at,
      tournamentId,
      ledger: { amountPaise: 5000, reason: 'refund' },
    });
    await stageMovement(server, {
      user: players[0]!,
      type: 'WINNINGS',
      amountPaise: 8000,
      at,
      tournamentId,
      ledger: { amountPaise: 8000, reason: 'winnings' },
    });

    for (const prefix of PREFIXES) {
      const response = await get(`${prefix}/admin/tournaments/${tournamentId}/books`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        tournamentId,
        playersPaid: 3,
        feesIn: { count: 3, amount: 150, ledger: 150, agrees: true },
        refunds: { count: 1, amount: 50, ledger: 50, agrees: true },
        prizesOut: { count: 1, amount: 80, ledger: 80, agrees: true },
        margin: { amount: 20, ledger: 20, agrees: true },
        agrees: true,
      });
    }
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const response = await get('/api/admin/tournaments/999999/books');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No tournament has this id' });
  });
});

describe('the daily close', () => {
  it("counts today's decisions and holds the players' balances to the ledger and the wallets", async () => {
    const today = istDayOf(new Date());
    const dayOf = async () =>
      (await get('/api/admin/books/days', { from: today, to: today })).body[0];
    const before = await dayOf();
    const player = await createUser(server);
    await fundWallet(server, player.id, 10);
    await deposit(server, player, 500);
    const approved = await newestTransactionId(server, player);
    expect((await decide(server, admin, approved, 'approve')).status).toBe(200);
    await deposit(server, player, 300);
    await decide(server, admin, await newestTransactionId(server, player), 'reject', 'No such UTR');
    await withdraw(server, player, 100);
    const paid = await newestTransactionId(server, player);
    expect((await payWithdrawal(server, admin, paid, 'UPI4123456789')).status).toBe(200);

    const after = await dayOf();
    expect(after.day).toBe(today);
    expect(after.depositsApproved.count - before.depositsApproved.count).toBe(2);
    expect(after.depositsApproved.amount - before.depositsApproved.amount).toBe(510);
    expect(after.withdrawalsPaid.amount - before.withdrawalsPaid.amount).toBe(100);
    expect(after.depositsApproved.agrees && after.withdrawalsPaid.agrees).toBe(true);
    expect(after.holdings.ledger - before.holdings.ledger).toBe(410);
    expect(after.holdings).toMatchObject({ agrees: true });
    expect(after.holdings.wallets).toBe(after.holdings.ledger);
    expect(after.holdings.transactions).toBe(after.holdings.ledger);
    expect(after.closed).toBeNull();
  });

  it('places each movement on its IST day and carries the balances from day to day', async () => {
    const player = await createUser(server);
    const opening = (await get('/api/admin/books/days', { from: '2025-03-09', to: '2025-03-09' }))
      .body[0].holdings.ledger;
    // 23:59 IST on the 10th is still the 10th, though it is 18:29 UTC.
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 20000,
      at: ist('2025-03-10T23:00'),
      decidedAt: ist('2025-03-10T23:59'),
      ledger: { amountPaise: 20000, reason: 'deposit' },
    });
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 7550,
      at: ist('2025-03-10T23:30'),
      decidedAt: ist('2025-03-11T00:01'),
      ledger: { amountPaise: 7550, reason: 'deposit' },
    });
    await stageMovement(server, {
      user: player,
      type: 'WITHDRAW',
      amountPaise: 5000,
      at: ist('2025-03-11T10:00'),
      decidedAt: ist('2025-03-11T11:00'),
      ledger: { amountPaise: -5000, reason: 'withdrawal', at: ist('2025-03-11T10:00') },
    });

    const response = await get('/admin/books/days', { from: '2025-03-10', to: '2025-03-11' });
    expect(response.status).toBe(200);
    const [eleventh, tenth] = response.body;
    expect(tenth).toMatchObject({
      day: '2025-03-10',
      depositsApproved: { count: 1, amount: 200, ledger: 200, agrees: true },
      withdrawalsPaid: { count: 0, amount: 0 },
      holdings: { ledger: opening + 200, transactions: opening + 200, wallets: null, agrees: true },
      agrees: true,
    });
    expect(eleventh).toMatchObject({
      day: '2025-03-11',
      depositsApproved: { count: 1, amount: 75.5, agrees: true },
      withdrawalsPaid: { count: 1, amount: 50, ledger: 50, agrees: true },
      holdings: { ledger: opening + 225.5, agrees: true },
    });
  });

  it('refuses ranges that are not days, run backwards or are too long', async () => {
    const cases = [
      [{ from: '2025-02-30', to: '2025-03-01' }, 'Enter a day as YYYY-MM-DD'],
      [{ from: '2025-03-02', to: '2025-03-01' }, 'The last day cannot be before the first day'],
      [{ from: '2025-01-01', to: '2025-06-01' }, 'Choose at most 62 days'],
      [{ from: '2025-01-01' }, 'Enter the last day'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await get('/api/admin/books/days', query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('closing a day', () => {
  it('closes an ended day once, keeping its figures in the audit; the second close is told who', async () => {
    const player = await createUser(server);
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 12345,
      at: ist('2025-05-05T12:00'),
      ledger: { amountPaise: 12345, reason: 'deposit' },
    });
    const first = await server.call('POST', '/api/admin/books/days/2025-05-05/close', {
      token: admin.token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      day: '2025-05-05',
      depositsApproved: { amount: 123.45 },
      closed: { closedBy: admin.username },
    });
    const [record] = await server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'DAY_CLOSED')
      .where('subject_id', '=', '2025-05-05')
      .execute();
    expect(record).toMatchObject({ subject_type: 'books', actor_id: admin.id });
    expect(record!.after).toMatchObject({ depositsApproved: 12345 });

    const again = await server.call('POST', '/admin/books/days/2025-05-05/close', {
      token: (await createAdmin(server)).token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(`2025-05-05 was closed already by ${admin.username} on`);
    const listed = await get('/api/admin/books/days', { from: '2025-05-05', to: '2025-05-05' });
    expect(listed.body[0].closed.closedBy).toBe(admin.username);
  });

  it('lets only one of two organisers closing the same day at once record it', async () => {
    const other = await createAdmin(server);
    const answers = await Promise.all(
      [admin, other].map((organiser) =>
        server.call('POST', '/api/admin/books/days/2025-06-01/close', { token: organiser.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const records = await server.db
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'DAY_CLOSED')
      .where('subject_id', '=', '2025-06-01')
      .execute();
    expect(records).toHaveLength(1);
  });

  it('refuses a day that has not ended, changing nothing', async () => {
    const today = istDayOf(new Date());
    const early = await server.call('POST', `/api/admin/books/days/${today}/close`, {
      token: admin.token,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('A day can be closed only once it has ended (IST)');
    const listed = await get('/api/admin/books/days', { from: today, to: today });
    expect(listed.body[0].closed).toBeNull();
  });
});

describe('the CSV exports', () => {
  const FROM = '2025-07-01';
  const TO = '2025-07-02';
  const start = istDayStart(FROM);
  const end = istDayEnd(TO);

  beforeAll(async () => {
    const player = await createUser(server);
    const tournamentId = await createTournament(server, {
      tourn_name: '=HYPERLINK("http://evil.example","Prize")',
      entry_fee_paise: 5000,
    });
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 12345650,
      at: ist('2025-07-01T09:15'),
      ledger: { amountPaise: 12345650, reason: 'deposit' },
    });
    await stageMovement(server, {
      user: player,
      type: 'ENTRY_FEE',
      amountPaise: 5000,
      at: ist('2025-07-01T20:00'),
      tournamentId,
      ledger: { amountPaise: -5000, reason: 'entry_fee' },
    });
    await stageMovement(server, {
      user: player,
      type: 'WINNINGS',
      amountPaise: 25050,
      at: ist('2025-07-02T23:45'),
      tournamentId,
      ledger: { amountPaise: 25050, reason: 'winnings' },
    });
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 4000,
      status: 'REJECTED',
      at: ist('2025-07-02T08:00'),
      note: '-2+3 no such payment',
    });
    // The next day is outside the range.
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 1000,
      at: ist('2025-07-03T00:00'),
      ledger: { amountPaise: 1000, reason: 'deposit' },
    });
  });

  const exportOf = (kind: string) =>
    fetchCsv(server, `/api/admin/books/exports/${kind}`, admin.token, { from: FROM, to: TO });

  it('gives a ledger export that opens in Excel and sums to the ledger', async () => {
    const { response, text } = await exportOf('ledger');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ccl-ledger-${FROM}-to-${TO}.csv"`,
    );
    expect(text.split('\r\n')[0]).toBe(
      'Entry ID,Date (IST),Player ID,Player,Reason,Transaction ID,Transaction type,Amount (₹),Tournament',
    );
    const rows = readCsv(text);
    expect(rows.map((row) => row.Reason)).toEqual(['deposit', 'entry_fee', 'winnings']);
    expect(rows[0]).toMatchObject({
      'Date (IST)': '2025-07-01 09:15:00',
      'Amount (₹)': '1,23,456.50',
    });
    expect(rows[1]!['Amount (₹)']).toBe('-50.00');
    expect(rows[2]!['Date (IST)']).toBe('2025-07-02 23:45:00');
    expect(sumOfColumn(rows, 'Amount (₹)')).toBe(await ledgerSum(server, start, end));
  });

  it('gives transactions and payouts whose ledger sums equal the ledger, with formulas neutralised', async () => {
    const transactions = readCsv((await exportOf('transactions')).text);
    expect(transactions.map((row) => row.Type)).toEqual([
      'ADD_MONEY',
      'ENTRY_FEE',
      'WINNINGS',
      'ADD_MONEY',
    ]);
    expect(sumOfColumn(transactions, 'Ledger (₹)')).toBe(await ledgerSum(server, start, end));
    const rejected = transactions[3]!;
    expect(rejected).toMatchObject({
      Status: 'REJECTED',
      'Amount (₹)': '40.00',
      'Ledger (₹)': '0.00',
    });
    expect(rejected.Note).toBe("'-2+3 no such payment");
    expect(transactions[1]!.Tournament).toBe('\'=HYPERLINK("http://evil.example","Prize")');

    const payouts = readCsv((await exportOf('payouts')).text);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!['Amount (₹)']).toBe('250.50');
    expect(sumOfColumn(payouts, 'Amount (₹)')).toBe(
      await ledgerSum(server, start, end, 'winnings'),
    );
  });

  it('records each export in the audit', async () => {
    await exportOf('payouts');
    const rows = await server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'BOOKS_EXPORTED')
      .where('subject_id', '=', `payouts:${FROM}..${TO}`)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]).toMatchObject({ actor_id: admin.id, subject_type: 'books' });
    expect(rows[0]!.summary).toBe(`Exported the payouts of ${FROM} to ${TO} as CSV (1 rows)`);
  });

  it('refuses an unknown export or range', async () => {
    const unknown = await server.call('GET', '/api/admin/books/exports/passwords', {
      token: admin.token,
      query: { from: FROM, to: TO },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Export must be transactions, ledger or payouts');
    const long = await server.call('GET', '/api/admin/books/exports/ledger', {
      token: admin.token,
      query: { from: '2024-01-01', to: '2025-07-01' },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Choose at most 366 days');
  });
});

describe('organisers only', () => {
  it('refuses every books route to visitors and players, before reading their input', async () => {
    const player = await createUser(server);
    const routes = [
      ['GET', '/admin/tournaments/1/books'],
      ['GET', '/admin/books/days?from=2025-01-01&to=2025-01-02'],
      ['POST', '/admin/books/days/2025-01-01/close'],
      ['GET', '/admin/books/exports/ledger?from=2025-01-01&to=2025-01-02'],
      ['GET', '/admin/books/exports/nonsense'],
    ] as const;
    for (const prefix of PREFIXES) {
      for (const [method, path] of routes) {
        const visitor = await server.call(method, `${prefix}${path}`);
        expect(visitor.status).toBe(401);
        const asPlayer = await server.call(method, `${prefix}${path}`, { token: player.token });
        expect(asPlayer.status).toBe(403);
        expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
      }
    }
    const exports = await server.db
      .selectFrom('audit_entries')
      .select('id')
      .where('actor_id', '=', player.id)
      .execute();
    expect(exports).toEqual([]);
  });
});

describe("the player's own statement", () => {
  it('lists their movements with the balance after each, from the opening to the closing balance', async () => {
    const player = await createUser(server);
    const other = await createUser(server);
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 50000,
      at: ist('2025-08-01T10:00'),
      ledger: { amountPaise: 50000, reason: 'deposit' },
    });
    await stageMovement(server, {
      user: player,
      type: 'WITHDRAW',
      amountPaise: 10000,
      at: ist('2025-08-02T10:00'),
      ledger: { amountPaise: -10000, reason: 'withdrawal' },
    });
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 3000,
      status: 'REJECTED',
      at: ist('2025-08-02T11:00'),
      note: 'UTR not found',
    });
    await stageMovement(server, {
      user: other,
      type: 'ADD_MONEY',
      amountPaise: 99900,
      at: ist('2025-08-02T12:00'),
      ledger: { amountPaise: 99900, reason: 'deposit' },
    });

    for (const prefix of PREFIXES) {
      const { response, text } = await fetchCsv(
        server,
        `${prefix}/wallet/statement`,
        player.token,
        {
          from: '2025-08-02',
          to: '2025-08-02',
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const rows = readCsv(text);
      expect(rows.map((row) => [row.Type, row['Balance change (₹)'], row['Balance (₹)']])).toEqual([
        ['Opening balance', '', '500.00'],
        ['WITHDRAW', '-100.00', '400.00'],
        ['ADD_MONEY', '', ''],
        ['Closing balance', '', '400.00'],
      ]);
      expect(rows[2]).toMatchObject({
        Status: 'REJECTED',
        'Amount (₹)': '30.00',
        Note: 'UTR not found',
      });
    }
  });

  it('is for signed-in players, with a valid range', async () => {
    const visitor = await server.call('GET', '/api/wallet/statement', {
      query: { from: '2025-08-01', to: '2025-08-02' },
    });
    expect(visitor.status).toBe(401);
    const player = await createUser(server);
    const backwards = await server.call('GET', '/wallet/statement', {
      token: player.token,
      query: { from: '2025-08-03', to: '2025-08-02' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The last day cannot be before the first day');
  });
});

describe("a paid withdrawal's UPI reference", () => {
  it('is in the player’s transactions and bell', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 300);
    await withdraw(server, player, 120);
    const id = await newestTransactionId(server, player);
    await payWithdrawal(server, admin, id, 'upi9988776655');
    const list = await server.call('GET', 'wallet/transactions', { token: player.token });
    expect(list.body.find((tx: { id: number }) => tx.id === id)).toMatchObject({
      payoutReference: 'UPI9988776655',
    });
    const bell = await server.call('GET', '/api/notifications', { token: player.token });
    expect(bell.body.notifications[0].message).toBe(
      'Your withdrawal of ₹120 was paid (UPI reference UPI9988776655).',
    );
  });
});
