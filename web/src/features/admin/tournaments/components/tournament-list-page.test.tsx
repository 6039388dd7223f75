import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { adminQuery, adminTournament } from '../test/admin-fixtures';
import { AdminTournamentListPage } from './tournament-list-page';

const upcoming = adminTournament({}, { id: '7', name: 'Bermuda Blitz Cup', status: 'UPCOMING' });
const live = adminTournament(
  {},
  { id: '21', kind: 'SPECIAL', name: 'Season Finals', status: 'LIVE', slotsAvailable: 0 },
);
const cancelled = adminTournament({}, { id: '9', name: 'Rain Cup', status: 'CANCELLED' });

/** Answers the list as the gateway filters it, and records each status asked for. */
function answerList() {
  const asked: unknown[] = [];
  server.use(
    graphql.query('ConsoleTournaments', ({ variables }) => {
      asked.push(variables.status ?? null);
      const all = [upcoming, live, cancelled];
      const tournaments = variables.status
        ? all.filter((admin) => admin.tournament.status === variables.status)
        : all;
      return HttpResponse.json(adminQuery({ tournaments }));
    }),
  );
  return asked;
}

const renderList = (route: string) =>
  renderWithProviders(<AdminTournamentListPage />, {
    route,
    path: '/admin/tournaments',
    token: ORGANISER_TOKEN,
  });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Tournaments' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('AdminTournamentListPage', () => {
  it('shows each tournament as a card: name, kind, start in UTC, slots, status, links', async () => {
    answerList();
    renderList('/admin/tournaments');

    const card = (await screen.findByRole('heading', { name: 'Season Finals' })).closest('li')!;
    const scoped = within(card);
    expect(card).toHaveTextContent('Special');
    expect(card).toHaveTextContent('Nov 21, 2026, 2:30 PM UTC');
    expect(card).toHaveTextContent('Slots 12/12');
    expect(scoped.getByText('Live')).toHaveClass('console-badge');
    expect(scoped.getByRole('link', { name: 'Match desk: Season Finals' })).toHaveAttribute(
      'href',
      '/admin/tournaments/21',
    );
    expect(scoped.getByRole('link', { name: 'Edit: Season Finals' })).toHaveAttribute(
      'href',
      '/admin/tournaments/21/edit',
    );
    expect(screen.getByRole('link', { name: 'New tournament' })).toHaveAttribute(
      'href',
      '/admin/tournaments/new',
    );
  });

  it('sends the chosen status and shows only what the server answers for it', async () => {
    const asked = answerList();
    const { user, router } = renderList('/admin/tournaments');
    await screen.findByRole('heading', { name: 'Rain Cup' });
    expect(cardNames()).toEqual(['Bermuda Blitz Cup', 'Season Finals', 'Rain Cup']);
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(cardNames()).toEqual(['Rain Cup']));
    expect(asked).toEqual([null, 'CANCELLED']);
    expect(within(filter).getByRole('button', { name: 'Cancelled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?status=cancelled');
  });

  it('opens on the status the address names and says when none match', async () => {
    const asked = answerList();
    renderList('/admin/tournaments?status=completed');

    expect(await screen.findByText('No completed tournaments.')).toBeInTheDocument();
    expect(asked).toEqual(['COMPLETED']);
  });
});
