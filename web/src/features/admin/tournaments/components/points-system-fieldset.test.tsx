import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { adminPayload, adminQuery, adminTournament, recordMutation } from '../test/admin-fixtures';
import { TournamentFormPage } from './tournament-form-page';

const EDIT = { route: '/admin/tournaments/7/edit', path: '/admin/tournaments/:tournamentId/edit' };

function renderEdit(pointsSystem?: Record<string, unknown>) {
  const existing = adminTournament(
    {},
    {
      id: '7',
      ...(pointsSystem ? { pointsSystem: { __typename: 'PointsSystem', ...pointsSystem } } : {}),
    },
  );
  server.use(
    graphql.query('ConsoleTournamentForm', () =>
      HttpResponse.json(adminQuery({ tournament: existing })),
    ),
  );
  return renderWithProviders(<TournamentFormPage />, { ...EDIT, token: ORGANISER_TOKEN });
}

const updated = () =>
  adminPayload('updateTournament', 'AdminTournamentPayload', {
    message: 'Tournament updated',
    tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status: 'UPCOMING' },
  });

const fieldset = () => within(screen.getByRole('group', { name: 'Points system' }));

describe('Points system fieldset', () => {
  it('shows the Free Fire standard, and sends a custom table edited from it', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    expect(fieldset().getByLabelText('Free Fire standard')).toBeChecked();
    expect(fieldset().getByText(/1st 12, 2nd 9, 3rd 8/)).toBeVisible();

    await user.click(fieldset().getByLabelText('Custom table'));
    expect(fieldset().getByLabelText('1st place points')).toHaveValue('12');
    await user.clear(fieldset().getByLabelText('1st place points'));
    await user.type(fieldset().getByLabelText('1st place points'), '15');
    await user.click(fieldset().getByRole('button', { name: 'Remove the last place' }));
    await user.clear(fieldset().getByLabelText('Points per kill'));
    await user.type(fieldset().getByLabelText('Points per kill'), '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '7',
      patch: {
        pointsSystem: {
          preset: 'CUSTOM',
          placementPoints: [15, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
          pointsPerKill: 2,
        },
      },
    });
  });

  it('refuses a table that gives a worse place more, on its field, sending nothing', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit({
      preset: 'CUSTOM',
      placementPoints: [10, 5],
      pointsPerKill: 1,
    });
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    const second = fieldset().getByLabelText('2nd place points');
    await user.clear(second);
    await user.type(second, '11');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Place 2 cannot score more than place 1')).toBeVisible();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('switches to kills only and sends the preset alone', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.click(fieldset().getByLabelText('Kills only'));
    expect(fieldset().getByText(/No points for places; 1 per kill/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ id: '7', patch: { pointsSystem: { preset: 'KILLS_ONLY' } } });
  });
});
