import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prizeTableFixture, tournamentFixture } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { TournamentDetailsPage } from './tournament-details-page';

/** Inside the fixtures' registration window, so the page offers booking. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-19T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function renderDetails(prizeTable: ReturnType<typeof prizeTableFixture> | null) {
  server.use(
    graphql.query('TournamentDetails', ({ variables }) =>
      HttpResponse.json({
        data: { tournament: tournamentFixture({ id: variables.id, prizeTable }) },
      }),
    ),
  );
  return renderWithProviders(<TournamentDetailsPage />, {
    route: '/tournaments-details/7',
    path: '/tournaments-details/:tournamentId',
  });
}

/** Decision 044: the prizes announced before booking, on ALL beside the prize pool. */
describe('the details page’s prizes', () => {
  it('lists the prize of each rank and per kill before booking', async () => {
    renderDetails(prizeTableFixture([1500_00, 700_00, 300_00], 10_00));
    const prizes = within(await screen.findByRole('region', { name: 'Prizes' }));
    expect(
      prizes
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`),
    ).toEqual(['1st place ₹1,500', '2nd place ₹700', '3rd place ₹300', 'Per kill ₹10']);
    // The SPEC's own row stays as it is.
    expect(screen.getByText('Prize Pool')).toBeVisible();
  });

  it('shows no prizes section when the organiser set no table', async () => {
    renderDetails(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Prize Pool')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Prizes' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Prizes' })).toBeNull();
  });
});
