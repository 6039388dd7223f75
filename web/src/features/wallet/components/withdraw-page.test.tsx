import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { createGate } from '../../../test/fixtures';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { countBalanceReads, payloadAnswer, userError } from '../../entries/test/answers';
import { BalanceProbe } from '../../entries/test/balance-probe';
import { WithdrawPage } from './withdraw-page';

const ROUTE = { route: '/withdraw' };

const renderPage = () =>
  renderWithProviders(
    <>
      <WithdrawPage />
      <BalanceProbe />
    </>,
    { ...ROUTE, token: 'token-1' },
  );
const button = () => screen.getByRole('button', { name: 'Withdraw' });

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Amount'), '120');
  await user.type(screen.getByLabelText('Beneficiary Name'), 'Rahul Sharma');
  await user.type(screen.getByLabelText('UPI ID'), 'rahul@upi');
  await user.type(screen.getByLabelText('PhonePe Number'), '9876543210');
}

describe('WithdrawPage', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithProviders(<WithdrawPage />, ROUTE);
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('shows each rule of §5 on its field', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw Money' })).toBeInTheDocument();
    await user.click(button());
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter beneficiary name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a UPI ID')).toBeInTheDocument();
    expect(screen.getByText('Please enter a PhonePe number')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '0');
    await user.type(screen.getByLabelText('UPI ID'), 'rahul');
    await user.type(screen.getByLabelText('PhonePe Number'), '98765');
    await user.tab();
    expect(await screen.findByText('Amount must be greater than zero')).toBeInTheDocument();
    expect(screen.getByText('Invalid UPI ID format')).toBeInTheDocument();
    expect(screen.getByText('PhonePe number must be exactly 10 digits')).toBeInTheDocument();
  });

  it('sends the request, says so, resets the form and asks the balance again', async () => {
    const balance = countBalanceReads();
    const asked: unknown[] = [];
    const answered = createGate();
    server.use(
      balance.handler,
      graphql.mutation('RequestWithdrawal', async ({ variables }) => {
        asked.push(variables.input);
        await answered.wait;
        return payloadAnswer('requestWithdrawal', 'WalletPayload', { message: 'OK' });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(balance.reads.count).toBe(1));
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    expect(button()).toBeDisabled();
    answered.open();

    expect(
      await screen.findByText('Withdrawal request submitted successfully.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([
      {
        amount: '120',
        beneficiaryName: 'Rahul Sharma',
        upiId: 'rahul@upi',
        phonePeNumber: '9876543210',
      },
    ]);
    expect(screen.getByLabelText('UPI ID')).toHaveValue('');
    await waitFor(() => expect(balance.reads.count).toBe(2));
  });

  it.each([
    ['the server message', 'Insufficient wallet balance', 'Insufficient wallet balance'],
    ['the fallback', '', 'Withdrawal failed'],
  ])('shows %s when the request is refused', async (_name, message, text) => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('RequestWithdrawal', () =>
        payloadAnswer('requestWithdrawal', 'WalletPayload', { errors: [userError(message)] }),
      ),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByLabelText('UPI ID')).toHaveValue('rahul@upi');
  });

  it.each([
    ['the server message', () => graphQLError('Withdrawals are paused'), 'Withdrawals are paused'],
    ['the fallback', () => HttpResponse.error(), 'Something went wrong.'],
  ])('shows %s when the request throws', async (_name, answer, text) => {
    server.use(countBalanceReads().handler, graphql.mutation('RequestWithdrawal', answer));
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });
});
