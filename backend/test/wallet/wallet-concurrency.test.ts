import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  balanceOf,
  decide,
  deposit,
  newestTransactionId,
  uniqueUtr,
  withdraw,
} from './wallet-helpers';

/**
 * Requests fired at once. On PostgreSQL they really overlap (one pooled connection each); on
 * PGlite the single connection serialises them, and the outcome must be the same.
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

const statuses = (responses: { status: number }[]) =>
  responses.map((response) => response.status).sort((a, b) => a - b);

async function transactionsOf(player: TestUser) {
  return server.db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('user_id', '=', player.id)
    .execute();
}

describe('simultaneous requests', () => {
  it('accepts 20 identical deposits once: one pending transaction, 19 "Already submitted."', async () => {
    const player = await createUser(server);
    const utr = uniqueUtr();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deposit(server, player, 250, utr)),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(208)]);
    for (const response of responses.filter((r) => r.status === 208)) {
      expect(response.body).toEqual({ message: 'Already submitted.' });
    }
    const rows = await transactionsOf(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'ADD_MONEY', status: 'PENDING', utr: utr.toUpperCase() });

    expect((await decide(server, admin, rows[0]?.id ?? 0, 'approve')).status).toBe(200);
    expect(await balanceOf(server, player)).toBe(250);
  });

  it('accepts one of the same UTR sent at once by different players in different cases', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createUser(server)));
    const utr = uniqueUtr();
    const responses = await Promise.all(
      players.map((player, index) =>
        deposit(server, player, 10, index % 2 ? utr.toLowerCase() : utr.toUpperCase()),
      ),
    );
    expect(statuses(responses)).toEqual([200, 208, 208, 208, 208, 208]);
    const rows = await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('utr', '=', utr.toUpperCase())
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets exactly 3 of 10 simultaneous withdrawals of 30 through a balance of 100', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(server, player, 30)),
    );
    expect(statuses(responses)).toEqual([200, 200, 200, ...Array<number>(7).fill(400)]);
    for (const response of responses.filter((r) => r.status === 400)) {
      expect(response.body.message).toBe('Insufficient wallet balance');
    }
    expect(await balanceOf(server, player)).toBe(10);
    const withdrawals = (await transactionsOf(player)).filter((row) => row.type === 'WITHDRAW');
    expect(withdrawals).toHaveLength(3);
  });

  it('credits a deposit once when two organisers approve it at the same moment', async () => {
    const player = await createUser(server);
    expect((await deposit(server, player, 75)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    const secondAdmin = await createAdmin(server);
    const responses = await Promise.all([
      decide(server, admin, id, 'approve'),
      decide(server, secondAdmin, id, 'approve'),
    ]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((r) => r.status === 409)?.body).toEqual({
      message: 'This transaction has already been decided',
    });
    expect(await balanceOf(server, player)).toBe(75);
  });

  it('decides a withdrawal once when an approval and a rejection race', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    expect((await withdraw(server, player, 40)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    const responses = await Promise.all([
      decide(server, admin, id, 'reject'),
      decide(server, admin, id, 'approve'),
      decide(server, admin, id, 'reject'),
    ]);
    expect(statuses(responses)).toEqual([200, 409, 409]);
    const winner = responses.find((r) => r.status === 200)?.body;
    expect(await balanceOf(server, player)).toBe(winner.status === 'REJECTED' ? 100 : 60);
  });

  it('pays winnings once when the same payout is posted twice at once', async () => {
    const player = await createUser(server);
    const tournamentId = await createTournament(server);
    const pay = () =>
      server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
        token: admin.token,
        body: { payouts: [{ userId: player.id, amount: 300 }] },
      });
    const responses = await Promise.all([pay(), pay(), pay()]);
    expect(statuses(responses)).toEqual([201, 409, 409]);
    expect(await balanceOf(server, player)).toBe(300);
  });
});
