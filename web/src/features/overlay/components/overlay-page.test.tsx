import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { matchStandings, standingLine } from '../../../test/fixtures';
import { liveSocket } from '../../../test/live-socket';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';

const match = (number: number, map: string) => ({
  __typename: 'Match',
  number,
  map,
  startsAt: `2026-11-27T${15 + number}:30:00.000Z`,
});

const SCHEDULE = [match(1, 'Bermuda'), match(2, 'Purgatory'), match(3, 'Kalahari')];

/** The tournament as the overlay reads it, after match 1 of 3. */
function tournament(standings: { overall: unknown[]; matches: unknown[] }) {
  return {
    __typename: 'Tournament',
    id: '7',
    kind: 'NORMAL',
    name: 'Night Scrim 12',
    status: 'LIVE',
    matchesCount: 3,
    matches: SCHEDULE,
    standings: { __typename: 'Standings', ...standings },
  };
}

const afterMatch1 = tournament({
  overall: [
    standingLine(1, 'Team Inferno', { matchesPlayed: 1, booyahs: 1, kills: 9, total: 21 }),
    standingLine(2, 'Team Bravo', { matchesPlayed: 1, booyahs: 0, kills: 6, total: 15 }),
    standingLine(3, 'Team Delta', { matchesPlayed: 1, booyahs: 0, kills: 2, total: 10 }),
  ],
  matches: [matchStandings(1, [standingLine(1, 'Team Inferno')]), matchStandings(2, [])],
});

function answerOverlay() {
  const asked: unknown[] = [];
  server.use(
    graphql.query('OverlayTournament', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { tournament: afterMatch1 } });
    }),
  );
  return asked;
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Overall standings' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .concat(within(row).getAllByRole('rowheader'))
        .map((cell) => cell.textContent),
    );

describe('OverlayPage', () => {
  it('shows the standings, the match on now and its map, outside the site frame', async () => {
    const asked = answerOverlay();
    renderApp('/overlay/tournaments/7');

    expect(await screen.findByRole('heading', { name: 'Night Scrim 12' })).toBeInTheDocument();
    expect(screen.getByText('Match 2 of 3 · Purgatory')).toBeInTheDocument();
    // Rank, matches, booyahs, kills, points, then the team.
    expect(rowsOf()).toEqual([
      ['1', '1', '1', '9', '21', 'Team Inferno'],
      ['2', '1', '0', '6', '15', 'Team Bravo'],
      ['3', '1', '0', '2', '10', 'Team Delta'],
    ]);
    expect(asked).toEqual([{ id: '7' }]);
    // No header, menu, footer or bottom bar over a stream.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    // See-through, and kept out of search engines.
    expect(document.documentElement).toHaveAttribute('data-overlay');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('shows only the top teams the query asks for', async () => {
    answerOverlay();
    renderApp('/overlay/tournaments/7?top=2');
    await screen.findByRole('heading', { name: 'Night Scrim 12' });
    expect(rowsOf().map((row) => row.at(-1))).toEqual(['Team Inferno', 'Team Bravo']);
  });

  it('follows pushed results without a reload, to the final standings', async () => {
    answerOverlay();
    renderApp('/overlay/tournaments/7');
    await screen.findByRole('heading', { name: 'Night Scrim 12' });
    const subscription = await liveSocket.subscribed('OverlayTournamentUpdated', { id: '7' });
    expect(subscription.authorization).toBeNull();

    liveSocket.push('OverlayTournamentUpdated', {
      tournamentUpdated: tournament({
        overall: [
          standingLine(1, 'Team Bravo', { matchesPlayed: 3, booyahs: 2, kills: 20, total: 55 }),
          standingLine(2, 'Team Inferno', { matchesPlayed: 3, booyahs: 1, kills: 15, total: 48 }),
        ],
        matches: [1, 2, 3].map((number) => matchStandings(number, [standingLine(1, 'Team Bravo')])),
      }),
    });

    await vi.waitFor(() =>
      expect(rowsOf()).toEqual([
        ['1', '3', '2', '20', '55', 'Team Bravo'],
        ['2', '3', '1', '15', '48', 'Team Inferno'],
      ]),
    );
    expect(screen.getByText('Final standings')).toBeInTheDocument();
  });

  it('says when there is no such tournament, for whoever sets up the browser source', async () => {
    server.use(
      graphql.query('OverlayTournament', () => HttpResponse.json({ data: { tournament: null } })),
    );
    renderApp('/overlay/tournaments/404');
    expect(await screen.findByText('There is no tournament with id 404.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
