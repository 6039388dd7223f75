import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGate, money, specialFixture, team } from '../../../test/fixtures';
import { liveSocket } from '../../../test/live-socket';
import { graphQLError, server } from '../../../test/msw-server';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { SpecialTournamentDetailsPage } from './special-tournament-details-page';

const TOKEN = 'player-token';

/** Inside the fixtures' registration window (Nov 17, 6:00 to Nov 21, 12:30 UTC). */
const DURING_REGISTRATION = new Date('2026-11-19T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(DURING_REGISTRATION);
});
afterEach(() => vi.useRealTimers());

function answerDetails(overrides: Record<string, unknown> = {}) {
  server.use(
    graphql.query('SpecialTournamentDetails', ({ variables }) =>
      HttpResponse.json({
        data: { tournament: specialFixture({ id: variables.id, ...overrides }) },
      }),
    ),
  );
}

const answerMyTeam = (myTeam: Record<string, unknown> | null) =>
  server.use(
    graphql.query('SpecialTournamentMyTeam', () =>
      HttpResponse.json({
        data: {
          tournament: {
            __typename: 'Tournament',
            id: '21',
            kind: 'SPECIAL',
            myTeam: myTeam && { __typename: 'MyTeam', ...myTeam },
          },
        },
      }),
    ),
  );

function renderPage(options: Pick<RenderOptions, 'token'> = {}) {
  return renderWithProviders(<SpecialTournamentDetailsPage />, {
    route: '/special-tournaments-details/21',
    path: '/special-tournaments-details/:tournamentId',
    ...options,
  });
}

async function openTab(user: ReturnType<typeof renderPage>['user'], name: string) {
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('tab', { name }));
}

