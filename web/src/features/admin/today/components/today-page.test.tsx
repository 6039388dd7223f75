import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { liveSocket } from '../../../../test/live-socket';
import { graphQLError, server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { adminQuery, adminTournament } from '../../tournaments/test/admin-fixtures';
import { TodayPage } from './today-page';

const pending = (count: number, paise: number) => ({
  __typename: 'PendingMoney',
  count,
  total: money(paise),
});

function answerToday(today: Record<string, unknown>, later?: Record<string, unknown>) {
  let asked = 0;
  server.use(
    graphql.query('ConsoleToday', () =>
      HttpResponse.json(
        adminQuery({
          today: {
            __typename: 'AdminToday',
            pendingDeposits: pending(0, 0),
            pendingWithdrawals: pending(0, 0),
            roomsDue: [],
            resultsDue: [],
            ...((asked += 1) > 1 && later ? later : today),
          },
        }),
      ),
    ),
  );
}

const renderToday = () =>
  renderWithProviders(<TodayPage />, { route: '/admin', token: ORGANISER_TOKEN });

const section = (name: string) => screen.getByRole('region', { name });

describe('TodayPage', () => {
  it('shows new work as it arrives: a pushed console change reads today again', async () => {
    answerToday({ pendingDeposits: pending(1, 5_000) }, { pendingDeposits: pending(2, 15_000) });
    renderToday();
    expect(await screen.findByRole('link', { name: /Deposits/ })).toHaveTextContent('1 deposit');

    await liveSocket.subscribed('ConsoleChanges');
    // The state pushed on subscribing names no work: nothing to read again.
    liveSocket.push('ConsoleChanges', {
      consoleChanged: { __typename: 'ConsoleChange', work: null },
    });
    liveSocket.push('ConsoleChanges', {
      consoleChanged: { __typename: 'ConsoleChange', work: 'DEPOSIT' },
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Deposits/ })).toHaveTextContent('2 deposits'),
    );
    expect(screen.getByRole('link', { name: /Deposits/ })).toHaveTextContent('₹150 in all');
  });

  it('shows the money waiting with counts and totals, each linking to the money desk', async () => {
    answerToday({
      pendingDeposits: pending(3, 45_000),
      pendingWithdrawals: pending(1, 20_050),
    });
    renderToday();

    const deposits = await screen.findByRole('link', { name: /Deposits/ });
    expect(deposits).toHaveTextContent('3 deposits');
    expect(deposits).toHaveTextContent('₹450 in all');
    expect(deposits).toHaveAttribute('href', '/admin/money');
    const withdrawals = screen.getByRole('link', { name: /Withdrawals/ });
    expect(withdrawals).toHaveTextContent('1 withdrawal');
    expect(withdrawals).toHaveTextContent('₹200.50 in all');
    expect(withdrawals).toHaveAttribute('href', '/admin/money?tab=withdrawals');
  });

  it('names each money tile by the title, count and total it shows', async () => {
    answerToday({ pendingDeposits: pending(3, 45_000) });
    renderToday();

    // WCAG 2.5.3: a speech user says the text they see, so the name is that text.
    expect(
      await screen.findByRole('link', { name: /^Deposits\s*3 deposits\s*₹450 in all$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Withdrawals\s*None waiting$/ })).toBeInTheDocument();
  });

  it('lists rooms due and results due, each linking to its match desk', async () => {
    answerToday({
      roomsDue: [adminTournament({}, { id: '7', name: 'Bermuda Blitz Cup' })],
      resultsDue: [
        {
          __typename: 'ResultsDue',
          matchNumbers: [2, 3],
          tournament: adminTournament(
            {},
            { id: '9', name: 'Purgatory Pro Scrims', startsAt: '2026-11-10T09:05:00.000Z' },
          ),
        },
      ],
    });
    renderToday();

    const rooms = await screen.findByRole('region', { name: 'Rooms due' });
    const room = within(rooms).getByRole('link', { name: /Bermuda Blitz Cup/ });
    expect(room).toHaveAttribute('href', '/admin/tournaments/7');
    expect(room).toHaveTextContent('Nov 21, 2026, 2:30 PM UTC');
    expect(room).toHaveTextContent('No room yet');

    const results = within(section('Results due')).getByRole('link', {
      name: /Purgatory Pro Scrims/,
    });
    expect(results).toHaveAttribute('href', '/admin/tournaments/9');
    expect(results).toHaveTextContent('Matches 2, 3: no results');
  });

  it('says all is done when nothing waits', async () => {
    answerToday({});
    renderToday();

    expect(await screen.findByRole('link', { name: /Deposits/ })).toHaveTextContent('None waiting');
    expect(screen.getByRole('link', { name: /Withdrawals/ })).toHaveTextContent('None waiting');
    expect(section('Rooms due')).toHaveTextContent(/All done/);
    expect(section('Results due')).toHaveTextContent(/All done/);
    expect(within(section('Rooms due')).queryByRole('link')).toBeNull();
  });

  it("shows the server's message when today cannot be read", async () => {
    server.use(graphql.query('ConsoleToday', () => graphQLError('The platform is unavailable')));
    renderToday();

    expect(await screen.findByRole('alert')).toHaveTextContent('The platform is unavailable');
  });
});
