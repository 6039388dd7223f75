import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../../../backend/test/support/fixtures';
import { approveProposal, proposePrizes } from '../../../backend/test/wallet/wallet-helpers';
import { RATE_LIMITED_MESSAGE } from '../../src/rate-limits';
import { PAYLOAD_FIELDS, withoutUpstreamCall } from '../account/upstream-calls';
import { type TestStack, startStack } from '../support/gateway-server';

const WALLET_FIELDS = `balance { paise rupees formatted } transactions { id type direction amount { paise rupees } status createdAt utr note }`;
const WALLET = `{ viewer { wallet { ${WALLET_FIELDS} } } }`;
const DEPOSIT = `mutation ($input: DepositInput!) { requestDeposit(input: $input) { ${PAYLOAD_FIELDS} wallet { ${WALLET_FIELDS} } } }`;
const WITHDRAW = `mutation ($input: WithdrawInput!) { requestWithdrawal(input: $input) { ${PAYLOAD_FIELDS} wallet { balance { paise rupees formatted } } } }`;
const BOOK = `mutation ($input: BookSlotInput!) { bookSlot(input: $input) { ${PAYLOAD_FIELDS} } }`;

const uniqueUtr = () => `UTR${Date.now()}${randomInt(1_000_000)}`;
const withdrawal = (amount: string) => ({
  amount,
  beneficiaryName: 'Arjun Kumar',
  upiId: 'arjun.k@okaxis',
  phonePeNumber: '9876543210',
});

