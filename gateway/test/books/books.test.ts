import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayOf } from '#common/ist-days';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../../../backend/test/support/fixtures';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  newestTransactionId,
  payWithdrawal,
  withdraw,
} from '../../../backend/test/wallet/wallet-helpers';
import {
  csvText,
  readCsv,
  stageMovement,
  sumOfColumn,
} from '../../../backend/test/books/books-helpers';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * The books through the gateway against the real backend, asked by an organiser, a player and
 * a visitor: the summaries and the close are the organiser's, the CSV downloads stream through
 * with the caller's token, and a player reads their own statement and paid withdrawal.
 */

const MONEY = 'paise formatted';
const FIGURE = `count agrees amount { ${MONEY} } ledger { ${MONEY} }`;
const TOURNAMENT_BOOKS = /* GraphQL */ `
  query ($id: ID!) {
    admin {
      tournamentBooks(tournamentId: $id) {
        tournamentId tournamentName playersPaid agrees
        feesIn { ${FIGURE} } refunds { ${FIGURE} } prizesOut { ${FIGURE} } margin { ${FIGURE} }
      }
    }
  }
`;
const DAILY_CLOSE = /* GraphQL */ `
  query ($from: String!, $to: String!) {
    admin {
      dailyClose(from: $from, to: $to) {
        day agrees
        depositsApproved { ${FIGURE} }
        withdrawalsPaid { ${FIGURE} }
        holdings { agrees ledger { paise } transactions { paise } wallets { paise } }
        closed { closedBy closedAt }
      }
    }
  }
`;
const CLOSE_DAY = /* GraphQL */ `
  mutation ($day: String!) {
    closeBooksDay(day: $day) {
      errors {
        field
        code
        message
      }
      message
      day {
        day
        closed {
          closedBy
        }
      }
    }
  }
`;

let stack: TestStack;
let admin: TestUser;
let player: TestUser;
let tournamentId: number;

const ist = (local: string) => new Date(`${local}:00+05:30`);

beforeAll(async () => {
  stack = await startStack();
  admin = await createAdmin(stack.backend);
  player = await createUser(stack.backend);
  await fundWallet(stack.backend, player.id, 200);
  tournamentId = await createTournament(stack.backend, { entry_fee_paise: 5000 });
  await enterTeam(stack.backend, tournamentId, {
    players: [player, 'p2', 'p3', 'p4'],
    payers: [player],
  });
  await stageMovement(stack.backend, {
    user: player,
    type: 'WINNINGS',
    amountPaise: 9000,
    at: new Date(),
    tournamentId,
    ledger: { amountPaise: 9000, reason: 'winnings' },
  });
  await stageMovement(stack.backend, {
    user: player,
    type: 'ADD_MONEY',
    amountPaise: 150000,
    at: ist('2025-09-01T12:00'),
    ledger: { amountPaise: 150000, reason: 'deposit' },
  });
});
afterAll(() => stack.close());

