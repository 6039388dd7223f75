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
  allTransactions,
  approveProposal,
  balanceOf,
  completedTournamentWith,
  newestTransactionId,
  proposePrizes,
  uniqueUtr,
  withdraw,
} from '../wallet/wallet-helpers';
import {
  cancelProposal,
  proposalAudit,
  proposalsPath,
  proposeCredit,
  refuseProposal,
  waitingProposals,
} from './money-control-helpers';

/**
 * Two-person control (issue 23, decision 043): prize payouts, withdrawals above the threshold and
 * manual credits wait for a second organiser, who approves with every cap checked again; the
 * proposer cannot approve, refuses are reasoned, cancels are the proposer's.
 */
let server: TestServer;
let first: TestUser;
let second: TestUser;

/** "28 Nov 2026, 10:00 UTC", as a 409 names a moment. */
const MOMENT = '\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC';

beforeAll(async () => {
  server = await startTestServer();
  first = await createAdmin(server);
  second = await createAdmin(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

async function proposedPrize(amount = 150, pool = 200) {
  const player = await createUser(server);
  const { tournamentId } = await completedTournamentWith(server, [player], { poolRupees: pool });
  const proposed = await proposePrizes(server, first, tournamentId, [
    { userId: player.id, amount },
  ]);
  expect(proposed.status).toBe(202);
  return { player, tournamentId, proposal: proposed.body.proposal };
}

describe('prize payouts wait for a second organiser', () => {
  it('proposes without paying, says so, and pays when another organiser approves', async () => {
    const before = await allTransactions(server);
    const { player, tournamentId, proposal } = await proposedPrize();
    expect(proposal).toMatchObject({
      kind: 'prize_payout',
      status: 'waiting',
      amount: 150,
      tournamentId,
      proposedBy: first.id,
      proposedByUsername: first.username,
      coolingUntil: null,
      payouts: [{ userId: player.id, username: player.username, amount: 150 }],
    });
    expect(await allTransactions(server)).toEqual(before);
    expect((await waitingProposals(server, second)).map((p) => p.id)).toContain(proposal.id);

    const own = await approveProposal(server, first, proposal.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/^You proposed this: another organiser must approve it/);
    expect(await balanceOf(server, player)).toBe(0);

    const approved = await approveProposal(server, second, proposal.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decidedBy: second.id,
      decidedByUsername: second.username,
      transactionIds: [expect.any(Number)],
    });
    expect(await balanceOf(server, player)).toBe(150);
    expect(await proposalAudit(server, proposal.id)).toEqual([
      { action: 'MONEY_PROPOSED', actorId: first.id, reason: null },
      { action: 'MONEY_PROPOSAL_APPROVED', actorId: second.id, reason: null },
    ]);
  });

  it('counts waiting proposals in the pool and refuses a payee already proposed', async () => {
    const { player, tournamentId } = await proposedPrize(150, 200);
    const other = await createUser(server);
    const before = await allTransactions(server);

    const past = await proposePrizes(server, second, tournamentId, [
      { userId: other.id, amount: 60, reason: 'Best fair play' },
    ]);
    expect(past.status).toBe(409);
    expect(past.body).toEqual({
      message:
        'These prizes total ₹60, but only ₹50 of the ₹200 prize pool is left (₹0 paid so far, ₹150 waiting for approval)',
      prizePool: 200,
      paidSoFar: 0,
      left: 50,
      waitingForApproval: 150,
    });
    const again = await proposePrizes(server, second, tournamentId, [
      { userId: player.id, amount: 10, reason: 'Bonus' },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `A prize for this tournament to ${player.username} already waits for approval (proposed by ${first.username})`,
    );
    expect(await allTransactions(server)).toEqual(before);
  });

  it('refuses at approval a payout that breaks a cap now, though fine when proposed', async () => {
    const { player, tournamentId, proposal } = await proposedPrize(150, 200);
    // The pool was lowered after the proposal: ₹150 no longer fits.
    await server.db
      .updateTable('tournaments')
      .set({ tourn_pp_paise: 100_00 })
      .where('tourn_id', '=', tournamentId)
      .execute();
    const refused = await approveProposal(server, second, proposal.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'These prizes total ₹150, but only ₹100 of the ₹100 prize pool is left (₹0 paid so far)',
    );
    expect(await balanceOf(server, player)).toBe(0);
    expect(
      (await server.call('GET', proposalsPath(proposal.id), { token: second.token })).body,
    ).toMatchObject({ status: 'waiting' });
  });

  it('refuses an approver paying themselves, even when another organiser proposed it', async () => {
    const { tournamentId } = await completedTournamentWith(server, [second], { poolRupees: 500 });
    const proposed = await proposePrizes(server, first, tournamentId, [
      { userId: second.id, amount: 100 },
    ]);
    expect(proposed.status).toBe(202);
    const own = await approveProposal(server, second, proposed.body.proposal.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      'You cannot pay a prize to your own account: another organiser must',
    );
    expect(await balanceOf(server, second)).toBe(0);
  });

  it('counts one of two approvals given at the same moment; the other is told who and when', async () => {
    const { player, proposal } = await proposedPrize(120, 200);
    const third = await createAdmin(server);
    const responses = await Promise.all([
      approveProposal(server, second, proposal.id),
      approveProposal(server, third, proposal.id),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.status === 200)?.body;
    const loser = responses.find((r) => r.status === 409)?.body;
    expect(loser.message).toMatch(
      new RegExp(`^Already approved by ${winner.decidedByUsername} on ${MOMENT}$`),
    );
    expect(loser).toMatchObject({ status: 'approved', decidedBy: winner.decidedByUsername });
    expect(await balanceOf(server, player)).toBe(120);
    const paid = await server.db
      .selectFrom('money_proposal_results')
      .select('transaction_id')
      .where('proposal_id', '=', proposal.id)
      .execute();
    expect(paid).toHaveLength(1);
  });
});

describe('refusing and cancelling', () => {
  it('lets another organiser refuse with a reason, never the proposer; nothing moves', async () => {
    const { player, proposal } = await proposedPrize();
    expect((await refuseProposal(server, second, proposal.id)).body.errors).toContainEqual({
      field: 'reason',
      message: 'Enter a reason',
    });
    const own = await refuseProposal(server, first, proposal.id, 'Changed my mind');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You proposed this: cancel it instead');

    const refused = await refuseProposal(server, second, proposal.id, 'Rank 2 was disputed');
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      status: 'refused',
      decisionReason: 'Rank 2 was disputed',
    });
    const late = await approveProposal(server, second, proposal.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(new RegExp(`^Already refused by ${second.username} on `));
    expect(await balanceOf(server, player)).toBe(0);
    expect((await proposalAudit(server, proposal.id)).at(-1)).toEqual({
      action: 'MONEY_PROPOSAL_REFUSED',
      actorId: second.id,
      reason: 'Rank 2 was disputed',
    });
  });

  it('lets only the proposer cancel', async () => {
    const { proposal } = await proposedPrize();
    const byOther = await cancelProposal(server, second, proposal.id);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(
      'Only the organiser who proposed this can cancel it: refuse it instead',
    );
    const cancelled = await cancelProposal(server, first, proposal.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', decidedBy: first.id });
    expect((await cancelProposal(server, first, proposal.id)).status).toBe(409);
    expect((await proposalAudit(server, proposal.id)).map((row) => row.action)).toEqual([
      'MONEY_PROPOSED',
      'MONEY_PROPOSAL_CANCELLED',
    ]);
  });

  it('answers 404 for an unknown proposal and 400 for a malformed id', async () => {
    expect((await approveProposal(server, second, 1_999_999_999)).status).toBe(404);
    const malformed = await server.call('POST', '/api/admin/money/proposals/first/cancel', {
      token: second.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid proposal id');
  });
});

describe('withdrawals above the threshold', () => {
  async function pendingWithdrawal(rupees: number) {
    const player = await createUser(server);
    await fundWallet(server, player.id, rupees + 100);
    expect((await withdraw(server, player, rupees)).status).toBe(200);
    return { player, id: await newestTransactionId(server, player) };
  }
  const markPaid = (by: TestUser, id: number, reference = 'UPI412345678901') =>
    server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
      token: by.token,
      body: { reference },
    });

  it('pays one at or below the threshold at once (₹1,000 by default)', async () => {
    const { id } = await pendingWithdrawal(1000);
    const paid = await markPaid(first, id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id, status: 'APPROVED', reference: 'UPI412345678901' });
  });

  it('makes a proposal carrying the reference for one above it, paid by another organiser', async () => {
    const { player, id } = await pendingWithdrawal(1500);
    const sent = await markPaid(first, id);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({
      id,
      status: 'PENDING',
      proposal: {
        kind: 'withdrawal',
        transactionId: id,
        reference: 'UPI412345678901',
        amount: 1500,
      },
    });
    const twice = await markPaid(second, id, 'UPI999999999999');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(
      new RegExp(
        `^This withdrawal already waits for approval \\(proposed by ${first.username} on ${MOMENT}\\)$`,
      ),
    );
    const approved = await approveProposal(server, second, sent.body.proposal.id);
    expect(approved.status).toBe(200);
    const tx = await server.db
      .selectFrom('wallet_transactions')
      .select(['status', 'payout_reference', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({
      status: 'APPROVED',
      payout_reference: 'UPI412345678901',
      decided_by: second.id,
    });
    expect(await balanceOf(server, player)).toBe(100);
  });

  it('follows the threshold the owner sets, asking for the password', async () => {
    const wrong = await server.call('PUT', '/api/admin/money/controls', {
      token: first.token,
      body: { approvalThreshold: 200, coolingMinutes: 30, password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That is not your password');
    const set = await server.call('PUT', '/api/admin/money/controls', {
      token: first.token,
      body: { approvalThreshold: 200, coolingMinutes: 30, password: first.password },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ approvalThreshold: 200, coolingMinutes: 30, alone: false });
    const audit = await server.db
      .selectFrom('audit_entries')
      .select(['before', 'after'])
      .where('action', '=', 'MONEY_CONTROLS_UPDATED')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { approvalThreshold: 1000, coolingMinutes: 60 },
      after: { approvalThreshold: 200, coolingMinutes: 30 },
    });
    const { id } = await pendingWithdrawal(250);
    expect((await markPaid(first, id)).status).toBe(202);
    const reset = await server.call('PUT', '/api/admin/money/controls', {
      token: first.token,
      body: { approvalThreshold: 1000, coolingMinutes: 60, password: first.password },
    });
    expect(reset.status).toBe(200);
  });
});

describe('manual credits', () => {
  it('credits a player money that reached the payee once a second organiser approves', async () => {
    const player = await createUser(server);
    const utr = uniqueUtr();
    const proposed = await proposeCredit(server, first, {
      player: player.username,
      amount: 350,
      utr,
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      kind: 'manual_credit',
      status: 'waiting',
      userId: player.id,
      username: player.username,
      utr: utr.toUpperCase(),
      amount: 350,
      reason: 'Paid at the counter',
    });
    expect(await balanceOf(server, player)).toBe(0);
    const again = await proposeCredit(server, second, { player: player.mobile, amount: 350, utr });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      new RegExp(`^UTR ${utr.toUpperCase()} already waits for approval`),
    );

    const approved = await approveProposal(server, second, proposed.body.id);
    expect(approved.status).toBe(200);
    expect(await balanceOf(server, player)).toBe(350);
    const [txId] = approved.body.transactionIds;
    const ledger = await server.db
      .selectFrom('ledger_entries')
      .select(['reason', 'amount_paise'])
      .where('transaction_id', '=', txId)
      .execute();
    expect(ledger.map((row) => [row.reason, Number(row.amount_paise)])).toEqual([
      ['manual_credit', 35_000],
    ]);
    const bell = await server.db
      .selectFrom('notifications')
      .select(['kind', 'message'])
      .where('user_id', '=', player.id)
      .execute();
    expect(bell).toEqual([
      { kind: 'money_credited', message: '₹350 was credited to your wallet.' },
    ]);
    const audit = await server.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id'])
      .where('subject_type', '=', 'transaction')
      .where('subject_id', '=', String(txId))
      .execute();
    expect(audit).toEqual([{ action: 'MANUAL_CREDIT', actor_id: second.id }]);

    const reused = await proposeCredit(server, first, {
      player: player.username,
      amount: 10,
      utr: utr.toLowerCase(),
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(
      `UTR ${utr.toUpperCase()} was already used (transaction #${txId} of ${player.username}): one credit per UTR`,
    );
  });

  it('refuses an unknown player, bad input and a credit to oneself, changing nothing', async () => {
    const before = await allTransactions(server);
    const unknown = await proposeCredit(server, first, {
      player: 'nobody-here',
      amount: 10,
      utr: uniqueUtr(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'player', message: 'There is no player with this username or mobile number' },
    ]);
    const bad = await proposeCredit(server, first, {
      player: 'x',
      amount: 0,
      utr: 'UTR-1',
      reason: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'amount',
      'reason',
      'utr',
    ]);
    const own = await proposeCredit(server, first, {
      player: first.username,
      amount: 10,
      utr: uniqueUtr(),
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot credit your own account: another organiser must');
    expect(await allTransactions(server)).toEqual(before);
  });
});

describe('the console', () => {
  it('counts waiting proposals', async () => {
    const counts = async () =>
      (await server.call('GET', '/api/admin/console-counts', { token: first.token })).body;
    const before = await counts();
    const { proposal } = await proposedPrize();
    const after = await counts();
    expect(after.proposals).toBe(before.proposals + 1);
    expect(after.total).toBe(before.total + 1);
    await cancelProposal(server, first, proposal.id);
    expect((await counts()).proposals).toBe(before.proposals);
  });

  it('refuses every two-person route to players and visitors', async () => {
    const player = await createUser(server);
    const { proposal } = await proposedPrize();
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/money/proposals', undefined],
      ['GET', '/api/admin/money/controls', undefined],
      [
        'PUT',
        '/api/admin/money/controls',
        { approvalThreshold: 1, coolingMinutes: 1, password: 'x' },
      ],
      [
        'POST',
        '/api/admin/money/manual-credits',
        { player: 'x', amount: 1, utr: 'A1', reason: 'r' },
      ],
      ['POST', proposalsPath(proposal.id, 'approve'), {}],
      ['POST', proposalsPath(proposal.id, 'refuse'), { reason: 'r' }],
      ['POST', proposalsPath(proposal.id, 'cancel'), undefined],
    ];
    for (const [method, path, body] of routes) {
      expect((await server.call(method, path, { body })).status).toBe(401);
      const asPlayer = await server.call(method, path, { token: player.token, body });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
    expect(
      (await server.call('GET', proposalsPath(proposal.id), { token: first.token })).body,
    ).toMatchObject({ status: 'waiting' });
  });
});
