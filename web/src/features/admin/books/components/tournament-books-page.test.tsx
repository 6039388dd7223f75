import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { figure } from '../test/books-answers';
import { TournamentBooksPage } from './tournament-books-page';

const answer = (books: unknown) =>
  graphql.query('TournamentBooks', () =>
    HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', tournamentBooks: books } } }),
  );

const renderPage = () =>
  renderWithProviders(<TournamentBooksPage />, {
    route: '/admin/tournaments/7/books',
    path: '/admin/tournaments/:tournamentId/books',
    token: ORGANISER_TOKEN,
  });

describe('TournamentBooksPage', () => {
  it('shows fees in, refunds, prizes out and the margin, each checked against the ledger', async () => {
    server.use(
      answer({
        __typename: 'TournamentBooks',
        tournamentId: '7',
        tournamentName: 'Bermuda Blitz Cup',
        playersPaid: 12,
        agrees: false,
        prizePool: money(20_000),
        feesIn: figure(60_000, 12),
        refunds: figure(5_000, 1),
        prizesOut: figure(20_000, 4, 15_000),
        margin: figure(35_000, 0, 40_000),
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tournament books' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Money desk pages' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Bermuda Blitz Cup' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7',
    );
    expect(screen.getByRole('link', { name: 'Prize payouts' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7/payouts',
    );
    expect(screen.getByText(/12 players paid an entry fee/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Tournament books' });
    expect(within(table).getByRole('row', { name: /Fees in/ })).toHaveTextContent(
      'Fees in (12)₹600✓ Agrees with the ledger',
    );
    expect(within(table).getByRole('row', { name: /Prizes out/ })).toHaveTextContent(
      '✗ Ledger says ₹150',
    );
    expect(screen.getByRole('heading', { name: 'Margin: ₹350' })).toBeVisible();
    expect(screen.getByText('✗ Ledger says ₹400')).toBeVisible();
  });

  it('says so when there is no such tournament', async () => {
    server.use(answer(null));
    renderPage();
    expect(await screen.findByText('There is no tournament #7.')).toBeVisible();
  });
});