describe('the wallet through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let approver: TestUser;
  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    approver = await createAdmin(stack.backend);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(stack.backend)).toEqual([]);
  });
  afterAll(() => stack.close());

  const walletOf = async (player: TestUser) =>
    (await stack.gateway.graphql(WALLET, {}, { token: player.token })).body.data.viewer.wallet;

  // A rejection carries the reason the player reads in their transactions.
  const REJECTION_REASON = 'UTR not found in the bank statement';
  const decide = (transactionId: string, decision: 'approve' | 'reject') =>
    stack.backend.call('POST', `/api/admin/wallet/transactions/${transactionId}/${decision}`, {
      token: admin.token,
      body: decision === 'reject' ? { note: REJECTION_REASON } : {},
    });

  it('takes a deposit request, refuses the same UTR again and credits the first once approved', async () => {
    const player = await createUser(stack.backend);
    const utr = uniqueUtr();
    const input = { amount: '250.50', transactionId: utr, bankUsername: 'Arjun K' };

    const first = await stack.gateway.graphql(DEPOSIT, { input }, { token: player.token });
    expect(first.body.data.requestDeposit).toMatchObject({
      errors: [],
      message: 'Deposit request received. It will be credited after verification.',
      wallet: {
        balance: { paise: 0, rupees: '0.00', formatted: '₹0' },
        transactions: [
          {
            type: 'DEPOSIT',
            direction: 'CREDIT',
            amount: { paise: 25_050, rupees: '250.50' },
            status: 'PENDING',
            utr,
          },
        ],
      },
    });

    const again = await stack.gateway.graphql(DEPOSIT, { input }, { token: player.token });
    expect(again.body.data.requestDeposit).toEqual({
      errors: [
        { field: 'transactionId', code: 'ALREADY_SUBMITTED', message: 'Already submitted.' },
      ],
      message: 'Already submitted.',
      wallet: null,
    });

    const [pending] = first.body.data.requestDeposit.wallet.transactions;
    expect((await decide(pending.id, 'approve')).status).toBe(200);
    const approved = await walletOf(player);
    expect(approved.balance).toEqual({ paise: 25_050, rupees: '250.50', formatted: '₹250.50' });
    expect(approved.transactions).toHaveLength(1);

    const afterApproval = await stack.gateway.graphql(
      DEPOSIT,
      { input: { ...input, amount: '100' } },
      { token: player.token },
    );
    expect(afterApproval.body.data.requestDeposit.errors[0].code).toBe('ALREADY_SUBMITTED');
    expect((await walletOf(player)).balance.paise).toBe(25_050);
  });

  it.each([
    [{ amount: '' }, 'amount', 'Please enter an amount'],
    [{ amount: 'ten' }, 'amount', 'Please enter an amount'],
    [{ amount: '0' }, 'amount', 'Amount must be greater than zero'],
    [{ amount: '-5' }, 'amount', 'Amount must be greater than zero'],
    [{ amount: '500.01' }, 'amount', 'Amount cannot exceed ₹500'],
    [{ amount: '10.555' }, 'amount', 'Amount can have at most 2 decimal places'],
    [{ transactionId: '' }, 'transactionId', 'Please enter a transaction ID'],
    [{ transactionId: 'UTR-123' }, 'transactionId', 'Transaction ID must be alphanumeric'],
    [{ bankUsername: ' ' }, 'bankUsername', 'Please enter your bank username'],
  ])(
    'refuses the deposit %o with the §5 message, without calling the platform',
    async (change, field, message) => {
      const player = await createUser(stack.backend);
      const input = { amount: '100', transactionId: uniqueUtr(), bankUsername: 'Arjun', ...change };
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(DEPOSIT, { input }, { token: player.token }),
      );
      expect(result.body.data.requestDeposit).toEqual({
        errors: [{ field, code: 'INVALID', message }],
        message,
        wallet: null,
      });
    },
  );

  it('takes a withdrawal from the balance at once', async () => {
    const player = await createUser(stack.backend);
    await fundWallet(stack.backend, player.id, 500);
    const result = await stack.gateway.graphql(
      WITHDRAW,
      { input: withdrawal('120.25') },
      { token: player.token },
    );
    expect(result.body.data.requestWithdrawal).toEqual({
      errors: [],
      message: 'Withdrawal request submitted successfully.',
      wallet: { balance: { paise: 37_975, rupees: '379.75', formatted: '₹379.75' } },
    });
  });

  it("refuses a withdrawal beyond the balance with the platform's message on the amount", async () => {
    const player = await createUser(stack.backend);
    await fundWallet(stack.backend, player.id, 100);
    const result = await stack.gateway.graphql(
      WITHDRAW,
      { input: withdrawal('100.01') },
      { token: player.token },
    );
    expect(result.body.data.requestWithdrawal).toEqual({
      errors: [{ field: 'amount', code: 'INVALID', message: 'Insufficient wallet balance' }],
      message: 'Insufficient wallet balance',
      wallet: null,
    });
    expect((await walletOf(player)).balance.paise).toBe(10_000);
  });

  it.each([
    [{ amount: '' }, 'amount', 'Please enter an amount'],
    [{ amount: '0.5' }, 'amount', 'Amount must be greater than zero'],
    [{ beneficiaryName: '' }, 'beneficiaryName', 'Please enter beneficiary name'],
    [{ upiId: '' }, 'upiId', 'Please enter a UPI ID'],
    [{ upiId: 'arjun at okaxis' }, 'upiId', 'Invalid UPI ID format'],
    [{ phonePeNumber: '' }, 'phonePeNumber', 'Please enter a PhonePe number'],
    [{ phonePeNumber: '98765' }, 'phonePeNumber', 'PhonePe number must be exactly 10 digits'],
  ])(
    'refuses the withdrawal %o with the §5 message, without calling the platform',
    async (change, field, message) => {
      const player = await createUser(stack.backend);
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(
          WITHDRAW,
          { input: { ...withdrawal('10'), ...change } },
          { token: player.token },
        ),
      );
      expect(result.body.data.requestWithdrawal.errors).toEqual([
        { field, code: 'INVALID', message },
      ]);
    },
  );

  it('lists every movement newest first, with its type, direction and status', async () => {
    const player = await createUser(stack.backend);
    await fundWallet(stack.backend, player.id, 500);
    const paid = await createTournament(stack.backend, { entry_fee_paise: 5_000 });
    const cancelled = await createTournament(stack.backend, { entry_fee_paise: 2_000 });
    for (const [tournamentId, teamName] of [
      [paid, 'Paid Squad'],
      [cancelled, 'Refunded Squad'],
    ] as const) {
      const booked = await stack.gateway.graphql(
        BOOK,
        {
          input: {
            tournamentId: String(tournamentId),
            teamName,
            inGameName: 'Leader',
            player2: 'Two',
            player3: 'Three',
            player4: 'Four',
            whatsappNumber: '9876543210',
          },
        },
        { token: player.token },
      );
      expect(booked.body.data.bookSlot.errors).toEqual([]);
    }
    const cancel = await stack.backend.call('PATCH', `/api/admin/tournaments/${cancelled}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    // Prizes are paid once the tournament is completed: one organiser proposes, another approves.
    await stack.backend.call('PATCH', `/api/admin/tournaments/${paid}`, {
      token: admin.token,
      body: { status: 'completed' },
    });
    const proposed = await proposePrizes(stack.backend, admin, paid, [
      { userId: player.id, amount: 300 },
    ]);
    expect(proposed.status).toBe(202);
    // 500 - 50 - 20 + 20: the proposed prize is not in the wallet until it is approved.
    expect((await walletOf(player)).balance.paise).toBe(45_000);
    const payout = await approveProposal(stack.backend, approver, proposed.body.proposal.id);
    expect(payout.status).toBe(200);
    await stack.gateway.graphql(WITHDRAW, { input: withdrawal('75') }, { token: player.token });
    const utr = uniqueUtr();
    const deposit = await stack.gateway.graphql(
      DEPOSIT,
      { input: { amount: '40', transactionId: utr, bankUsername: 'Arjun' } },
      { token: player.token },
    );
    await decide(deposit.body.data.requestDeposit.wallet.transactions[0].id, 'reject');

    const wallet = await walletOf(player);
    const lines = wallet.transactions.map(
      (t: { type: string; direction: string; amount: { rupees: string }; status: string }) => [
        t.type,
        t.direction,
        t.amount.rupees,
        t.status,
      ],
    );
    expect(lines).toEqual([
      ['DEPOSIT', 'CREDIT', '40.00', 'REJECTED'],
      ['WITHDRAWAL', 'DEBIT', '75.00', 'PENDING'],
      ['WINNINGS', 'CREDIT', '300.00', 'APPROVED'],
      ['REFUND', 'CREDIT', '20.00', 'APPROVED'],
      ['ENTRY_FEE', 'DEBIT', '20.00', 'APPROVED'],
      ['ENTRY_FEE', 'DEBIT', '50.00', 'APPROVED'],
      ['DEPOSIT', 'CREDIT', '500.00', 'APPROVED'],
    ]);
    expect(wallet.transactions[0].utr).toBe(utr);
    expect(wallet.transactions[0].note).toBe(REJECTION_REASON);
    for (const transaction of wallet.transactions) {
      expect(Date.parse(transaction.createdAt)).not.toBeNaN();
    }
    // 500 - 50 - 20 + 20 + 300 - 75: the rejected deposit credits nothing.
    expect(wallet.balance).toEqual({ paise: 67_500, rupees: '675.00', formatted: '₹675' });
  });

  it('stops wallet requests after 20 an hour for one player, without calling the platform', async () => {
    const player = await createUser(stack.backend);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const result = await stack.gateway.graphql(
        WITHDRAW,
        { input: withdrawal('10') },
        { token: player.token },
      );
      expect(result.body.data.requestWithdrawal.errors[0].message).toBe(
        'Insufficient wallet balance',
      );
    }
    const limited = await withoutUpstreamCall(stack, () =>
      stack.gateway.graphql(
        DEPOSIT,
        { input: { amount: '10', transactionId: uniqueUtr(), bankUsername: 'Arjun' } },
        { token: player.token },
      ),
    );
    expect(limited.body.data.requestDeposit).toEqual({
      errors: [{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }],
      message: RATE_LIMITED_MESSAGE,
      wallet: null,
    });

    const other = await createUser(stack.backend);
    const allowed = await stack.gateway.graphql(
      DEPOSIT,
      { input: { amount: '10', transactionId: uniqueUtr(), bankUsername: 'Arjun' } },
      { token: other.token },
    );
    expect(allowed.body.data.requestDeposit.errors).toEqual([]);
  });

  it('refuses money movements without a token with UNAUTHENTICATED, without calling the platform', async () => {
    for (const [query, input] of [
      [DEPOSIT, { amount: '10', transactionId: uniqueUtr(), bankUsername: 'Arjun' }],
      [WITHDRAW, withdrawal('10')],
    ] as const) {
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(query, { input }),
      );
      expect(result.body.data).toBeNull();
      expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
