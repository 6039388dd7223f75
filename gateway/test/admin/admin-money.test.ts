import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../../../backend/test/support/fixtures';
import { enterTeam } from '../../../backend/test/support/entries';
import { type TestStack, startStack } from '../support/gateway-server';
import {
  AUDIT_FIELDS,
  auditThroughGateway,
  balanceOf,
  bookSlot,
  changesOf,
  requestDeposit,
} from './admin-helpers';
import { PAY, WAITS, approveThroughGateway } from './prize-proposal-helpers';

/**
 * The money desk through the gateway against the real backend: pending deposits and
 * withdrawals, decisions with their reasons and references, the record each decision writes,
 * and the second decision that finds the first already made.
 */

const TRANSACTION_FIELDS = `
  id type direction amount { paise rupees formatted } status createdAt
  userId username utr bankUsername beneficiaryName upiId phonePeNumber note decidedAt
  decidedBy { id username } reference tournamentId upiPayUrl
`;

const TRANSACTIONS = `query Transactions($status: TransactionStatus, $type: TransactionType, $utr: String, $playerId: ID) {
  admin { transactions(status: $status, type: $type, utr: $utr, playerId: $playerId) { ${TRANSACTION_FIELDS} } }
}`;

const TRANSACTION = `query Transaction($id: ID!) {
  admin { transaction(id: $id) { ${TRANSACTION_FIELDS} history { ${AUDIT_FIELDS} } } }
}`;

const APPROVE = `mutation($id: ID!, $note: String, $reference: String) {
  approveTransaction(id: $id, note: $note, reference: $reference) {
    errors { field code message }
    message
    transaction { id status note reference decidedAt decidedBy { id username } }
  }
}`;

const REJECT = `mutation($id: ID!, $note: String) {
  rejectTransaction(id: $id, note: $note) {
    errors { field code message }
    message
    transaction { id status note decidedBy { username } }
  }
}`;

/** "24 Nov 2026, 18:05 UTC", as the backend names a moment in its messages. */
const MOMENT = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/;

