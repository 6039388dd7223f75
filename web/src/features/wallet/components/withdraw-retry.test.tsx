import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { countBalanceReads, payloadAnswer } from '../../entries/test/answers';
import { BalanceProbe } from '../../entries/test/balance-probe';
import { WithdrawPage } from './withdraw-page';

/**
 * A withdrawal whose first answer is lost on the way (decision 023): the app asks again with
 * the same Idempotency-Key by itself, and the player sees it done once.
 */
describe('a withdrawal whose answer is lost', () => {
  it('is sent again with the same key, and the player sees success once', async () => {
    const keys: (string | null)[] = [];
    server.use(
      countBalanceReads().handler,
      graphql.mutation('RequestWithdrawal', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) return HttpResponse.error();
        return payloadAnswer('requestWithdrawal', 'WalletPayload', { message: 'OK' });
      }),
    );
    // The balance a withdrawal refreshes is on screen, as the header shows it in the app.
    const { user } = renderWithProviders(
      <>
        <WithdrawPage />
        <BalanceProbe />
      </>,
      { route: '/withdraw', token: 't-1' },
    );
    await user.type(screen.getByLabelText('Amount'), '120');
    await user.type(screen.getByLabelText('Beneficiary Name'), 'Rahul Sharma');
    await user.type(screen.getByLabelText('UPI ID'), 'rahul@upi');
    await user.type(screen.getByLabelText('PhonePe Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(
      await screen.findByText('Withdrawal request submitted successfully.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getAllByText('Withdrawal request submitted successfully.')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('UPI ID')).toHaveValue(''));

    // The next submission is a new one, with a key of its own.
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.type(screen.getByLabelText('Beneficiary Name'), 'Rahul Sharma');
    await user.type(screen.getByLabelText('UPI ID'), 'rahul@upi');
    await user.type(screen.getByLabelText('PhonePe Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
