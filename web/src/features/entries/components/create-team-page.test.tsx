import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from '#common/constants';
import { createGate } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { countBalanceReads, payloadAnswer, userError } from '../test/answers';
import { BalanceProbe } from '../test/balance-probe';
import { CreateTeamPage } from './create-team-page';

const ROUTE = {
  route: '/special-tournament/create-team/21',
  path: '/special-tournament/create-team/:tournamentId',
};
const LONG_WAIT = { timeout: DELAYS_MS.afterBooking + 5000 };
const FALLBACK = 'An error occurred while booking the slot.';

const renderPage = () =>
  renderWithProviders(
    <>
      <CreateTeamPage />
      <BalanceProbe />
    </>,
    { ...ROUTE, token: 'token-1' },
  );
const button = () => screen.getByRole('button', { name: 'Submit' });

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Team Name'), 'Night Owls');
  await user.type(screen.getByLabelText('In-Game Name'), 'OwlLeader');
  await user.type(screen.getByLabelText('WhatsApp Number'), '9876543210');
}

describe('CreateTeamPage', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithProviders(<CreateTeamPage />, ROUTE);
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('shows each rule of §5 on its field', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    await user.click(button());
    expect(await screen.findByText('Please enter your team name')).toBeInTheDocument();
    expect(screen.getByText('Player IGN required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your WhatsApp number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('WhatsApp Number'), '12ab');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit WhatsApp number')).toBeInTheDocument();
  });

  it('creates the team, shows its code, asks the balance again and opens the tournament', async () => {
    const balance = countBalanceReads();
    const asked: unknown[] = [];
    const answered = createGate();
    server.use(
      balance.handler,
      graphql.mutation('CreateTeam', async ({ variables }) => {
        asked.push(variables.input);
        await answered.wait;
        return payloadAnswer('createTeam', 'EntryPayload', { teamCode: 'OWL123' });
      }),
    );
    const { user, router } = renderPage();
    await waitFor(() => expect(balance.reads.count).toBe(1));
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    answered.open();

    expect(await screen.findByText('Slot booked successfully!')).toBeInTheDocument();
    expect(screen.getByText('OWL123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Team Code' })).toBeInTheDocument();
    expect(asked).toEqual([
      {
        tournamentId: '21',
        teamName: 'Night Owls',
        iglInGameName: 'OwlLeader',
        whatsappNumber: '9876543210',
      },
    ]);
    await waitFor(() => expect(balance.reads.count).toBe(2));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/special-tournaments-details/21'),
      LONG_WAIT,
    );
  });

  it("shows the server's message as a toast and inline", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('CreateTeam', () =>
        payloadAnswer('createTeam', 'EntryPayload', {
          errors: [userError('You have already created a team')],
        }),
      ),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() =>
      expect(screen.getAllByText('You have already created a team')).toHaveLength(2),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You have already created a team');
  });

  it('shows the fallback when the request fails without a message', async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('CreateTeam', () => HttpResponse.error()),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText(FALLBACK)).toHaveLength(2));
  });
});
