import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specialFixture, tournamentFixture } from '../../../test/fixtures';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { TournamentListPage } from './tournament-list-page';

const special = specialFixture();
const live = tournamentFixture({ id: '7', name: 'Bermuda Blitz Cup', status: 'LIVE' });
const completed = tournamentFixture({
  id: '9',
  name: 'Purgatory Pro Scrims',
  status: 'COMPLETED',
  prizePool: {
    __typename: 'Money',
    paise: 12_500_000,
    rupees: '125000.00',
    formatted: '₹1,25,000',
  },
  totalSlots: 12,
  slotsAvailable: 0,
  startsAt: '2026-11-10T09:05:00.000Z',
});

/** The gateway's list: special first; the search narrows normal tournaments only. */
function answerList() {
  server.use(
    graphql.query('TournamentList', ({ variables }) => {
      const search = String(variables.search ?? '').toLowerCase();
      const normal = [live, completed].filter(
        (t) => !search || `${t.name} ${t.status}`.toLowerCase().includes(search),
      );
      return HttpResponse.json({ data: { tournaments: [special, ...normal] } });
    }),
  );
}

const cards = () => screen.getAllByRole('article');

describe('TournamentListPage', () => {
  it('shows a loader, then the cards with special tournaments first', async () => {
    answerList();
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading tournaments...');
    expect(await screen.findByText('Bermuda Blitz Cup')).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Creators Combat League Season Finals',
      'Bermuda Blitz Cup',
      'Purgatory Pro Scrims',
    ]);
  });

  it("names each card by a heading one level below the page's title", async () => {
    answerList();
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });

    // No level skipped: a screen reader's list of headings reads as the page is laid out.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bermuda Blitz Cup' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  });

  it('shows banner, prize pool, slots, name, start in UTC and Squad Up on a card', async () => {
    answerList();
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });

    const card = (await screen.findByText('Purgatory Pro Scrims')).closest('article')!;
    const scoped = within(card as HTMLElement);
    expect(card.querySelector('img')).toHaveAttribute('src', completed.bannerUrl);

    expect(scoped.getByText('₹1,25,000')).toBeInTheDocument();
    expect(scoped.getByText('12/12')).toBeInTheDocument();
    expect(scoped.getByText('Nov 10, 2026, 9:05 AM UTC')).toBeInTheDocument();
    expect(scoped.getByRole('link', { name: /Squad Up/ })).toHaveAttribute(
      'href',
      '/tournaments-details/9',
    );
  });

  it("loads the first row's banners at once, the first one first, and the others lazily", async () => {
    const more = ['31', '32', '33'].map((id) => tournamentFixture({ id, name: `Cup ${id}` }));
    server.use(
      graphql.query('TournamentList', () =>
        HttpResponse.json({ data: { tournaments: [special, live, completed, ...more] } }),
      ),
    );
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
    await screen.findByText('Cup 33');

    const banners = cards().map((card) => card.querySelector('img')!);
    expect(banners.map((banner) => banner.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(banners.map((banner) => banner.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
    // Each in the WebP variants that fit the card, sized before it loads.
    const variants = banners[1]!.parentElement!.querySelector('source')!;
    expect(variants).toHaveAttribute('type', 'image/webp');
    expect(variants.getAttribute('srcset')).toBe(
      [320, 480, 640].map((w) => `/assets/banners/bermuda-blitz-cup-${w}.webp ${w}w`).join(', '),
    );
    expect(banners[1]).toHaveAttribute('width', '640');
    expect(banners[1]).toHaveAttribute('height', '360');
  });

  it('links a special tournament to its special details page', async () => {
    answerList();
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });

    const card = (await screen.findByText(special.name)).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: /Squad Up/ })).toHaveAttribute(
      'href',
      '/special-tournaments-details/21',
    );
  });

  it('searches through the gateway and keeps special tournaments', async () => {
    answerList();
    const { user } = renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
    await screen.findByText('Bermuda Blitz Cup');

    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'purgatory');

    expect(await screen.findByText('Purgatory Pro Scrims')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Bermuda Blitz Cup')).toBeNull();
    expect(screen.getByText(special.name)).toBeInTheDocument();
  });

  it('offers the hints Booking, Live and Completed, which fill the search', async () => {
    answerList();
    const { user } = renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
    await screen.findByText('Bermuda Blitz Cup');

    for (const hint of ['Booking', 'Live', 'Completed']) {
      expect(screen.getByRole('button', { name: hint })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Completed' }));

    expect(screen.getByRole('searchbox')).toHaveValue('Completed');
    await expect.poll(() => screen.queryByText('Bermuda Blitz Cup')).toBeNull();
    expect(screen.getByText('Purgatory Pro Scrims')).toBeInTheDocument();
  });

  it("says 'No tournaments found.' when nothing matches", async () => {
    server.use(
      graphql.query('TournamentList', ({ variables }) =>
        HttpResponse.json({ data: { tournaments: variables.search ? [] : [live] } }),
      ),
    );
    const { user } = renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
    await screen.findByText('Bermuda Blitz Cup');

    await user.type(screen.getByRole('searchbox'), 'zzz');

    expect(await screen.findByText('No tournaments found.')).toBeInTheDocument();
  });

  it("says 'No tournaments found.' under the special ones when no normal tournament matches", async () => {
    answerList();
    const { user } = renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
    await screen.findByText('Bermuda Blitz Cup');
    expect(screen.queryByText('No tournaments found.')).toBeNull();

    await user.type(screen.getByRole('searchbox'), 'zzz');

    const nothing = await screen.findByText('No tournaments found.');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      special.name,
    ]);
    // Below the special cards, not instead of them.
    expect(
      cards()[0]!.compareDocumentPosition(nothing) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  describe('booking on the cards', () => {
    afterEach(() => vi.useRealTimers());
    const at = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };
    const cardOf = async (name: string) =>
      within((await screen.findByText(name)).closest('article') as HTMLElement);

    it('says when registration opens, before it does', async () => {
      at('2026-11-16T12:00:00.000Z');
      answerList();
      renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
      const card = await cardOf('Bermuda Blitz Cup');
      expect(card.getByText('Registration opens Nov 17, 2026, 6:00 AM UTC')).toBeInTheDocument();
      expect(card.getByRole('link', { name: /Squad Up/ })).toBeInTheDocument();
    });

    it("says 'Bookings closed' once registration has closed, or no slot is left", async () => {
      at('2026-11-19T12:00:00.000Z');
      answerList();
      renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
      expect((await cardOf('Bermuda Blitz Cup')).queryByText('Bookings closed')).toBeNull();
      expect((await cardOf('Purgatory Pro Scrims')).getByText('Bookings closed')).toBeVisible();
      cleanup();

      at('2026-11-21T12:31:00.000Z');
      answerList();
      renderWithProviders(<TournamentListPage />, { route: '/tournaments' });
      expect((await cardOf('Bermuda Blitz Cup')).getByText('Bookings closed')).toBeVisible();
    });
  });

  it("shows 'Error: {message}' when the list fails", async () => {
    server.use(
      graphql.query('TournamentList', () => graphQLError('The platform could not answer.')),
    );
    renderWithProviders(<TournamentListPage />, { route: '/tournaments' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The platform could not answer.',
    );
  });
});
