import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, fundWallet, ledgerMismatches } from '../../../backend/test/support/fixtures';
import { balanceOf } from '../../../backend/test/support/wallet-reads';
import { PAYLOAD_FIELDS } from '../account/upstream-calls';
import { type TestStack, startStack } from '../support/gateway-server';

const WITHDRAW = `mutation ($input: WithdrawInput!) { requestWithdrawal(input: $input) { ${PAYLOAD_FIELDS} } }`;
const withdrawal = (amount: string) => ({
  amount,
  beneficiaryName: 'Arjun Kumar',
  upiId: 'arjun.k@okaxis',
  phonePeNumber: '9876543210',
});

/** The gateway in front of the real backend: a repeated request with its key applies once. */
describe('Idempotency-Key through the gateway to the backend', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(stack.backend)).toEqual([]);
  });
  afterAll(() => stack.close());

  it('takes a withdrawal sent twice with one key once, and answers both alike', async () => {
    const player = await createUser(stack.backend);
    await fundWallet(stack.backend, player.id, 100);
    const send = (amount: string) =>
      stack.gateway.graphql(
        WITHDRAW,
        { input: withdrawal(amount) },
        { token: player.token, headers: { 'idempotency-key': 'withdraw-once-1' } },
      );
    const first = await send('30');
    const again = await send('30');
    expect(first.body.data.requestWithdrawal).toEqual({
      errors: [],
      message: 'Withdrawal request submitted successfully.',
    });
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(stack.backend, player.id)).toBe(70);

    const other = await send('40');
    expect(other.body.data).toBeNull();
    expect(other.body.errors).toMatchObject([
      {
        message: 'This Idempotency-Key was already used with different parameters.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    expect(await balanceOf(stack.backend, player.id)).toBe(70);
  });
});
