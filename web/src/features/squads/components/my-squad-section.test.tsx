import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { squadFixture, squadPayload, userError } from '../test/squad-fixtures';
import { MySquadSection } from './my-squad-section';

function answerSquad(squad: ReturnType<typeof squadFixture> | null = squadFixture()) {
  const reads = { count: 0 };
  server.use(
    graphql.query('MySquad', () => {
      reads.count += 1;
      return HttpResponse.json({
        data: { tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', mySquad: squad } },
      });
    }),
  );
  return reads;
}

const renderSection = (status = 'UPCOMING') =>
  renderWithProviders(<MySquadSection tournamentId="7" status={status} />, { token: 'jwt-1' });

describe('MySquadSection', () => {
  it('shows the booker the code, the members with their UIDs and who is pending', async () => {
    answerSquad();
    renderSection();
    expect(await screen.findByRole('heading', { name: 'My squad: Team Bravo' })).toBeVisible();
    expect(screen.getByText('BRV7KX')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Squad Code' })).toBeVisible();
    const members = within(screen.getByRole('list', { name: 'Squad members' })).getAllByRole(
      'listitem',
    );
    expect(members[0]).toHaveTextContent('BravoIGL @rohan · UID 5123456789 · booked');
    expect(members[2]).toHaveTextContent('Hawk · name only');
    expect(within(members[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove viper' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Pending invitations' })).getByText('@ghost'),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Invite a teammate' })).toBeVisible();
  });

  it('shows nothing to a player in no squad', async () => {
    const reads = answerSquad(null);
    renderSection();
    await vi.waitFor(() => expect(reads.count).toBe(1));
    expect(screen.queryByRole('heading', { name: /My squad/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
  });

  it('lets the booker cancel an invitation and reads the squad again', async () => {
    const reads = answerSquad();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('CancelSquadInvitation', ({ variables }) => {
        asked.push(variables);
        return squadPayload('cancelSquadInvitation', { message: 'Invitation cancelled' });
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel the invitation to ghost' }));
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    expect(asked).toEqual([{ id: '5' }]);
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it("toasts the platform's refusal of a removal", async () => {
    answerSquad();
    server.use(
      graphql.mutation('RemoveSquadMember', () =>
        squadPayload('removeSquadMember', {
          errors: [userError('userId', 'INVALID', 'This player is not a member of your squad')],
        }),
      ),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove viper' }));
    expect(
      await screen.findByText('This player is not a member of your squad'),
    ).toBeInTheDocument();
  });

  it('lets a member leave, and shows no invite form or removals', async () => {
    answerSquad(squadFixture({ isBooker: false, invitations: [] }));
    server.use(
      graphql.mutation('LeaveSquad', () =>
        squadPayload('leaveSquad', { message: 'You left the squad' }),
      ),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Leave squad' }));
    expect(await screen.findByText('You left the squad')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('changes nothing once the tournament is over', async () => {
    answerSquad();
    renderSection('COMPLETED');
    expect(await screen.findByRole('heading', { name: 'My squad: Team Bravo' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove|Leave/ })).toBeNull();
  });
});
