import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../../../lib/local-date-time';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import {
  adminPayload,
  adminQuery,
  adminTournament,
  recordMutation,
  userError,
} from '../test/admin-fixtures';
import { TournamentFormPage } from './tournament-form-page';

const DUPLICATE = { route: '/admin/tournaments/new?from=7', path: '/admin/tournaments/new' };

/** Tonight's scrim, far enough ahead that its copy is exactly one day later. */
function answerOriginal() {
  server.use(
    graphql.query('DuplicateSchedule', () =>
      HttpResponse.json(
        adminQuery({
          tournament: {
            __typename: 'AdminTournament',
            id: '7',
            tournament: {
              __typename: 'Tournament',
              id: '7',
              kind: 'NORMAL',
              matches: [
                { __typename: 'Match', number: 2, map: 'Purgatory' },
                { __typename: 'Match', number: 1, map: 'Alpine' },
                { __typename: 'Match', number: 3, map: 'Kalahari' },
              ],
            },
          },
        }),
      ),
    ),
    graphql.query('ConsoleTournamentForm', () =>
      HttpResponse.json(
        adminQuery({
          tournament: adminTournament(
            { teamSize: 4 },
            {
              id: '7',
              name: 'Night Scrim 12',
              entryFee: money(2_000),
              prizePool: money(100_000),
              totalSlots: 12,
              matchesCount: 3,
              status: 'COMPLETED',
              startsAt: '2030-07-20T15:30:00.000Z',
              registrationOpensAt: '2030-07-20T06:30:00.000Z',
              registrationClosesAt: '2030-07-20T15:20:00.000Z',
              discordUrl: 'https://discord.gg/ccl',
            },
          ),
        }),
      ),
    ),
  );
}

const renderDuplicate = () =>
  renderWithProviders(<TournamentFormPage />, { ...DUPLICATE, token: ORGANISER_TOKEN });
const field = (label: string) => screen.getByLabelText(label);

describe('TournamentFormPage: duplicate', () => {
  it("fills the create form from the tournament, dates a day on, and creates it as that one's copy", async () => {
    answerOriginal();
    const calls = recordMutation('CreateTournament', () =>
      adminPayload('createTournament', 'AdminTournamentPayload', {
        message: 'Tournament created',
        tournament: { __typename: 'Tournament', id: '8', kind: 'NORMAL', status: 'UPCOMING' },
      }),
    );
    const { user } = renderDuplicate();

    expect(
      await screen.findByRole('heading', { name: 'Duplicate Night Scrim 12' }),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Night Scrim 12');
    expect(field('Entry fee (₹, 0 for free)')).toHaveValue('20');
    expect(field('Total slots')).toHaveValue('12');
    expect(field('Discord link')).toHaveValue('https://discord.gg/ccl');
    expect(field('Starts')).toHaveValue(toLocalInput('2030-07-21T15:30:00.000Z'));
    expect(field('Registration opens')).toHaveValue(toLocalInput('2030-07-21T06:30:00.000Z'));
    expect(field('Status')).toHaveValue('UPCOMING');

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Night Scrim 13');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('Elsewhere: /admin/tournaments/8')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        input: expect.objectContaining({
          duplicateOf: '7',
          name: 'Night Scrim 13',
          entryFee: '20',
          prizePool: '1000',
          totalSlots: 12,
          matchesCount: 3,
          status: 'UPCOMING',
          startsAt: '2030-07-21T15:30:00.000Z',
          registrationOpensAt: '2030-07-21T06:30:00.000Z',
          registrationClosesAt: '2030-07-21T15:20:00.000Z',
          discordUrl: 'https://discord.gg/ccl',
        }),
      },
    ]);
  });

  it("shows the platform's refusal and creates nothing more", async () => {
    answerOriginal();
    recordMutation('CreateTournament', () =>
      adminPayload('createTournament', 'AdminTournamentPayload', {
        errors: [userError('There is no tournament with this id to copy', 'duplicateOf')],
        message: 'There is no tournament with this id to copy',
        tournament: null,
      }),
    );
    const { user } = renderDuplicate();
    await screen.findByRole('heading', { name: 'Duplicate Night Scrim 12' });
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There is no tournament with this id to copy',
      ),
    );
  });

  it('says so when the tournament to copy does not exist', async () => {
    server.use(
      graphql.query('DuplicateSchedule', () => HttpResponse.json(adminQuery({ tournament: null }))),
      graphql.query('ConsoleTournamentForm', () =>
        HttpResponse.json(adminQuery({ tournament: null })),
      ),
    );
    renderDuplicate();
    expect(
      await screen.findByText('There is no tournament with id 7 to copy.'),
    ).toBeInTheDocument();
  });
});