const download = (path: string, token?: string) =>
  fetch(`${stack.gateway.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("a tournament's books", () => {
  it('gives the organiser the figures with their ledger checks, a loss as a negative margin', async () => {
    const result = await stack.gateway.graphql(
      TOURNAMENT_BOOKS,
      { id: String(tournamentId) },
      { token: admin.token },
    );
    expect(result.body.errors).toBeUndefined();
    const books = result.body.data.admin.tournamentBooks;
    expect(books).toMatchObject({
      tournamentId: String(tournamentId),
      playersPaid: 1,
      agrees: true,
      feesIn: { count: 1, agrees: true, amount: { paise: 5000, formatted: '₹50' } },
      prizesOut: { count: 1, amount: { paise: 9000 }, ledger: { paise: 9000 } },
      margin: { amount: { paise: -4000, formatted: '-₹40' }, agrees: true },
    });
  });

  it('is null for a tournament that does not exist', async () => {
    const result = await stack.gateway.graphql(
      TOURNAMENT_BOOKS,
      { id: '999999' },
      { token: admin.token },
    );
    expect(result.body.data.admin.tournamentBooks).toBeNull();
  });

  it('is refused to a player and a visitor', async () => {
    const asPlayer = await stack.gateway.graphql(
      TOURNAMENT_BOOKS,
      { id: String(tournamentId) },
      { token: player.token },
    );
    expect(asPlayer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await stack.gateway.graphql(TOURNAMENT_BOOKS, { id: String(tournamentId) });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the daily close', () => {
  it("lists today's close with the wallets' balances agreeing with the ledger", async () => {
    const today = istDayOf(new Date());
    const result = await stack.gateway.graphql(
      DAILY_CLOSE,
      { from: today, to: today },
      { token: admin.token },
    );
    const [day] = result.body.data.admin.dailyClose;
    expect(day).toMatchObject({ day: today, agrees: true, closed: null });
    expect(day.holdings.agrees).toBe(true);
    expect(day.holdings.wallets.paise).toBe(day.holdings.ledger.paise);
  });

  it('passes the backend’s sentence on for a range that is not one', async () => {
    const result = await stack.gateway.graphql(
      DAILY_CLOSE,
      { from: '2025-09-02', to: '2025-09-01' },
      { token: admin.token },
    );
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'The last day cannot be before the first day',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('closes an ended day once; the second close is a CONFLICT naming who', async () => {
    const first = await stack.gateway.graphql(
      CLOSE_DAY,
      { day: '2025-09-01' },
      { token: admin.token },
    );
    expect(first.body.data.closeBooksDay).toMatchObject({
      errors: [],
      message: 'The books of 2025-09-01 are closed.',
      day: { day: '2025-09-01', closed: { closedBy: admin.username } },
    });
    const again = await stack.gateway.graphql(
      CLOSE_DAY,
      { day: '2025-09-01' },
      { token: admin.token },
    );
    expect(again.body.data.closeBooksDay.errors[0]).toMatchObject({ code: 'CONFLICT' });
    expect(again.body.data.closeBooksDay.errors[0].message).toMatch(
      `2025-09-01 was closed already by ${admin.username}`,
    );
    const today = await stack.gateway.graphql(
      CLOSE_DAY,
      { day: istDayOf(new Date()) },
      { token: admin.token },
    );
    expect(today.body.data.closeBooksDay.errors[0]).toMatchObject({
      field: 'day',
      code: 'INVALID',
      message: 'A day can be closed only once it has ended (IST)',
    });
  });

  it('refuses the close to a player and a visitor', async () => {
    const asPlayer = await stack.gateway.graphql(
      CLOSE_DAY,
      { day: '2025-09-02' },
      { token: player.token },
    );
    expect(asPlayer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await stack.gateway.graphql(CLOSE_DAY, { day: '2025-09-02' });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the CSV downloads', () => {
  const EXPORT = '/api/admin/books/exports/ledger?from=2025-09-01&to=2025-09-01';

  it("streams the organiser's export as a file whose sum is the ledger's", async () => {
    const response = await download(EXPORT, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ccl-ledger-2025-09-01-to-2025-09-01.csv"',
    );
    const rows = readCsv(await csvText(response));
    expect(rows.map((row) => row['Amount (₹)'])).toEqual(['1,500.00']);
    expect(sumOfColumn(rows, 'Amount (₹)')).toBe(150000);
  });

  it('refuses a visitor (401) and a player (403), and passes a bad range’s sentence on', async () => {
    expect((await download(EXPORT)).status).toBe(401);
    const asPlayer = await download(EXPORT, player.token);
    expect(asPlayer.status).toBe(403);
    const backwards = await download(
      '/api/admin/books/exports/ledger?from=2025-09-02&to=2025-09-01',
      admin.token,
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({
      message: 'The last day cannot be before the first day',
    });
  });

  it('gives a player their own statement, and a visitor nothing', async () => {
    const response = await download(
      '/api/wallet/statement?from=2025-09-01&to=2025-09-01',
      player.token,
    );
    expect(response.status).toBe(200);
    const rows = readCsv(await csvText(response));
    expect(rows.map((row) => row.Type)).toEqual([
      'Opening balance',
      'ADD_MONEY',
      'Closing balance',
    ]);
    expect((await download('/api/wallet/statement?from=2025-09-01&to=2025-09-01')).status).toBe(
      401,
    );
  });
});

describe("a player's paid withdrawal", () => {
  it('carries the UPI reference it was paid by', async () => {
    await withdraw(stack.backend, player, 100);
    const id = await newestTransactionId(stack.backend, player);
    await payWithdrawal(stack.backend, admin, id, 'UPI5566778899');
    const result = await stack.gateway.graphql(
      '{ viewer { wallet { transactions { id type payoutReference } } } }',
      {},
      { token: player.token },
    );
    const paid = result.body.data.viewer.wallet.transactions.find(
      (tx: { id: string }) => tx.id === String(id),
    );
    expect(paid).toEqual({ id: String(id), type: 'WITHDRAWAL', payoutReference: 'UPI5566778899' });
  });
});
