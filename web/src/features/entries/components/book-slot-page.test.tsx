import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from '#common/constants';
import { createGate } from '../../../test/fixtures';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { countBalanceReads, payloadAnswer, userError } from '../test/answers';
import { BalanceProbe } from '../test/balance-probe';
import { BookSlotPage } from './book-slot-page';

const ROUTE = { route: '/tournament/bookslot/7', path: '/tournament/bookslot/:tournamentId' };
const LONG_WAIT = { timeout: DELAYS_MS.afterBooking + 5000 };
const FALLBACK = 'An error occurred while booking the slot.';

const renderPage = (token: string | undefined = 'token-1') =>
  renderWithProviders(
    <>
      <BookSlotPage />
      <BalanceProbe />
    </>,
    { ...ROUTE, token },
  );
const button = () => screen.getByRole('button', { name: 'Book Slot' });

async function fill(user: ReturnType<typeof renderPage>['user'], extra = true) {
  await user.type(screen.getByLabelText('Team Name'), ' Night Owls ');
  await user.type(screen.getByLabelText('In-Game Name'), 'OwlLeader');
  await user.type(screen.getByLabelText('Player 2'), 'OwlTwo');
  await user.type(screen.getByLabelText('Player 3'), 'OwlThree');
  await user.type(screen.getByLabelText('Player 4'), 'OwlFour');
  if (extra) await user.type(screen.getByLabelText('Player 5 (optional)'), 'OwlFive');
  await user.type(screen.getByLabelText('WhatsApp Number'), '9876543210');
}

describe('BookSlotPage', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithProviders(<BookSlotPage />, ROUTE);
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
  });

  it('shows each rule of §5 on its field', async () => {
    server.use(countBalanceReads().handler);
    const { user } = renderPage();
    await user.click(button());
    for (const message of [
      'Please enter your team name',
      'Player IGN required',
      'Player 2 required',
      'Player 3 required',
      'Player 4 required',
      'Please enter your WhatsApp number',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Player 5 (optional)')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('WhatsApp Number'), '98765');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit WhatsApp number')).toBeInTheDocument();
  });

  it('books, says so, asks the balance again and opens the tournament after the delay', async () => {
    const balance = countBalanceReads();
    const asked: unknown[] = [];
    const answered = createGate();
    server.use(
      balance.handler,
      graphql.mutation('BookSlot', async ({ variables }) => {
        asked.push(variables.input);
        await answered.wait;
        return payloadAnswer('bookSlot', 'EntryPayload', { message: 'Booked' });
      }),
    );
    const { user, router } = renderPage();
    await waitFor(() => expect(balance.reads.count).toBe(1));
    await fill(user);
    await user.click(button());

    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    expect(button()).toBeDisabled();
    answered.open();

    expect(await screen.findByText('Slot booked successfully!')).toBeInTheDocument();
    expect(asked).toEqual([
      {
        tournamentId: '7',
        teamName: 'Night Owls',
        inGameName: 'OwlLeader',
        player2: 'OwlTwo',
        player3: 'OwlThree',
        player4: 'OwlFour',
        player5: 'OwlFive',
        player6: null,
        whatsappNumber: '9876543210',
      },
    ]);
    await waitFor(() => expect(balance.reads.count).toBe(2));
    expect(button()).toBeDisabled();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/tournaments-details/7'),
      LONG_WAIT,
    );
  });

  it("shows the server's message as a toast and inline, and field errors on their fields", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('BookSlot', () =>
        payloadAnswer('bookSlot', 'EntryPayload', {
          errors: [
            userError('Team name cannot exceed 40 characters', 'INVALID', 'teamName'),
            userError('Insufficient wallet balance'),
          ],
        }),
      ),
    );
    const { user, router } = renderPage();
    await fill(user, false);
    await user.click(button());

    await waitFor(() => expect(screen.getAllByText('Insufficient wallet balance')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient wallet balance');
    expect(screen.getByText('Team name cannot exceed 40 characters')).toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/tournament/bookslot/7');
  });

  it("shows a thrown error's server message", async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('BookSlot', () => graphQLError('Tournament not found', 'NOT_FOUND')),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText('Tournament not found')).toHaveLength(2));
  });

  it('shows the fallback when the request fails without a message', async () => {
    server.use(
      countBalanceReads().handler,
      graphql.mutation('BookSlot', () => HttpResponse.error()),
    );
    const { user } = renderPage();
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(screen.getAllByText(FALLBACK)).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
  });
});
