import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { matchStandings, myCheckInFixture, standingLine } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { PointsSystemTable } from './points-system-table';
import { PointsTab } from './points-tab';

/** Issue 22 on the details page: the points system on ALL, and what POINTS adds per match. */
describe('PointsSystemTable', () => {
  it('lists the points for each place and per kill, as players read it before booking', () => {
    renderWithProviders(
      <PointsSystemTable
        system={{
          preset: 'STANDARD',
          placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
          pointsPerKill: 1,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Points System' })).toBeVisible();
    expect(screen.getByText(/Free Fire standard/)).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Points per place' }));
    expect(
      table
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => row.textContent),
    ).toEqual(['1st12', '2nd9', '3rd8']);
    expect(table.getByRole('row', { name: /12th/ })).toHaveTextContent('12th0');
    expect(screen.getByText('1 point per kill')).toBeVisible();
  });

  it('shows a kills-only table as its points per kill alone', () => {
    renderWithProviders(
      <PointsSystemTable
        system={{
          preset: 'KILLS_ONLY',
          placementPoints: [],
          pointsPerKill: 2,
        }}
      />,
    );
    expect(screen.getByText(/Kills only/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('2 points per kill')).toBeVisible();
  });
});

describe('PointsTab: penalties, corrections and screenshots', () => {
  it('shows a match’s penalties, what corrections changed and its screenshots', async () => {
    server.use(
      graphql.query('TournamentStandings', () =>
        HttpResponse.json({
          data: {
            tournament: {
              __typename: 'Tournament',
              id: '7',
              kind: 'NORMAL',
              standings: {
                __typename: 'Standings',
                overall: [
                  standingLine(1, 'Team Bravo', { total: 30 }),
                  standingLine(2, 'Team Alpha', { penaltyPoints: 20, total: 3 }),
                ],
                matches: [
                  matchStandings(1, [standingLine(1, 'Team Bravo')], {
                    penalties: [
                      {
                        __typename: 'Penalty',
                        id: '1',
                        teamName: 'Team Alpha',
                        points: 20,
                        reason: 'abusing the host',
                      },
                    ],
                    corrections: [
                      {
                        __typename: 'ResultCorrection',
                        id: '4',
                        summary:
                          'Team Bravo · P1 kills 14 → 4 (match 1) · reason: wrong screenshot',
                      },
                    ],
                    screenshots: [
                      { __typename: 'ResultScreenshot', id: '9', url: '/media/pictures/abc' },
                    ],
                  }),
                  matchStandings(2, []),
                ],
              },
            },
          },
        }),
      ),
    );
    renderWithProviders(<PointsTab tournamentId="7" />);

    const overall = within(await screen.findByRole('table', { name: 'Overall Standings' }));
    expect(overall.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Penalty');
    expect(overall.getByRole('row', { name: /Team Alpha/ })).toHaveTextContent('−20');
    // A match without penalties keeps the SPEC's columns.
    const match1 = within(screen.getByRole('table', { name: 'Match 1' }));
    expect(match1.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain(
      'Penalty',
    );
    expect(screen.getByText('Team Alpha · −20 points · abusing the host')).toBeVisible();
    expect(
      screen.getByText('Team Bravo · P1 kills 14 → 4 (match 1) · reason: wrong screenshot'),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Match 1 result screenshot 1' })).toHaveAttribute(
      'src',
      '/media/pictures/abc',
    );
    expect(screen.getAllByRole('heading', { name: 'Penalties' })).toHaveLength(1);
  });
});

describe('PointsTab: disputes', () => {
  it('offers a member a dispute of a posted match only, not of one still without results', async () => {
    server.use(
      graphql.query('TournamentStandings', () =>
        HttpResponse.json({
          data: {
            tournament: {
              __typename: 'Tournament',
              id: '7',
              kind: 'NORMAL',
              standings: {
                __typename: 'Standings',
                overall: [standingLine(1, 'Team Bravo')],
                matches: [
                  matchStandings(1, [standingLine(1, 'Team Bravo')]),
                  matchStandings(2, []),
                ],
              },
            },
          },
        }),
      ),
      graphql.query('MyCheckIn', () => HttpResponse.json({ data: myCheckInFixture() })),
    );
    renderWithProviders(<PointsTab tournamentId="7" />, { token: 'jwt-1' });

    expect(await screen.findByRole('button', { name: 'Dispute match 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Match 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute match 2' })).toBeNull();
  });
});
