import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money, prizeTableFixture } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { adminPayload, adminQuery, adminTournament, recordMutation } from '../test/admin-fixtures';
import { TournamentFormPage } from './tournament-form-page';

const EDIT = { route: '/admin/tournaments/7/edit', path: '/admin/tournaments/:tournamentId/edit' };

/** The tournament's form with a ₹1,000 pool and the prize table given. */
function renderEdit(prizeTable: ReturnType<typeof prizeTableFixture> | null = null) {
  const existing = adminTournament({}, { id: '7', prizePool: money(1000_00), prizeTable });
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

const fieldset = () => within(screen.getByRole('group', { name: 'Prize table' }));

describe('Prize table fieldset', () => {
  it('shows what the ranks leave of the pool as the organiser types, and sends the table', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.type(fieldset().getByLabelText('1st prize (₹)'), '500');
    await user.type(fieldset().getByLabelText('2nd prize (₹)'), '300');
    await user.type(fieldset().getByLabelText('Prize per kill (₹)'), '10');
    expect(
      fieldset().getByText('Rank prizes ₹800 of the ₹1,000 prize pool; ₹200 left for kill prizes.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // The empty 3rd rank wins nothing, so it is not sent.
    expect(calls[0]).toEqual({
      id: '7',
      patch: { prizeTable: { ranks: ['500.00', '300.00'], perKill: '10.00' } },
    });
  });

  it('refuses rank prizes past the pool in the backend’s words, sending nothing', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.type(fieldset().getByLabelText('1st prize (₹)'), '900');
    await user.click(fieldset().getByRole('button', { name: 'Add a rank' }));
    await user.type(fieldset().getByLabelText('4th prize (₹)'), '200');
    expect(fieldset().getByText(/₹100 over the pool\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await fieldset().findByText('The rank prizes total ₹1,100, more than the ₹1,000 prize pool'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('refuses an amount with more than 2 decimals on its field', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    const first = fieldset().getByLabelText('1st prize (₹)');
    await user.type(first, '10.005');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Amount can have at most 2 decimal places')).toBeVisible();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('starts from the table players see, and removes it when every amount is cleared', async () => {
    const calls = recordMutation('UpdateTournament', updated);
    const { user } = renderEdit(prizeTableFixture([600_00, 250_50], 5_00));
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    expect(fieldset().getByLabelText('1st prize (₹)')).toHaveValue('600');
    expect(fieldset().getByLabelText('2nd prize (₹)')).toHaveValue('250.50');
    expect(fieldset().getByLabelText('Prize per kill (₹)')).toHaveValue('5');
    await user.click(fieldset().getByRole('button', { name: 'Remove the last rank' }));
    await user.clear(fieldset().getByLabelText('1st prize (₹)'));
    await user.clear(fieldset().getByLabelText('Prize per kill (₹)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ id: '7', patch: { prizeTable: null } });
  });
});