describe('SpecialTournamentDetailsPage', () => {
  it('follows the special tournament live, with no room to listen for', async () => {
    answerDetails({ viewerBooking: { __typename: 'ViewerBooking', booked: true, canBook: false } });
    renderPage({ token: TOKEN });
    await screen.findByRole('heading', { level: 1 });
    await liveSocket.subscribed('TournamentUpdated', { id: '21', kind: 'SPECIAL' });
    expect(liveSocket.subscriptions('RoomReleased')).toEqual([]);
  });

  it('shows FreeFire, the name with its last word highlighted and the rows', async () => {
    answerDetails();
    renderPage();

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Creators Combat League Season Finals');
    expect(title.querySelector('.highlight')).toHaveTextContent(/^Finals$/);
    expect(screen.getByText('FreeFire')).toBeInTheDocument();
    const head = within(document.querySelector('.tournament-details__head') as HTMLElement);
    expect(head.getByText('Organized By').nextSibling).toHaveTextContent('Creators Combat League');
    expect(head.getByText('Type').nextSibling).toHaveTextContent('Squad');
    expect(head.getByText('Mode').nextSibling).toHaveTextContent('Battle Royale');
    expect(head.getByText('Starts At').nextSibling).toHaveTextContent(
      'November 25, 2026 at 2:30 PM UTC',
    );
    expect(head.getByText('Total Matches').nextSibling).toHaveTextContent('6');
  });

  it("shows 'Error: {message}' when the tournament cannot be loaded", async () => {
    server.use(graphql.query('SpecialTournamentDetails', () => graphQLError('Upstream down')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Upstream down');
  });

  it('has the tabs ALL, RULES, TEAMS and My Team only', async () => {
    answerDetails();
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ALL',
      'RULES',
      'TEAMS',
      'My Team',
    ]);
  });

  describe('booking area', () => {
    it("offers 'Login to Book Slot' to a visitor", async () => {
      answerDetails();
      renderPage();
      const links = await screen.findAllByRole('link', { name: 'Login to Book Slot' });
      expect(links).toHaveLength(2);
      links.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
    });

    it("says 'Booking confirmed' when the player is in a team", async () => {
      answerDetails({
        viewerBooking: { __typename: 'ViewerBooking', booked: true, canBook: false },
      });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByText('Booking confirmed')).toHaveLength(2);
    });

    it("shows a disabled 'Bookings closed' when cancelled", async () => {
      answerDetails({ status: 'CANCELLED' });
      renderPage({ token: TOKEN });
      const buttons = await screen.findAllByRole('button', { name: 'Bookings closed' });
      buttons.forEach((button) => expect(button).toBeDisabled());
    });

    it.each([
      [
        'before registration opens',
        '2026-11-16T12:00:00.000Z',
        'Registration opens Nov 17, 2026, 6:00 AM UTC',
      ],
      ['after registration closes', '2026-11-21T13:00:00.000Z', 'Bookings closed'],
    ])('tells the truth %s, disabled, at the top and on mobile', async (_when, now, label) => {
      vi.setSystemTime(new Date(now));
      answerDetails();
      renderPage({ token: TOKEN });
      const buttons = await screen.findAllByRole('button', { name: label });
      expect(buttons).toHaveLength(2);
      buttons.forEach((button) => expect(button).toBeDisabled());
    });

    it('stays open when completed or full: only cancelling closes a special tournament', async () => {
      answerDetails({ status: 'COMPLETED', slotsAvailable: 0 });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByRole('button', { name: 'Book Slot for 20 Coins' })).toHaveLength(
        2,
      );
    });

    it("says 'Book Slot for Free' when entry costs nothing", async () => {
      answerDetails({ entryFee: money(0), isFree: true });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByRole('button', { name: 'Book Slot for Free' })).toHaveLength(2);
    });

    it("opens 'Choose an Option' with Join Team and Create Team, which close it", async () => {
      answerDetails();
      const { user } = renderPage({ token: TOKEN });
      const [book] = await screen.findAllByRole('button', { name: 'Book Slot for 20 Coins' });

      await user.click(book!);

      const dialog = within(screen.getByRole('dialog', { name: 'Choose an Option' }));
      expect(dialog.getByRole('link', { name: 'Join Team' })).toHaveAttribute(
        'href',
        '/special-tournament/join-team/21',
      );
      expect(dialog.getByRole('link', { name: 'Create Team' })).toHaveAttribute(
        'href',
        '/special-tournament/create-team/21',
      );

      await user.click(dialog.getByRole('link', { name: 'Create Team' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(
        await screen.findByText('Elsewhere: /special-tournament/create-team/21'),
      ).toBeInTheDocument();
    });

    it('closes the options with Escape, returning focus to the button', async () => {
      answerDetails();
      const { user } = renderPage({ token: TOKEN });
      const [book] = await screen.findAllByRole('button', { name: 'Book Slot for 20 Coins' });

      await user.click(book!);
      expect(screen.getByRole('link', { name: 'Join Team' })).toHaveFocus();
      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(book).toHaveFocus();
    });
  });

  describe('TEAMS tab', () => {
    it("shows 'Loading teams...', then numbered teams opening on 'Player n: name'", async () => {
      answerDetails();
      const gate = createGate();
      server.use(
        graphql.query('TournamentTeams', async ({ variables }) => {
          await gate.wait;
          expect(variables.kind).toBe('SPECIAL');
          return HttpResponse.json({
            data: {
              tournament: {
                __typename: 'Tournament',
                id: '21',
                kind: 'SPECIAL',
                teams: [
                  team('4', 'Night Owls', ['Hoot', 'Talon']),
                  team('5', 'Dawn Raid', ['Sun']),
                ],
              },
            },
          });
        }),
      );
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'TEAMS');

      expect(await screen.findByText('Loading teams...')).toBeInTheDocument();
      gate.open();
      await user.click(await screen.findByRole('button', { name: '1. Night Owls' }));

      expect(screen.getByRole('button', { name: '2. Dawn Raid' })).toBeInTheDocument();
      const players = within(screen.getByRole('region', { name: '1. Night Owls' }));
      expect(players.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Player 1: Hoot',
        'Player 2: Talon',
      ]);
    });

    it("says 'Register to view teams.' on failure", async () => {
      answerDetails();
      server.use(graphql.query('TournamentTeams', () => graphQLError('Forbidden', 'FORBIDDEN')));
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'TEAMS');
      expect(await screen.findByText('Register to view teams.')).toBeInTheDocument();
    });
  });

  describe('My Team tab', () => {
    it("says 'Login to view team details.' to a visitor", async () => {
      answerDetails();
      const { user } = renderPage();
      await openTab(user, 'My Team');
      expect(screen.getByText('Login to view team details.')).toBeInTheDocument();
    });

    it('shows the team code (copied on tap), name, players joined and required', async () => {
      answerDetails();
      answerMyTeam({
        role: 'LEADER',
        code: 'CCL-7Q2K',
        name: 'Night Owls',
        playersJoined: 3,
        playersNeeded: 1,
        message: 'You have already created a team',
      });
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'My Team');

      const panel = within(screen.getByRole('tabpanel'));
      expect(await panel.findByText('CCL-7Q2K')).toBeInTheDocument();
      expect(panel.getByText('Team Name').nextSibling).toHaveTextContent('Night Owls');
      expect(panel.getByText('Players Joined').nextSibling).toHaveTextContent('3');
      expect(panel.getByText('Players Required').nextSibling).toHaveTextContent('1');

      await user.click(panel.getByRole('button', { name: 'Copy Team Code' }));

      expect(await navigator.clipboard.readText()).toBe('CCL-7Q2K');
      expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    });

    it("says 'You have not registered for the tournament' on failure", async () => {
      answerDetails();
      server.use(
        graphql.query('SpecialTournamentMyTeam', () =>
          graphQLError(
            'Please register for the tournament to view your team details.',
            'FORBIDDEN',
          ),
        ),
      );
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'My Team');
      expect(
        await screen.findByText('You have not registered for the tournament'),
      ).toBeInTheDocument();
    });

    it('says the same to a logged-in player without a team', async () => {
      answerDetails();
      answerMyTeam({
        role: 'NONE',
        code: null,
        name: null,
        playersJoined: 0,
        playersNeeded: 0,
        message: 'You have not created a team yet',
      });
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'My Team');
      expect(
        await screen.findByText('You have not registered for the tournament'),
      ).toBeInTheDocument();
    });
  });

  it('shows the facts on the ALL tab and the rules on RULES', async () => {
    answerDetails();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    const info = within(screen.getByRole('tabpanel'));
    expect(info.getByText('Prize Pool').nextSibling).toHaveTextContent('₹25,000');
    expect(info.getByText('Entry Fee').nextSibling).toHaveTextContent('20 Coins');
    expect(info.getByRole('link', { name: 'Join Discord' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'RULES' }));
    expect(screen.getByText('Squad entry is preferred.')).toBeInTheDocument();
  });
});
