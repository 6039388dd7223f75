import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createUser,
  fundWallet,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { balanceOf, requestDeposit } from './admin-helpers';

const TRANSACTIONS = `query Transactions($status: TransactionStatus) {
  admin {
    transactions(status: $status) {
      id type direction amount { paise rupees formatted } status createdAt
      userId username utr bankUsername beneficiaryName upiId phonePeNumber note decidedAt
    }
  }
}`;

const DECIDE = (
  name: 'approveTransaction' | 'rejectTransaction',
) => `mutation($id: ID!, $note: String) {
  ${name}(id: $id, note: $note) {
    errors { field code message }
    transaction { id type direction status note decidedAt amount { rupees } }
  }
}`;

const USERS = `query Users($search: String) {
  admin { users(search: $search) { id username email mobile role banned createdAt } }
}`;

describe('organiser wallet decisions and accounts through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  it('lists pending transactions by default, with everything needed to decide them', async () => {
    const player = await createUser(stack.backend);
    const utr = await requestDeposit(stack.backend, player, 250.5);
    const result = await asAdmin(TRANSACTIONS);
    expect(result.body.errors).toBeUndefined();
    const mine = result.body.data.admin.transactions.find(
      (transaction: { utr: string }) => transaction.utr === utr,
    );
    expect(mine).toEqual({
      id: expect.any(String),
      type: 'DEPOSIT',
      direction: 'CREDIT',
      amount: { paise: 25050, rupees: '250.50', formatted: '₹250.50' },
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
    });
    const statuses = result.body.data.admin.transactions.map((t: { status: string }) => t.status);
    expect(new Set(statuses)).toEqual(new Set(['PENDING']));
  });

  it('approves a deposit once: the balance grows, a second decision is a CONFLICT', async () => {
    const player = await createUser(stack.backend);
    const utr = await requestDeposit(stack.backend, player, 300);
    const pending = await asAdmin(TRANSACTIONS);
    const { id } = pending.body.data.admin.transactions.find((t: { utr: string }) => t.utr === utr);

    const approved = await asAdmin(DECIDE('approveTransaction'), { id, note: 'UTR checked' });
    expect(approved.body.data.approveTransaction).toEqual({
      errors: [],
      transaction: {
        id,
        type: 'DEPOSIT',
        direction: 'CREDIT',
        status: 'APPROVED',
        note: 'UTR checked',
        decidedAt: expect.any(String),
        amount: { rupees: '300.00' },
      },
    });
    expect(await balanceOf(stack.backend, player)).toBe(300);

    const again = await asAdmin(DECIDE('rejectTransaction'), { id });
    expect(again.body.data.rejectTransaction).toEqual({
      errors: [
        { field: null, code: 'CONFLICT', message: 'This transaction has already been decided' },
      ],
      transaction: null,
    });
    const approvedList = await asAdmin(TRANSACTIONS, { status: 'APPROVED' });
    expect(approvedList.body.data.admin.transactions.map((t: { id: string }) => t.id)).toContain(
      id,
    );
  });

  it('rejects a withdrawal, giving the money back to the wallet', async () => {
    const player = await createUser(stack.backend);
    await fundWallet(stack.backend, player.id, 500);
    const asked = await stack.backend.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: {
        amount: 200,
        beneficiaryName: 'Asha',
        upiId: 'asha@upi',
        phonePeNumber: '9876543210',
      },
    });
    expect(asked.status).toBe(200);
    expect(await balanceOf(stack.backend, player)).toBe(300);

    const pending = await asAdmin(TRANSACTIONS);
    const withdrawal = pending.body.data.admin.transactions.find(
      (t: { userId: string; type: string }) =>
        t.userId === String(player.id) && t.type === 'WITHDRAWAL',
    );
    expect(withdrawal).toMatchObject({
      direction: 'DEBIT',
      beneficiaryName: 'Asha',
      upiId: 'asha@upi',
      phonePeNumber: '9876543210',
    });
    const rejected = await asAdmin(DECIDE('rejectTransaction'), {
      id: withdrawal.id,
      note: 'Wrong UPI id',
    });
    expect(rejected.body.data.rejectTransaction.transaction).toMatchObject({
      status: 'REJECTED',
      note: 'Wrong UPI id',
    });
    expect(await balanceOf(stack.backend, player)).toBe(500);

    const missing = await asAdmin(DECIDE('approveTransaction'), { id: '999999' });
    expect(missing.body.data.approveTransaction.errors).toEqual([
      { field: null, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
  });

  it('searches accounts and bans and unbans a player', async () => {
    const player = await createUser(stack.backend, { username: `banme${Date.now()}` });
    const found = await asAdmin(USERS, { search: player.username });
    expect(found.body.data.admin.users).toEqual([
      {
        id: String(player.id),
        username: player.username,
        email: player.email,
        mobile: player.mobile,
        role: 'PLAYER',
        banned: false,
        createdAt: expect.any(String),
      },
    ]);

    const banned = await asAdmin(
      `mutation($id: ID!) { banUser(id: $id, reason: "Hacked app") { errors { message } message } }`,
      { id: String(player.id) },
    );
    expect(banned.body.data.banUser).toEqual({
      errors: [],
      message: `${player.username} has been banned.`,
    });
    const afterBan = await asAdmin(USERS, { search: player.username });
    expect(afterBan.body.data.admin.users[0].banned).toBe(true);

    const unbanned = await asAdmin(
      `mutation($id: ID!) { unbanUser(id: $id) { errors { message } message } }`,
      { id: String(player.id) },
    );
    expect(unbanned.body.data.unbanUser).toEqual({
      errors: [],
      message: `${player.username} is no longer banned.`,
    });

    const self = await asAdmin(
      `mutation($id: ID!) { banUser(id: $id) { errors { code message } message } }`,
      { id: String(admin.id) },
    );
    expect(self.body.data.banUser.errors).toEqual([
      { code: 'INVALID', message: expect.any(String) },
    ]);
    const all = await asAdmin(USERS);
    expect(
      all.body.data.admin.users.find((u: { id: string }) => u.id === String(admin.id)).role,
    ).toBe('ADMIN');
  });
});
