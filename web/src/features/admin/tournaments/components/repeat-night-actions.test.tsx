import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { adminPayload, recordMutation, userError } from '../test/admin-fixtures';
import { RepeatNightActions } from './repeat-night-actions';

const renderActions = (status: 'LIVE' | 'CANCELLED' = 'LIVE') =>
  renderWithProviders(
    <RepeatNightActions tournamentId="7" name="Night Scrim 12" status={status} />,
    { route: '/admin/tournaments/7', token: ORGANISER_TOKEN },
  );

const sent = (recipients: number) =>
  adminPayload('messageSquads', 'SquadMessagePayload', {
    message: `Sent to ${recipients} members`,
    recipients,
  });

async function openDialog(user: ReturnType<typeof renderActions>['user']) {
  await user.click(screen.getByRole('button', { name: 'Message squads' }));
  return screen.getByRole('dialog', { name: 'Message the squads of Night Scrim 12' });
}

describe('RepeatNightActions', () => {
  it('links Duplicate to the new-tournament form filled from this one, and the overlay', () => {
    renderActions();
    expect(screen.getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/admin/tournaments/new?from=7',
    );
    expect(screen.getByRole('link', { name: 'Stream overlay' })).toHaveAttribute(
      'href',
      '/overlay/tournaments/7',
    );
  });

  it('sends the message to every member and says how many got it', async () => {
    const calls = recordMutation('MessageSquads', () => sent(12));
    const { user } = renderActions();
    const dialog = await openDialog(user);
    await user.type(
      within(dialog).getByLabelText('Message'),
      '  Match 2 on Purgatory at 9:30 PM  ',
    );
    expect(within(dialog).getByText('31 / 300 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to every member' }));

    expect(await screen.findByText('Sent to 12 members')).toBeInTheDocument();
    expect(calls).toEqual([{ tournamentId: '7', text: 'Match 2 on Purgatory at 9:30 PM' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an empty or too long message on its field and sends nothing', async () => {
    const calls = recordMutation('MessageSquads', () => sent(12));
    const { user } = renderActions();
    const dialog = await openDialog(user);
    const text = within(dialog).getByLabelText('Message');
    await user.click(within(dialog).getByRole('button', { name: 'Send to every member' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/Write the message/));

    await user.click(text);
    await user.paste('x'.repeat(301));
    await user.click(within(dialog).getByRole('button', { name: 'Send to every member' }));
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(/The message cannot exceed 300 characters/),
    );
    expect(calls).toEqual([]);
  });

  it("keeps the dialog open with the platform's refusal (too many messages)", async () => {
    const limit =
      "At most 5 messages to one tournament's squads in 60 minutes: wait before sending another";
    recordMutation('MessageSquads', () =>
      adminPayload('messageSquads', 'SquadMessagePayload', {
        errors: [userError(limit, null, 'RATE_LIMITED')],
        message: limit,
        recipients: null,
      }),
    );
    const { user } = renderActions();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Message'), 'One more thing');
    await user.click(within(dialog).getByRole('button', { name: 'Send to every member' }));

    expect(await within(dialog).findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no message for a cancelled tournament', () => {
    renderActions('CANCELLED');
    expect(screen.queryByRole('button', { name: 'Message squads' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Duplicate' })).toBeInTheDocument();
  });
});
