import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { money } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { transactionsAnswer } from '../../entries/test/answers';
import { TransactionList } from './transaction-list';

/**
 * The Transactions tab's additions (issue 23): a paid withdrawal's UPI reference, a rejected
 * deposit shown as not credited, and the player's statement downloaded as a file.
 */

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

/** The files the page saved: each link it clicked to download one. */
const saved: { name: string; href: string }[] = [];
function watchDownloads() {
  const listener = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    if (link.download) {
      saved.push({ name: link.download, href: link.href });
      event.preventDefault();
    }
  };
  document.addEventListener('click', listener, true);
  return () => document.removeEventListener('click', listener, true);
}
let unwatch = () => {};
afterEach(() => {
  unwatch();
  saved.length = 0;
});

const renderList = () =>
  renderWithProviders(<TransactionList />, { route: '/wallet', token: 'player-token' });

describe('TransactionList', () => {
  it("shows a paid withdrawal's UPI reference and a rejected deposit as not credited", async () => {
    server.use(
      graphql.query('WalletTransactions', () =>
        transactionsAnswer([
          transaction('3', {
            type: 'WITHDRAWAL',
            direction: 'DEBIT',
            amount: money(10_000),
            payoutReference: 'UPI4123456789',
          }),
          transaction('2', { status: 'REJECTED', note: 'UTR not found' }),
          transaction('1', {}),
        ]),
      ),
    );
    renderList();
    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]!).getByText('UPI4123456789')).toBeVisible();
    expect(cards[0]).toHaveTextContent('UPI reference: UPI4123456789');

    expect(cards[1]).toHaveTextContent('Deposit');
    expect(cards[1]).not.toHaveClass('transaction-card--credit');
    expect(cards[1]).toHaveClass('transaction-card--void');
    expect(within(cards[1]!).getByText('+₹250').tagName).toBe('DEL');
    expect(within(cards[1]!).getByText('Not credited')).toBeVisible();
    expect(within(cards[1]!).getByText('REJECTED')).toHaveClass('status-badge--rejected');

    expect(cards[2]).toHaveClass('transaction-card--credit');
    expect(cards[2]).not.toHaveTextContent('Not credited');
    expect(cards[2]).not.toHaveTextContent('UPI reference');
  });

  it('downloads the statement of the days chosen, with the player’s token', async () => {
    server.use(graphql.query('WalletTransactions', () => transactionsAnswer([])));
    const asked: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('*/api/wallet/statement', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('authorization') });
        return new HttpResponse('\uFEFFDate (IST)\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="ccl-statement-2026-11-01-to-2026-11-05.csv"',
          },
        });
      }),
    );
    unwatch = watchDownloads();
    const { user } = renderList();
    await screen.findByText('No transactions found');
    const form = screen.getByRole('form', { name: 'Statement' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-05' } });
    await user.click(within(form).getByRole('button', { name: 'Download statement' }));

    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([
        'ccl-statement-2026-11-01-to-2026-11-05.csv',
      ]),
    );
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).search).toBe('?from=2026-11-01&to=2026-11-05');
    expect(asked[0]!.auth).toBe('Bearer player-token');
  });

  it('refuses a range that runs backwards without asking, and shows a refusal it gets', async () => {
    server.use(graphql.query('WalletTransactions', () => transactionsAnswer([])));
    let asked = 0;
    server.use(
      http.get('*/api/wallet/statement', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Choose at most 366 days' }, { status: 400 });
      }),
    );
    const { user } = renderList();
    const form = await screen.findByRole('form', { name: 'Statement' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(within(form).getByRole('button', { name: 'Download statement' }));
    expect(
      await within(form).findByText('The last day cannot be before the first day'),
    ).toBeVisible();
    expect(asked).toBe(0);

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-10-01' } });
    await user.click(within(form).getByRole('button', { name: 'Download statement' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose at most 366 days');
    expect(asked).toBe(1);
  });

  it('shows winnings with tax withheld as the prize, the tax and what was credited', async () => {
    server.use(
      graphql.query('WalletTransactions', () =>
        transactionsAnswer([
          transaction('77', {
            type: 'WINNINGS',
            amount: money(840_000),
            grossAmount: money(1_200_000),
            taxWithheld: money(360_000),
          }),
        ]),
      ),
    );
    renderList();
    expect(
      await screen.findByText('Prize ₹12,000 · tax withheld ₹3,600 · credited ₹8,400'),
    ).toBeInTheDocument();
  });
});
