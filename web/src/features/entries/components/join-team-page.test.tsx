import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from '#common/constants';
import { createGate } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { countBalanceReads, payloadAnswer, userError } from '../test/answers';
import { BalanceProbe } from '../test/balance-probe';
import { JoinTeamPage } from './join-team-page';

const ROUTE = {
  route: '/special-tournament/join-team/21',
  path: '/special-tournament/join-team/:tournamentId',
};
const LONG_WAIT = { timeout: DELAYS_MS.afterBooking + 5000 };
const FALLBACK = 'An error occurred while booking the slot.';

const renderPage = () =>
  renderWithProviders(
    <>
      <JoinTeamPage />
      <BalanceProbe />
    </>,
    { ...ROUTE, token: 'token-1' },
  );
const button = () => screen.getByRole('button', { name: 'Submit' });

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Team Code'), ' OWL123 ');
  await user.type(screen.getByLabelText('In-Game Name'), 'OwlFive');
}

describe('JoinTeamPage', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithProviders(<JoinTeamPage />, ROUTE);
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('shows each rule of §5 on its field', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    await user.click(button());
    expect(await screen.findByText('Team Code required')).toBeInTheDocument();
    expect(screen.getByText('Player IGN required')).toBeInTheDocument();
  });

  it('joins, says so, asks the balance again and opens the tournament after the delay', async () => {
    const balance = countBalanceReads();
    const asked: unknown[] = [];
    const answered = createGate();
    server.use(
      balance.handler,
      graphql.mutation('JoinTeam', async ({ variables }) => {
        asked.push(variables.input);
        await answered.wait;
        return payloadAnswer('joinTeam', 'EntryPayload');
      }),
    );
    const { user, router } = renderPage();
    await waitFor(() => expect(balance.reads.count).toBe(1));
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    answered.open();

    expect(await screen.findByText('Slot booked successfully!')).toBeInTheDocument();
    expect(asked).toEqual([
      { tournamentId: '21', teamCode: 'OWL123', playerInGameName: 'OwlFive' },
    ]);
    await waitFor(() => expect(balance.reads.count).toBe(2));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/special-tournaments-details/21'),
      LONG_WAIT,
    );
  });

  it("shows the server's error on the team code field and as a toast and inline", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('JoinTeam', () =>
        payloadAnswer('joinTeam', 'EntryPayload', {
          errors: [userError('Invalid team code', 'NOT_FOUND', 'teamCode')],
        }),
      ),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    // On the field, in the toast and in the form's banner.
    await waitFor(() => expect(screen.getAllByText('Invalid team code')).toHaveLength(3));
    expect(screen.getByLabelText('Team Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the fallback when the request fails without a message', async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('JoinTeam', () => HttpResponse.error()),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText(FALLBACK)).toHaveLength(2));
  });
});
