import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { adminPayload, adminQuery, adminTournament, recordMutation } from '../test/admin-fixtures';
import { TournamentFormPage } from './tournament-form-page';

const EDIT = { route: '/admin/tournaments/7/edit', path: '/admin/tournaments/:tournamentId/edit' };

function renderEdit(window: { opensMinutes: number | null; closesMinutes: number | null }) {
  const existing = adminTournament(
    {},
    {
      id: '7',
      checkInWindow: {
        __typename: 'CheckInWindow',
        phase: window.opensMinutes === null ? 'OFF' : 'NOT_OPEN',
        opensAt: null,
        closesAt: null,
        ...window,
      },
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

const fieldset = () => within(screen.getByRole('group', { name: 'Check-in' }));

describe('Check-in fieldset', () => {
  it('turns check-in on at 30 to 10 minutes before the first match, and sends only that', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit({ opensMinutes: null, closesMinutes: null });
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    expect(fieldset().queryByLabelText(/Opens/)).toBeNull();
    await user.click(fieldset().getByLabelText('Squads check in before the first match'));
    expect(fieldset().getByLabelText('Opens (minutes before the first match)')).toHaveValue('30');
    expect(fieldset().getByLabelText('Closes (minutes before the first match)')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '7',
      patch: { checkInOpensMinutes: 30, checkInClosesMinutes: 10 },
    });
  });

  it('refuses a window that closes before it opens, on its field, sending nothing', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit({ opensMinutes: 30, closesMinutes: 10 });
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    const closes = fieldset().getByLabelText('Closes (minutes before the first match)');
    await user.clear(closes);
    await user.type(closes, '45');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Check-in must open earlier than it closes (more minutes before the first match)',
      ),
    ).toBeVisible();
    expect(closes).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('turns check-in off by clearing both', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit({ opensMinutes: 30, closesMinutes: 10 });
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.click(fieldset().getByLabelText('Squads check in before the first match'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      id: '7',
      patch: { checkInOpensMinutes: null, checkInClosesMinutes: null },
    });
  });
});
