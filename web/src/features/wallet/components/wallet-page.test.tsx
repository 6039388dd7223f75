import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { createGate, money } from '../../../test/fixtures';
import { liveSocket } from '../../../test/live-socket';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import {
  countBalanceReads,
  payloadAnswer,
  transactionsAnswer,
  userError,
} from '../../entries/test/answers';
import { BalanceProbe } from '../../entries/test/balance-probe';
import { WalletPage } from './wallet-page';

const ROUTE = { route: '/wallet' };

const renderPage = () =>
  renderWithProviders(
    <>
      <WalletPage />
      <BalanceProbe />
    </>,
    { ...ROUTE, token: 'token-1' },
  );
const addMoney = () => screen.getByRole('button', { name: 'Add Money' });

async function fillDeposit(user: ReturnType<typeof renderPage>['user']) {
  // The form shows once the payee is read (payments are open in every test: msw-server.ts).
  await user.type(await screen.findByLabelText('Amount'), '250.5');
  await user.type(screen.getByLabelText('Enter UTR ID'), 'UTR12345');
  await user.type(screen.getByLabelText('Bank Username'), 'Rahul Sharma');
}

const transaction = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'WalletTransaction',
  id,
  type: 'DEPOSIT',
  direction: 'CREDIT',
  amount: money(25_000),
  status: 'APPROVED',
  createdAt: '2026-11-05T13:05:00.000Z',
  note: null,
  payoutReference: null,
  grossAmount: null,
  taxWithheld: null,
  ...extra,
});

