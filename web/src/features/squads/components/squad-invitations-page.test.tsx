import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { invitationFixture, squadFixture, squadPayload, userError } from '../test/squad-fixtures';
import { SquadInvitationsPage } from './squad-invitations-page';

function answerInbox(items = [invitationFixture('5')], ffIgn: string | null = 'viper') {
  server.use(
    graphql.query('SquadInvitations', () =>
      HttpResponse.json({
        data: { viewer: { __typename: 'Viewer', id: '8', ffIgn, squadInvitations: items } },
      }),
    ),
  );
}

const renderInbox = () =>
  renderWithProviders(<SquadInvitationsPage />, { route: '/squads/invitations', token: 'jwt-1' });

describe('SquadInvitationsPage', () => {
  it('lists the invitations with who sent them and when the tournament starts', async () => {
    answerInbox();
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Team Bravo · Bermuda Blitz Cup');
    expect(item).toHaveTextContent('Invited by @rohan');
    expect(screen.queryByText(/Add your Free Fire in-game name/)).toBeNull();
  });

  it('says when there is none, and asks for the in-game name first', async () => {
    answerInbox([], null);
    renderInbox();
    expect(await screen.findByText('No invitations right now.')).toBeVisible();
    expect(
      screen.getByText(/Add your Free Fire in-game name in Edit Profile before you accept/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('accepts, toasts and opens the squad’s tournament', async () => {
    answerInbox();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('AcceptSquadInvitation', ({ variables }) => {
        asked.push(variables);
        return squadPayload('acceptSquadInvitation', {
          message: 'You joined the squad',
          squad: squadFixture({ isBooker: false }),
        });
      }),
    );
    const { user } = renderInbox();
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Team Bravo' }),
    );
    expect(await screen.findByText('Elsewhere: /tournaments-details/7')).toBeVisible();
    expect(asked).toEqual([{ id: '5' }]);
  });

  it("toasts the platform's refusal of an acceptance and stays", async () => {
    answerInbox();
    server.use(
      graphql.mutation('AcceptSquadInvitation', () =>
        squadPayload('acceptSquadInvitation', {
          errors: [userError(null, 'CONFLICT', 'The squad is full: it has all 6 places taken')],
        }),
      ),
    );
    const { user } = renderInbox();
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Team Bravo' }),
    );
    expect(
      await screen.findByText('The squad is full: it has all 6 places taken'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Squad invitations' })).toBeVisible();
  });

  it('declines and reads the inbox again', async () => {
    answerInbox();
    server.use(
      graphql.mutation('DeclineSquadInvitation', () => {
        answerInbox([]);
        return squadPayload('declineSquadInvitation', { message: 'Invitation declined' });
      }),
    );
    const { user } = renderInbox();
    await user.click(
      await screen.findByRole('button', { name: 'Decline the invitation to Team Bravo' }),
    );
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    expect(await screen.findByText('No invitations right now.')).toBeVisible();
  });

  it('joins by squad code: the rule first, then the platform’s refusal, then the squad', async () => {
    answerInbox([]);
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Join squad' }));
    expect(await screen.findByText('Squad code required')).toBeVisible();

    server.use(
      graphql.mutation('JoinSquad', () =>
        squadPayload('joinSquad', {
          errors: [userError(null, 'NOT_FOUND', 'No squad has this code')],
        }),
      ),
    );
    await user.type(screen.getByLabelText('Squad code'), 'zzzzzz');
    await user.click(screen.getByRole('button', { name: 'Join squad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No squad has this code');

    const asked: unknown[] = [];
    server.use(
      graphql.mutation('JoinSquad', ({ variables }) => {
        asked.push(variables);
        return squadPayload('joinSquad', {
          message: 'You joined the squad',
          squad: squadFixture({ isBooker: false }),
        });
      }),
    );
    await user.clear(screen.getByLabelText('Squad code'));
    await user.type(screen.getByLabelText('Squad code'), ' brv7kx ');
    await user.click(screen.getByRole('button', { name: 'Join squad' }));
    expect(await screen.findByText('Elsewhere: /tournaments-details/7')).toBeVisible();
    expect(asked).toEqual([{ code: 'brv7kx' }]);
  });
});
