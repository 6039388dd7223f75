import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGate,
  matchStandings,
  money,
  standingLine,
  team,
  tournamentFixture,
} from '../../../test/fixtures';
import { liveSocket } from '../../../test/live-socket';
import { graphQLError, server } from '../../../test/msw-server';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { TournamentDetailsPage } from './tournament-details-page';

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
    graphql.query('TournamentDetails', ({ variables }) =>
      HttpResponse.json({
        data: { tournament: tournamentFixture({ id: variables.id, ...overrides }) },
      }),
    ),
  );
}

function renderPage(options: Pick<RenderOptions, 'token'> = {}) {
  return renderWithProviders(<TournamentDetailsPage />, {
    route: '/tournaments-details/7',
    path: '/tournaments-details/:tournamentId',
    ...options,
  });
}

const mobileBar = () => within(screen.getByRole('region', { name: 'Booking on mobile' }));
/** The booking control at the top of the page (the mobile bar holds a second one). */
const topBooking = () => screen.getAllByText(/Book Slot|Booking confirmed|Bookings closed/)[0]!;

async function openTab(user: ReturnType<typeof renderPage>['user'], name: string) {
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('tab', { name }));
}

describe('TournamentDetailsPage', () => {
  it('shows a loader, then the banner and the header rows', async () => {
    answerDetails();
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bermuda Blitz Cup');
    expect(document.querySelector('img.banner-image')).toHaveAttribute(
      'src',
      '/assets/banners/bermuda-blitz-cup.jpg',
    );
    const head = within(document.querySelector('.tournament-details__head') as HTMLElement);
    expect(head.getByText('Organized By').nextSibling).toHaveTextContent('Creators Combat League');
    expect(head.getByText('Type').nextSibling).toHaveTextContent('Squad');
    expect(head.getByText('Mode').nextSibling).toHaveTextContent('Battle Royale');
    expect(head.getByText('Starts At').nextSibling).toHaveTextContent(
      'November 21, 2026 at 2:30 PM UTC',
    );
    expect(head.getByText('Total Matches').nextSibling).toHaveTextContent('2');
  });

  it("shows 'Error: {message}' when the tournament cannot be loaded", async () => {
    server.use(
      graphql.query('TournamentDetails', () => graphQLError('The platform could not answer.')),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The platform could not answer.',
    );
  });

  it('says so when there is no such tournament', async () => {
    server.use(
      graphql.query('TournamentDetails', () => HttpResponse.json({ data: { tournament: null } })),
    );
    renderPage();
    expect(await screen.findByText('Tournament not found.')).toBeInTheDocument();
  });

  describe('booking button', () => {
    it("offers 'Login to Book Slot' to a visitor, linking to /login", async () => {
      answerDetails();
      renderPage();
      const links = await screen.findAllByRole('link', { name: 'Login to Book Slot' });
      expect(links).toHaveLength(2);
      links.forEach((link) => expect(link).toHaveAttribute('href', '/login'));
    });

    it("says 'Booking confirmed' once booked", async () => {
      answerDetails({
        viewerBooking: { __typename: 'ViewerBooking', booked: true, canBook: false },
      });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByText('Booking confirmed')).toHaveLength(2);
    });

    it('books for the fee in Coins at /tournament/bookslot/{id}', async () => {
      answerDetails({ entryFee: money(5_000) });
      renderPage({ token: TOKEN });
      const links = await screen.findAllByRole('link', { name: 'Book Slot for 50 Coins' });
      links.forEach((link) => expect(link).toHaveAttribute('href', '/tournament/bookslot/7'));
    });

    it("says 'Book Slot for Free' when entry costs nothing", async () => {
      answerDetails({ entryFee: money(0), isFree: true });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByRole('link', { name: 'Book Slot for Free' })).toHaveLength(2);
    });

    it.each([
      ['no slot is left', { slotsAvailable: 0 }],
      ['it was cancelled', { status: 'CANCELLED' }],
    ])("shows a disabled 'Bookings closed' when %s", async (_why, overrides) => {
      answerDetails(overrides);
      renderPage({ token: TOKEN });
      const buttons = await screen.findAllByRole('button', { name: 'Bookings closed' });
      expect(buttons).toHaveLength(2);
      buttons.forEach((button) => expect(button).toBeDisabled());
    });

    it('says when registration opens, disabled, before it opens: at the top and on mobile', async () => {
      vi.setSystemTime(new Date('2026-11-16T12:00:00.000Z'));
      answerDetails();
      renderPage({ token: TOKEN });
      const buttons = await screen.findAllByRole('button', {
        name: 'Registration opens Nov 17, 2026, 6:00 AM UTC',
      });
      expect(buttons).toHaveLength(2);
      buttons.forEach((button) => expect(button).toBeDisabled());
      expect(screen.queryByRole('link', { name: /Book Slot/ })).toBeNull();
    });

    it("says 'Bookings closed', disabled, once registration has closed", async () => {
      vi.setSystemTime(new Date('2026-11-21T12:31:00.000Z'));
      answerDetails({ status: 'LIVE' });
      renderPage({ token: TOKEN });
      const buttons = await screen.findAllByRole('button', { name: 'Bookings closed' });
      expect(buttons).toHaveLength(2);
      buttons.forEach((button) => expect(button).toBeDisabled());
    });

    it("keeps 'Booking confirmed' for a booked player after registration closes", async () => {
      vi.setSystemTime(new Date('2026-11-22T00:00:00.000Z'));
      answerDetails({
        viewerBooking: { __typename: 'ViewerBooking', booked: true, canBook: false },
      });
      renderPage({ token: TOKEN });
      expect(await screen.findAllByText('Booking confirmed')).toHaveLength(2);
    });

    it('closes a completed tournament at the top but not on the mobile fixed button', async () => {
      answerDetails({ status: 'COMPLETED' });
      renderPage({ token: TOKEN });
      await screen.findByRole('heading', { level: 1 });
      expect(topBooking()).toHaveTextContent('Bookings closed');
      expect(topBooking()).toBeDisabled();
      expect(mobileBar().getByRole('link', { name: 'Book Slot for 50 Coins' })).toHaveAttribute(
        'href',
        '/tournament/bookslot/7',
      );
    });
  });

  it('shows the facts and links on the ALL tab', async () => {
    answerDetails();
    renderPage();
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Prize Pool').nextSibling).toHaveTextContent('₹2,500');
    expect(panel.getByText('Entry Fee').nextSibling).toHaveTextContent('50 Coins');
    expect(panel.getByText('Slots').nextSibling).toHaveTextContent('8/12');
    expect(panel.getByText('Registration Opens').nextSibling).toHaveTextContent(
      'November 17, 2026 at 6:00 AM UTC',
    );
    expect(panel.getByText('Registration Closes').nextSibling).toHaveTextContent(
      'November 21, 2026 at 12:30 PM UTC',
    );
    expect(panel.getByRole('link', { name: 'Join Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/creatorscombatleague',
    );
    expect(panel.getByRole('link', { name: 'Watch Live Stream' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@CreatorsCombatLeague/live',
    );
    expect(panel.getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
  });

  it('lists the match rules as a numbered list on the RULES tab', async () => {
    answerDetails();
    const { user } = renderPage();
    await openTab(user, 'RULES');

    const rules = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(rules[0]).toHaveTextContent(
      'The match starts 7 minutes after the room ID and password are given.',
    );
    expect(
      screen.getByText(/Bermuda, Purgatory, Kalahari, Nextera, Alphine, Random/),
    ).toBeVisible();
    expect(screen.getByText(/PC players are not allowed/)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('ol')).not.toBeNull();
  });

  describe('POINTS tab', () => {
    it('shows Overall Standings and one section per match', async () => {
      answerDetails();
      server.use(
        graphql.query('TournamentStandings', () =>
          HttpResponse.json({
            data: {
              tournament: {
                __typename: 'Tournament',
                id: '7',
                kind: 'NORMAL',
                standings: {
                  __typename: 'Standings',
                  overall: [
                    standingLine(1, 'Team Inferno', { total: 41, kills: 25 }),
                    standingLine(2, 'Squad Zero'),
                  ],
                  matches: [
                    matchStandings(1, [standingLine(1, 'Team Inferno', { matchesPlayed: 1 })]),
                    matchStandings(2, []),
                  ],
                },
              },
            },
          }),
        ),
      );
      const { user } = renderPage();
      await openTab(user, 'POINTS');

      expect(await screen.findByRole('heading', { name: 'Overall Standings' })).toBeVisible();
      const overall = within(screen.getByRole('table', { name: 'Overall Standings' }));
      expect(overall.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        '#',
        'Team',
        'Matches',
        'Booyah',
        'Position Points',
        'Kills',
        'Total',
      ]);
      expect(overall.getByRole('row', { name: /Team Inferno/ })).toHaveTextContent(
        '1Team Inferno21142541',
      );
      expect(screen.getByRole('heading', { name: 'Match 1' })).toBeVisible();
      expect(screen.getByRole('table', { name: 'Match 1' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Match 2' })).toBeVisible();
      expect(screen.getByText('No results yet.')).toBeInTheDocument();
    });

    it("shows 'Error: {message}' when the points fail", async () => {
      answerDetails();
      server.use(graphql.query('TournamentStandings', () => graphQLError('Results unavailable')));
      const { user } = renderPage();
      await openTab(user, 'POINTS');
      expect(await screen.findByText('Error: Results unavailable')).toBeInTheDocument();
    });
  });

  describe('TEAMS tab', () => {
    it("tells a visitor 'Register to view teams.' without asking the gateway", async () => {
      answerDetails();
      const { user } = renderPage();
      await openTab(user, 'TEAMS');
      expect(screen.getByText('Register to view teams.')).toBeInTheDocument();
    });

    it('lists the teams as an accordion of up to 6 players each', async () => {
      answerDetails();
      const gate = createGate();
      server.use(
        graphql.query('TournamentTeams', async ({ variables }) => {
          await gate.wait;
          return HttpResponse.json({
            data: {
              tournament: {
                __typename: 'Tournament',
                id: variables.id,
                kind: variables.kind,
                teams: [
                  team('1', 'Team Inferno', ['Blaze', 'Ash', 'Ember', 'Cinder', 'Flare', 'Spark']),
                  team('2', 'Squad Zero', ['Nil', 'Void', 'Null', 'Zero']),
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
      const first = await screen.findByRole('button', { name: '1. Team Inferno' });
      expect(screen.getByRole('button', { name: '2. Squad Zero' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(screen.queryByText('Player 1: Blaze')).not.toBeVisible();

      await user.click(first);

      expect(first).toHaveAttribute('aria-expanded', 'true');
      const players = within(screen.getByRole('region', { name: '1. Team Inferno' }));
      expect(players.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Player 1: Blaze',
        'Player 2: Ash',
        'Player 3: Ember',
        'Player 4: Cinder',
        'Player 5: Flare',
        'Player 6: Spark',
      ]);
    });

    it("says 'Register to view teams.' when the teams are refused", async () => {
      answerDetails();
      server.use(
        graphql.query('TournamentTeams', () =>
          graphQLError('You are not allowed to do that.', 'FORBIDDEN'),
        ),
      );
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'TEAMS');
      expect(await screen.findByText('Register to view teams.')).toBeInTheDocument();
    });
  });

  describe('IDP tab', () => {
    const roomOf = (room: Record<string, unknown>) => ({
      __typename: 'Room',
      tournamentId: '7',
      matchNumber: null,
      releasesAt: null,
      ...room,
    });
    /** Answers the room query, counting its reads (a pushed room needs none). */
    const answerRoom = (room: Record<string, unknown>) => {
      const reads = { count: 0 };
      server.use(
        graphql.query('TournamentRoom', () => {
          reads.count += 1;
          return HttpResponse.json({
            data: {
              tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', room: roomOf(room) },
            },
          });
        }),
      );
      return reads;
    };
    const booked = { viewerBooking: { __typename: 'ViewerBooking', booked: true, canBook: false } };
    const notReleased = {
      released: false,
      roomId: null,
      password: null,
      releasesAt: '2026-11-21T14:20:00.000Z',
    };

    it('shows the room ID and password with copy buttons and a Discord help link', async () => {
      answerDetails();
      answerRoom({ released: true, roomId: '48273615', password: 'blitz50' });
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');

      expect(await screen.findByText('48273615')).toBeInTheDocument();
      expect(screen.getByText('blitz50')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get help on Discord' })).toHaveAttribute(
        'href',
        'https://discord.gg/creatorscombatleague',
      );

      await user.click(screen.getByRole('button', { name: 'Copy Room ID' }));
      expect(await navigator.clipboard.readText()).toBe('48273615');
      expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Copy Password' }));
      expect(await navigator.clipboard.readText()).toBe('blitz50');
    });

    it('says the room is released when the match starts', async () => {
      answerDetails();
      answerRoom({ released: false, roomId: null, password: null });
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');
      expect(
        await screen.findByText('ID & Password will be released when the match starts.'),
      ).toBeInTheDocument();
    });

    it('says when the room will be released, when the organiser set the time', async () => {
      answerDetails(booked);
      answerRoom(notReleased);
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');

      expect(
        await screen.findByText('ID & Password will be released when the match starts.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/Release time:/)).toHaveTextContent(
        'Release time: November 21, 2026 at 2:20 PM UTC',
      );
    });

    it('shows the room the moment it is pushed, without asking again', async () => {
      answerDetails(booked);
      const reads = answerRoom(notReleased);
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');
      await screen.findByText('ID & Password will be released when the match starts.');
      const subscription = await liveSocket.subscribed('RoomReleased', { tournamentId: '7' });
      expect(subscription.authorization).toBe(`Bearer ${TOKEN}`);

      liveSocket.push('RoomReleased', {
        roomReleased: roomOf({ released: true, roomId: '48273615', password: 'blitz50' }),
      });

      expect(await screen.findByText('48273615')).toBeInTheDocument();
      expect(screen.getByText('blitz50')).toBeInTheDocument();
      expect(screen.queryByText(/will be released/)).toBeNull();
      expect(reads.count).toBe(1);
    });

    it('tells the squad when the organiser changes a released room', async () => {
      answerDetails(booked);
      answerRoom({ released: true, roomId: '48273615', password: 'blitz50' });
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');
      await screen.findByText('48273615');
      await liveSocket.subscribed('RoomReleased', { tournamentId: '7' });

      liveSocket.push('RoomReleased', {
        roomReleased: roomOf({ released: true, roomId: '55512345', password: 'blitz51' }),
      });

      expect(await screen.findByText('55512345')).toBeInTheDocument();
      expect(
        await screen.findByText('The room ID or password changed. Open IDP for the new ones.'),
      ).toBeInTheDocument();
    });

    it('listens for the room only for a logged-in player who booked', async () => {
      answerDetails();
      renderPage({ token: TOKEN });
      await liveSocket.subscribed('TournamentUpdated', { id: '7', kind: 'NORMAL' });
      expect(liveSocket.subscriptions('RoomReleased')).toEqual([]);
    });

    it("says 'You have not registered for the tournament' when the room is refused", async () => {
      answerDetails();
      server.use(
        graphql.query('TournamentRoom', () =>
          graphQLError('You have not booked this tournament', 'FORBIDDEN'),
        ),
      );
      const { user } = renderPage({ token: TOKEN });
      await openTab(user, 'IDP');
      expect(
        await screen.findByText('You have not registered for the tournament'),
      ).toBeInTheDocument();
    });

    it('tells a visitor the same without asking the gateway', async () => {
      answerDetails();
      const { user } = renderPage();
      await openTab(user, 'IDP');
      expect(screen.getByText('You have not registered for the tournament')).toBeInTheDocument();
    });
  });

  describe('live updates', () => {
    const updated = (overrides: Record<string, unknown>) => {
      const { __typename, id, kind, name, status, totalSlots, slotsAvailable, startsAt } =
        tournamentFixture(overrides);
      return {
        tournamentUpdated: {
          __typename,
          id,
          kind,
          name,
          status,
          totalSlots,
          slotsAvailable,
          startsAt,
          registrationOpensAt: '2026-11-17T06:00:00.000Z',
          registrationClosesAt: '2026-11-21T12:30:00.000Z',
          matchesCount: 2,
          bookingClosedReason: null,
          standings: {
            __typename: 'Standings',
            overall: [standingLine(1, 'Team Inferno', { total: 41 })],
            matches: [
              matchStandings(1, [standingLine(1, 'Team Inferno', { total: 41 })]),
              matchStandings(2, []),
            ],
          },
          ...overrides,
        },
      };
    };

    it('updates the slots as they are taken, for a visitor too', async () => {
      answerDetails();
      renderPage();
      await screen.findByRole('heading', { level: 1 });
      const slots = () => within(screen.getByRole('tabpanel')).getByText('Slots').nextSibling;
      expect(slots()).toHaveTextContent('8/12');
      const subscription = await liveSocket.subscribed('TournamentUpdated', {
        id: '7',
        kind: 'NORMAL',
      });
      expect(subscription.authorization).toBeNull();

      liveSocket.push('TournamentUpdated', updated({ slotsAvailable: 3 }));

      await vi.waitFor(() => expect(slots()).toHaveTextContent('9/12'));
    });

    it('shows posted results on POINTS as they come', async () => {
      answerDetails();
      server.use(
        graphql.query('TournamentStandings', () =>
          HttpResponse.json({
            data: {
              tournament: {
                __typename: 'Tournament',
                id: '7',
                kind: 'NORMAL',
                standings: { __typename: 'Standings', overall: [], matches: [] },
              },
            },
          }),
        ),
      );
      const { user } = renderPage();
      await openTab(user, 'POINTS');
      expect(await screen.findByText('No results yet.')).toBeInTheDocument();
      await liveSocket.subscribed('TournamentUpdated', { id: '7', kind: 'NORMAL' });

      liveSocket.push('TournamentUpdated', updated({}));

      const overall = await screen.findByRole('table', { name: 'Overall Standings' });
      expect(within(overall).getByRole('row', { name: /Team Inferno/ })).toHaveTextContent('41');
      expect(screen.getByRole('table', { name: 'Match 1' })).toBeInTheDocument();
    });

    it('closes bookings at once when the tournament is cancelled', async () => {
      answerDetails();
      renderPage({ token: TOKEN });
      await screen.findAllByRole('link', { name: 'Book Slot for 50 Coins' });
      await liveSocket.subscribed('TournamentUpdated', { id: '7', kind: 'NORMAL' });

      liveSocket.push('TournamentUpdated', updated({ status: 'CANCELLED' }));

      expect(await screen.findAllByRole('button', { name: 'Bookings closed' })).toHaveLength(2);
    });
  });

  it('moves between tabs with the arrow keys', async () => {
    answerDetails();
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('tab', { name: 'ALL' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'RULES' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'RULES' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'IDP' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
  });
});