describe('WalletPage', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithProviders(<WalletPage />, ROUTE);
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('opens on the Deposit tab with the QR and the Add Money form', async () => {
    server.use(countBalanceReads().handler);
    renderPage();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Money' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Payment QR code for ccl.demo@okaxis' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Scan the QR to make payment')).toBeInTheDocument();
    expect(screen.getByText('Fill the transaction details to Deposit')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('max', '500');
  });

  it('shows each deposit rule of §5 on its field', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Money' }));
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter a transaction ID')).toBeInTheDocument();
    expect(screen.getByText('Please enter your bank username')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '0');
    await user.type(screen.getByLabelText('Enter UTR ID'), 'UTR-1');
    await user.tab();
    expect(await screen.findByText('Amount must be greater than zero')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID must be alphanumeric')).toBeInTheDocument();
  });

  it('sends the deposit, shows the server message, resets and asks the balance again', async () => {
    const balance = countBalanceReads();
    const asked: unknown[] = [];
    const answered = createGate();
    server.use(
      balance.handler,
      graphql.mutation('RequestDeposit', async ({ variables }) => {
        asked.push(variables.input);
        await answered.wait;
        return payloadAnswer('requestDeposit', 'WalletPayload', {
          message: 'Deposit request received',
        });
      }),
    );
    const { user } = renderPage();
    await waitFor(() => expect(balance.reads.count).toBe(1));
    await fillDeposit(user);
    await user.click(addMoney());
    await waitFor(() => expect(addMoney()).toHaveAttribute('aria-busy', 'true'));
    expect(addMoney()).toBeDisabled();
    answered.open();

    expect(await screen.findByText('Deposit request received')).toBeInTheDocument();
    expect(asked).toEqual([
      { amount: '250.5', transactionId: 'UTR12345', bankUsername: 'Rahul Sharma' },
    ]);
    expect(screen.getByLabelText('Amount')).toHaveValue(null);
    expect(screen.getByLabelText('Enter UTR ID')).toHaveValue('');
    await waitFor(() => expect(balance.reads.count).toBe(2));
  });

  it("says 'Already submitted.' for a UTR sent before (208)", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('RequestDeposit', () =>
        payloadAnswer('requestDeposit', 'WalletPayload', {
          errors: [userError('Already submitted.', 'ALREADY_SUBMITTED', 'transactionId')],
        }),
      ),
    );
    const { user } = renderPage();
    await fillDeposit(user);
    await user.click(addMoney());
    expect(await screen.findByText('Already submitted.')).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      userError('UTR does not match any payment'),
      'UTR does not match any payment',
    ],
    ['the fallback', null, 'Deposit failed'],
  ])('shows %s when a deposit is refused', async (_name, error, text) => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('RequestDeposit', () =>
        // A refusal without any error of its own still fails (nothing in `wallet`).
        payloadAnswer('requestDeposit', 'WalletPayload', {
          errors: [error ?? userError('', 'CONFLICT')],
        }),
      ),
    );
    const { user } = renderPage();
    await fillDeposit(user);
    await user.click(addMoney());
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });

  it.each([
    ['the server message', () => graphQLError('Wallet service is down'), 'Wallet service is down'],
    ['the fallback', () => HttpResponse.error(), 'An error occurred'],
  ])('shows %s when a deposit throws', async (_name, answer, text) => {
    server.use(countBalanceReads().handler, graphql.mutation('RequestDeposit', answer));
    const { user } = renderPage();
    await fillDeposit(user);
    await user.click(addMoney());
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });

  it('shows the withdraw form in the Withdraw tab', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByLabelText('UPI ID')).toBeInTheDocument();
  });

  it('lists the transactions as cards, newest first as answered', async () => {
    const answered = createGate();
    server.use(
      countBalanceReads().handler,
      graphql.query('WalletTransactions', async () => {
        await answered.wait;
        return transactionsAnswer([
          transaction('3', {}),
          transaction('2', {
            type: 'WITHDRAWAL',
            direction: 'DEBIT',
            amount: money(10_050),
            status: 'PENDING',
            createdAt: null,
          }),
          transaction('1', { type: 'ENTRY_FEE', direction: 'DEBIT', status: 'REJECTED' }),
        ]);
      }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Loading transactions...',
    );
    answered.open();

    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    const expected = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: '2-digit',
      year: 'numeric',
    }).format(new Date('2026-11-05T13:05:00.000Z'));
    expect(cards[0]).toHaveTextContent('Deposit');
    expect(cards[0]).toHaveTextContent(expected);
    expect(cards[0]).toHaveTextContent(/\d{1,2}:\d{2} (AM|PM)/);
    expect(cards[0]).toHaveTextContent('+₹250');
    expect(within(cards[0]!).getByText('APPROVED')).toHaveClass('status-badge--approved');
    expect(cards[1]).toHaveTextContent('Withdrawal');
    expect(cards[1]).toHaveTextContent('N/A');
    expect(cards[1]).toHaveTextContent('-₹100.50');
    expect(within(cards[1]!).getByText('PENDING')).toHaveClass('status-badge--pending');
    expect(cards[2]).toHaveTextContent('Entry Fee');
    expect(within(cards[2]!).getByText('REJECTED')).toHaveClass('status-badge--rejected');
  });

  it("shows the organiser's reason under a rejected transaction only", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.query('WalletTransactions', () =>
        transactionsAnswer([
          transaction('5', {
            type: 'WINNINGS',
            note: 'Prize for rank 1, Team Alpha',
          }),
          transaction('4', {
            type: 'WITHDRAWAL',
            direction: 'DEBIT',
            status: 'REJECTED',
            note: 'UPI id does not exist',
          }),
          transaction('3', { status: 'REJECTED', note: null }),
        ]),
      ),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));

    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).not.toHaveTextContent('Reason');
    expect(cards[0]).not.toHaveTextContent('Prize for rank 1');
    expect(cards[1]).toHaveTextContent('Withdrawal');
    expect(within(cards[1]!).getByText('Reason: UPI id does not exist')).toBeVisible();
    expect(within(cards[1]!).getByText('REJECTED')).toHaveClass('status-badge--rejected');
    expect(cards[2]).toHaveTextContent('Deposit');
    expect(cards[2]).not.toHaveTextContent('Reason');
  });

  it('shows a pushed change of a transaction and a new one without asking again', async () => {
    let reads = 0;
    server.use(
      countBalanceReads().handler,
      graphql.query('WalletTransactions', () => {
        reads += 1;
        return transactionsAnswer([transaction('3', { status: 'PENDING' })]);
      }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getByText('PENDING')).toBeInTheDocument();
    await liveSocket.subscribed('WalletChanged');

    const pushed = (line: Record<string, unknown>) =>
      liveSocket.push('WalletChanged', {
        walletChanged: { __typename: 'WalletChange', balance: money(25_000), transaction: line },
      });
    pushed(transaction('3', { status: 'APPROVED' }));
    expect(await within(list).findByText('APPROVED')).toBeInTheDocument();
    expect(screen.getByText('Balance: ₹250')).toBeInTheDocument();

    pushed(transaction('4', { type: 'ENTRY_FEE', direction: 'DEBIT', amount: money(5_000) }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Entry Fee');
    expect(reads).toBe(1);
  });

  it("says 'No transactions found' for an empty wallet", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.query('WalletTransactions', () => transactionsAnswer([])),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it.each([
    ['the server message', () => graphQLError('Wallet service is down'), 'Wallet service is down'],
    ['the fallback', () => HttpResponse.error(), 'Failed to fetch transactions'],
  ])('shows %s in red when the transactions fail', async (_name, answer, text) => {
    server.use(countBalanceReads().handler, graphql.query('WalletTransactions', answer));
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('status-message--error');
  });
});
