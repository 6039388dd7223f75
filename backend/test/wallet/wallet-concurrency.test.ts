import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  balanceOf,
  completedTournamentWith,
  decide,
  deposit,
  newestTransactionId,
  approveProposal,
  payWithdrawal,
  uniqueUtr,
  withdraw,
} from './wallet-helpers';
import { auditRowsAbout } from '../support/audit-reads';

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
    const winner = responses.find((r) => r.status === 200)?.body;
    const winnerName = [admin, secondAdmin].find((a) => a.id === winner.decidedBy)?.username;
    expect(responses.find((r) => r.status === 409)?.body).toEqual({
      message: expect.stringMatching(new RegExp(`^Already approved by ${winnerName} on .+ UTC$`)),
      status: 'APPROVED',
      decidedBy: winnerName,
      decidedAt: winner.decidedAt,
    });
    expect(await balanceOf(server, player)).toBe(75);
    const records = await auditRowsAbout(server, 'transaction', id);
    expect(records.map((r) => [r.action, r.actor_id])).toEqual([
      ['DEPOSIT_APPROVED', winner.decidedBy],
    ]);
  });

  it('decides a withdrawal once when an approval and a rejection race', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    expect((await withdraw(server, player, 40)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    const responses = await Promise.all([
      decide(server, admin, id, 'reject', 'UPI id is closed'),
      payWithdrawal(server, admin, id, 'UPIREF4455667'),
      decide(server, admin, id, 'reject', 'UPI id is closed'),
    ]);
    expect(statuses(responses)).toEqual([200, 409, 409]);
    const winner = responses.find((r) => r.status === 200)?.body;
    expect(await balanceOf(server, player)).toBe(winner.status === 'REJECTED' ? 100 : 60);
    const records = await auditRowsAbout(server, 'transaction', id);
    expect(records.map((r) => r.action)).toEqual([
      winner.status === 'REJECTED' ? 'WITHDRAWAL_REJECTED' : 'WITHDRAWAL_PAID',
    ]);
  });

  it('proposes winnings once when two organisers propose the same payout at the same moment', async () => {
    const [first, second] = [await createUser(server), await createUser(server)];
    const { tournamentId } = await completedTournamentWith(server, [first, second]);
    const secondAdmin = await createAdmin(server);
    const pay = (organiser: TestUser) =>
      server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
        token: organiser.token,
        body: {
          payouts: [
            { userId: first.id, amount: 300 },
            { userId: second.id, amount: 150.5 },
          ],
        },
      });
    const responses = await Promise.all([pay(admin), pay(secondAdmin)]);
    expect(statuses(responses)).toEqual([202, 409]);
    const proposal = responses.find((r) => r.status === 202)?.body.proposal;
    const proposer = [admin, secondAdmin].find((organiser) => organiser.id === proposal.proposedBy);
    expect(responses.find((r) => r.status === 409)?.body.message).toBe(
      `A prize for this tournament to ${first.username} already waits for approval (proposed by ${proposer?.username})`,
    );
    expect(await balanceOf(server, first)).toBe(0);
    const approver = proposer === admin ? secondAdmin : admin;
    expect((await approveProposal(server, approver, proposal.id)).status).toBe(200);
    const paidBy = approver.id;
    expect(await balanceOf(server, first)).toBe(300);
    expect(await balanceOf(server, second)).toBe(150.5);
    const prizes = await server.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id', 'user_id'])
      .where('tournament_id', '=', tournamentId)
      .where('action', '=', 'PRIZE_PAID')
      .orderBy('id')
      .execute();
    expect(prizes).toEqual([
      { action: 'PRIZE_PAID', actor_id: paidBy, user_id: first.id },
      { action: 'PRIZE_PAID', actor_id: paidBy, user_id: second.id },
    ]);
  });
});
