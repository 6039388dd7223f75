import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { MatchNightDesk } from './match-night-desk';
import { disputeFixture, payload } from './match-night-fixtures';

const squad = (
  teamId: string,
  teamName: string,
  checkedInAt: string | null,
  status = 'ACTIVE',
) => ({
  __typename: 'SquadCheckIn',
  teamId,
  teamName,
  status,
  statusReason: null,
  checkedInAt,
});

function answerNight() {
  const reads = { count: 0 };
  server.use(
    graphql.query('MatchNight', () => {
      reads.count += 1;
      return HttpResponse.json({
        data: {
          admin: {
            __typename: 'AdminQuery',
            tournament: {
              __typename: 'AdminTournament',
              id: '7',
              checkIns: {
                __typename: 'CheckInList',
                window: {
                  __typename: 'CheckInWindow',
                  phase: 'OPEN',
                  opensAt: '2026-11-21T14:00:00.000Z',
                  closesAt: '2026-11-21T14:20:00.000Z',
                },
                squads: [
                  squad('9', 'Team Bravo', '2026-11-21T14:05:00.000Z'),
                  squad('10', 'Team Delta', null),
                ],
              },
              disputes: [disputeFixture({ status: 'REFUNDED', resolutionReason: 'Crash' })],
            },
          },
        },
      });
    }),
  );
  return reads;
}

const renderDesk = () =>
  renderWithProviders(<MatchNightDesk tournamentId="7" />, {
    route: '/admin/tournaments/7',
    token: ORGANISER_TOKEN,
  });

describe('MatchNightDesk', () => {
  it('shows who checked in and the tournament’s disputes', async () => {
    answerNight();
    renderDesk();
    const list = await screen.findByRole('list', { name: 'Check-in' });
    expect(screen.getByText(/1 of 2 squads checked in/)).toBeVisible();
    const [bravo, delta] = within(list).getAllByRole('listitem');
    expect(bravo).toHaveTextContent(/Team Bravo\s*Checked in/);
    expect(within(bravo!).queryByRole('button')).toBeNull();
    expect(delta).toHaveTextContent('Not checked in');
    const disputes = screen.getByRole('list', { name: 'Disputes of this tournament' });
    expect(disputes).toHaveTextContent('Team Bravo · match 2 · Refunded');
    expect(within(disputes).queryByRole('button')).toBeNull();
  });

  it('marks a squad absent only with a reason', async () => {
    const reads = answerNight();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('MarkSquadAbsent', ({ variables }) => {
        asked.push(variables);
        return payload('setTeamStatus', 'AdminTeamPayload');
      }),
    );
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Mark absent: Team Delta' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Team Delta absent?' });
    expect(dialog).toHaveTextContent('an absent squad’s entry fee is not refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    expect(asked).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'No show by 9:50');
    await user.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    await vi.waitFor(() =>
      expect(asked).toEqual([{ tournamentId: '7', teamId: '10', reason: 'No show by 9:50' }]),
    );
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });
});