describe('the money desk through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let secondAdmin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    secondAdmin = await createAdmin(stack.backend);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(stack.backend)).toEqual([]);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown> = {}, organiser = admin) =>
    stack.gateway.graphql(query, variables, { token: organiser.token });

  async function pendingDepositOf(player: TestUser, amount: number) {
    const utr = await requestDeposit(stack.backend, player, amount);
    const listed = await asAdmin(TRANSACTIONS, { utr });
    expect(listed.body.data.admin.transactions).toHaveLength(1);
    return { utr, transaction: listed.body.data.admin.transactions[0] };
  }

  async function pendingWithdrawalOf(player: TestUser, amount: number) {
    await fundWallet(stack.backend, player.id, 1000);
    const asked = await stack.backend.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: {
        amount,
        beneficiaryName: 'Asha Rao',
        upiId: 'asha@okaxis',
        phonePeNumber: '9876543210',
      },
    });
    expect(asked.status).toBe(200);
    const listed = await asAdmin(TRANSACTIONS, { type: 'WITHDRAWAL', playerId: String(player.id) });
    expect(listed.body.data.admin.transactions).toHaveLength(1);
    return listed.body.data.admin.transactions[0];
  }

  it('lists a pending deposit with everything needed to decide it, found by part of its UTR', async () => {
    const player = await createUser(stack.backend);
    const { utr, transaction } = await pendingDepositOf(player, 250.5);
    expect(transaction).toEqual({
      id: expect.any(String),
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: { paise: 25_050, rupees: '250.50', formatted: '₹250.50' },
      status: 'PENDING',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      userId: String(player.id),
      username: player.username,
      utr,
      bankUsername: player.username,
      beneficiaryName: null,
      upiId: null,
      phonePeNumber: null,
      note: null,
      decidedAt: null,
      decidedBy: null,
      reference: null,
      tournamentId: null,
      upiPayUrl: null,
    });
    const byPart = await asAdmin(TRANSACTIONS, { utr: utr.slice(3, 14).toLowerCase() });
    expect(byPart.body.data.admin.transactions.map((t: { id: string }) => t.id)).toEqual([
      transaction.id,
    ]);
    const pending = await asAdmin(TRANSACTIONS);
    const statuses = pending.body.data.admin.transactions.map((t: { status: string }) => t.status);
    expect(new Set(statuses)).toEqual(new Set(['PENDING']));
  });

  it('approves a deposit once, records it, and names the organiser to a second one', async () => {
    const player = await createUser(stack.backend);
    const { utr, transaction } = await pendingDepositOf(player, 300);

    const approved = await asAdmin(APPROVE, { id: transaction.id, note: 'UTR checked' });
    expect(approved.body.data.approveTransaction).toEqual({
      errors: [],
      message: null,
      transaction: {
        id: transaction.id,
        status: 'APPROVED',
        note: 'UTR checked',
        reference: null,
        decidedAt: expect.any(String),
        decidedBy: { id: String(admin.id), username: admin.username },
      },
    });
    expect(await balanceOf(stack.backend, player)).toBe(300);

    const [record, ...older] = await auditThroughGateway(stack.gateway, admin, {
      subjectType: 'TRANSACTION',
      subjectId: transaction.id,
    });
    expect(older).toEqual([]);
    expect(record).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      action: 'DEPOSIT_APPROVED',
      subjectType: 'TRANSACTION',
      subjectId: transaction.id,
      tournamentId: null,
      playerId: String(player.id),
      summary: `Approved deposit #${transaction.id} of ₹300 (UTR ${utr}) for ${player.username}`,
      reason: 'UTR checked',
      actor: { id: String(admin.id), username: admin.username },
      changes: [
        { field: 'status', before: 'PENDING', after: 'APPROVED' },
        { field: 'note', before: null, after: 'UTR checked' },
      ],
    });

    // A second organiser, a moment later: nothing changes, and they are told who decided.
    const second = await asAdmin(
      REJECT,
      { id: transaction.id, note: 'Not in the statement' },
      secondAdmin,
    );
    const { errors } = second.body.data.rejectTransaction;
    expect(errors).toEqual([{ field: null, code: 'CONFLICT', message: expect.any(String) }]);
    expect(errors[0].message).toMatch(new RegExp(`^Already approved by ${admin.username} on `));
    expect(errors[0].message).toMatch(MOMENT);
    const twice = await asAdmin(APPROVE, { id: transaction.id });
    expect(twice.body.data.approveTransaction.errors[0]).toMatchObject({ code: 'CONFLICT' });
    expect(await balanceOf(stack.backend, player)).toBe(300);

    const read = await asAdmin(TRANSACTION, { id: transaction.id });
    expect(read.body.data.admin.transaction.history).toEqual([record]);
  });

  it('rejects a deposit with the reason the player then reads in their transactions', async () => {
    const player = await createUser(stack.backend);
    const { transaction } = await pendingDepositOf(player, 40);

    const missingReason = await asAdmin(REJECT, { id: transaction.id });
    expect(missingReason.body.data.rejectTransaction.errors).toEqual([
      { field: 'note', code: 'INVALID', message: 'Enter a reason' },
    ]);

    const rejected = await asAdmin(REJECT, {
      id: transaction.id,
      note: 'UTR not found in the statement',
    });
    expect(rejected.body.data.rejectTransaction.transaction).toEqual({
      id: transaction.id,
      status: 'REJECTED',
      note: 'UTR not found in the statement',
      decidedBy: { username: admin.username },
    });
    const [record] = await auditThroughGateway(stack.gateway, admin, {
      subjectType: 'TRANSACTION',
      subjectId: transaction.id,
    });
    expect(record).toMatchObject({
      action: 'DEPOSIT_REJECTED',
      reason: 'UTR not found in the statement',
      summary: `Rejected deposit #${transaction.id} of ₹40 (UTR ${transaction.utr}) for ${player.username}`,
      actor: { username: admin.username },
    });
    expect(changesOf(record!)).toEqual({
      status: ['PENDING', 'REJECTED'],
      note: [null, 'UTR not found in the statement'],
    });

    const wallet = await stack.gateway.graphql(
      `{ viewer { wallet { transactions { id status note } } } }`,
      {},
      { token: player.token },
    );
    expect(wallet.body.data.viewer.wallet.transactions).toEqual([
      { id: transaction.id, status: 'REJECTED', note: 'UTR not found in the statement' },
    ]);
  });

  it('pays a withdrawal by its upi://pay link and marks it paid with the UPI reference', async () => {
    const player = await createUser(stack.backend);
    const withdrawal = await pendingWithdrawalOf(player, 250.5);
    expect(withdrawal).toMatchObject({
      type: 'WITHDRAWAL',
      direction: 'DEBIT',
      beneficiaryName: 'Asha Rao',
      upiId: 'asha@okaxis',
      phonePeNumber: '9876543210',
      upiPayUrl: `upi://pay?pa=asha@okaxis&pn=Asha%20Rao&am=250.50&cu=INR&tn=CCL%20withdrawal%20${withdrawal.id}`,
    });

    // Only the backend knows a withdrawal needs the reference: its 400 lands on the field.
    const unreferenced = await asAdmin(APPROVE, { id: withdrawal.id });
    expect(unreferenced.body.data.approveTransaction).toEqual({
      errors: [
        { field: 'reference', code: 'INVALID', message: 'Enter the UPI reference of the payment' },
      ],
      message: 'Enter the UPI reference of the payment',
      transaction: null,
    });

    const paid = await asAdmin(APPROVE, { id: withdrawal.id, reference: 'AXIS0012345678' });
    expect(paid.body.data.approveTransaction.transaction).toMatchObject({
      status: 'APPROVED',
      reference: 'AXIS0012345678',
      decidedBy: { username: admin.username },
    });
    expect(await balanceOf(stack.backend, player)).toBe(749.5);

    const read = await asAdmin(TRANSACTION, { id: withdrawal.id });
    const { history, ...transaction } = read.body.data.admin.transaction;
    expect(transaction).toMatchObject({ status: 'APPROVED', upiPayUrl: null });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'WITHDRAWAL_PAID',
        subjectType: 'TRANSACTION',
        playerId: String(player.id),
        summary: `Paid withdrawal #${withdrawal.id} of ₹250.50 to asha@okaxis for ${player.username} (UPI reference AXIS0012345678)`,
        actor: { id: String(admin.id), username: admin.username },
      }),
    ]);
    expect(changesOf(history[0])).toEqual({
      status: ['PENDING', 'APPROVED'],
      reference: [null, 'AXIS0012345678'],
    });

    const again = await asAdmin(APPROVE, { id: withdrawal.id, reference: 'AXIS0012345679' });
    expect(again.body.data.approveTransaction.errors[0].message).toMatch(
      new RegExp(`^Already approved by ${admin.username} on `),
    );
  });

  it('rejects a withdrawal with a reason: the amount goes back to the wallet', async () => {
    const player = await createUser(stack.backend);
    const withdrawal = await pendingWithdrawalOf(player, 200);
    expect(await balanceOf(stack.backend, player)).toBe(800);

    const rejected = await asAdmin(REJECT, { id: withdrawal.id, note: 'UPI id does not exist' });
    expect(rejected.body.data.rejectTransaction.transaction).toMatchObject({
      status: 'REJECTED',
      note: 'UPI id does not exist',
    });
    expect(await balanceOf(stack.backend, player)).toBe(1000);
    const [record] = await auditThroughGateway(stack.gateway, admin, {
      action: 'WITHDRAWAL_REJECTED',
      playerId: String(player.id),
    });
    expect(record).toMatchObject({
      subjectId: withdrawal.id,
      reason: 'UPI id does not exist',
      summary: `Rejected withdrawal #${withdrawal.id} of ₹200 for ${player.username}; the amount went back to their wallet`,
      actor: { username: admin.username },
    });
    expect(changesOf(record!)).toEqual({
      status: ['PENDING', 'REJECTED'],
      note: [null, 'UPI id does not exist'],
    });
  });

  it('answers null for a transaction that does not exist, and NOT_FOUND to a decision on it', async () => {
    const result = await asAdmin(TRANSACTION, { id: '2000000000' });
    expect(result.body).toEqual({ data: { admin: { transaction: null } } });
    const decided = await asAdmin(REJECT, { id: '2000000000', note: 'No such payment' });
    expect(decided.body.data.rejectTransaction.errors).toEqual([
      { field: null, code: 'NOT_FOUND', message: 'Transaction not found' },
    ]);
  });

  it('pays prizes once: one record per payout, and a second payment names who paid', async () => {
    const name = `Prize Night ${Date.now()}`;
    const id = await createTournament(stack.backend, { status: 'completed', tourn_name: name });
    const [first, second] = [await createUser(stack.backend), await createUser(stack.backend)];
    await enterTeam(stack.backend, id, { players: [first, second] });
    const proposed = await asAdmin(PAY, {
      id: String(id),
      payouts: [
        { userId: String(first.id), amount: '500', note: 'First place' },
        { userId: String(second.id), amount: '250.50' },
      ],
    });
    const summary = `Prizes of ${name}: ₹750.50 to 2 players`;
    expect(proposed.body.data.payWinnings).toEqual({
      errors: [],
      message: `${WAITS}: ${summary}.`,
      proposal: {
        id: expect.any(String),
        kind: 'PRIZE_PAYOUT',
        status: 'WAITING',
        summary,
        amount: { formatted: '₹750.50' },
        tournamentId: String(id),
        proposedBy: admin.username,
        coolingUntil: null,
        mine: true,
        decidedBy: null,
        prizes: [
          {
            playerId: String(first.id),
            username: first.username,
            amount: { formatted: '₹500' },
            note: 'First place',
            reason: null,
          },
          {
            playerId: String(second.id),
            username: second.username,
            amount: { formatted: '₹250.50' },
            note: null,
            reason: null,
          },
        ],
      },
    });
    // Proposed, not paid: no money moved and no prize is recorded yet.
    expect(await balanceOf(stack.backend, first)).toBe(0);
    expect(await balanceOf(stack.backend, second)).toBe(0);
    expect(
      await auditThroughGateway(stack.gateway, admin, {
        action: 'PRIZE_PAID',
        tournamentId: String(id),
      }),
    ).toEqual([]);

    const { id: proposalId } = proposed.body.data.payWinnings.proposal;
    expect(await approveThroughGateway(stack.gateway, secondAdmin, proposalId)).toEqual({
      errors: [],
      proposal: { id: proposalId, status: 'APPROVED', decidedBy: secondAdmin.username },
    });
    expect(await balanceOf(stack.backend, first)).toBe(500);
    expect(await balanceOf(stack.backend, second)).toBe(250.5);

    // The organiser who approved paid the prizes: the records name them.
    const records = await auditThroughGateway(stack.gateway, admin, {
      action: 'PRIZE_PAID',
      tournamentId: String(id),
    });
    expect(records).toHaveLength(2);
    const toFirst = records.find((record) => record.playerId === String(first.id));
    expect(toFirst).toMatchObject({
      subjectType: 'TRANSACTION',
      tournamentId: String(id),
      reason: 'First place',
      actor: { username: secondAdmin.username },
    });
    expect(toFirst?.summary).toMatch(new RegExp(`^Paid ₹500 prize for .+ to ${first.username}$`));
    expect(changesOf(toFirst!)).toEqual({ amount: [null, '500'], note: [null, 'First place'] });

    // The prize transaction's own history holds its record.
    const prizes = await asAdmin(TRANSACTIONS, {
      status: 'APPROVED',
      type: 'WINNINGS',
      playerId: String(first.id),
    });
    const [prize] = prizes.body.data.admin.transactions;
    expect(prize).toMatchObject({
      tournamentId: String(id),
      amount: { rupees: '500.00' },
      decidedBy: { id: String(secondAdmin.id), username: secondAdmin.username },
    });
    const read = await asAdmin(TRANSACTION, { id: prize.id });
    expect(read.body.data.admin.transaction.history.map((r: { id: string }) => r.id)).toEqual([
      toFirst?.id,
    ]);

    // A second payment is refused when proposed, naming the organiser who paid.
    const again = await asAdmin(PAY, {
      id: String(id),
      payouts: [{ userId: String(first.id), amount: '10' }],
    });
    const paidBy = `Winnings for this tournament were already paid to ${first.username} by ${secondAdmin.username}`;
    expect(again.body.data.payWinnings).toEqual({
      errors: [{ field: 'payouts[0].userId', code: 'CONFLICT', message: paidBy }],
      message: paidBy,
      proposal: null,
    });

    // Approving the same proposal twice pays nothing more and names who approved it.
    const twice = await approveThroughGateway(stack.gateway, secondAdmin, proposalId);
    expect(twice.proposal).toBeNull();
    expect(twice.errors).toEqual([{ field: null, code: 'CONFLICT', message: expect.any(String) }]);
    expect(twice.errors[0]!.message).toMatch(
      new RegExp(`^Already approved by ${secondAdmin.username} on `),
    );
    expect(twice.errors[0]!.message).toMatch(MOMENT);
    expect(await balanceOf(stack.backend, first)).toBe(500);
  });

  it('shows a booked entry fee with its tournament', async () => {
    const player = await createUser(stack.backend);
    const id = await createTournament(stack.backend, { entry_fee_paise: 5000 });
    await fundWallet(stack.backend, player.id, 100);
    await bookSlot(stack.backend, player, id, 'Fee Squad');
    const fees = await asAdmin(TRANSACTIONS, {
      status: 'APPROVED',
      type: 'ENTRY_FEE',
      playerId: String(player.id),
    });
    expect(fees.body.data.admin.transactions).toEqual([
      expect.objectContaining({
        type: 'ENTRY_FEE',
        direction: 'DEBIT',
        amount: expect.objectContaining({ rupees: '50.00' }),
        tournamentId: String(id),
      }),
    ]);
  });
});
