import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expectConsoleError } from '../../test/console-guard';
import { money, specialFixture, tournamentFixture } from '../../test/fixtures';
import { server, TEST_API_URL } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { AppProvider } from '../provider';
import { RouteErrorPage } from './fallback-page';

afterEach(() => vi.restoreAllMocks());

const main = () => within(screen.getByRole('main'));

describe('route table', () => {
  it.each([
    ['/tournament/bookslot/7', 'Book Slot'],
    ['/special-tournament/create-team/21', 'Create Team'],
    ['/special-tournament/join-team/21', 'Join Team'],
    ['/withdraw', 'Withdraw Money'],
    ['/wallet', 'Wallet'],
  ])('opens the logged-in screen %s', async (path, title) => {
    server.use(
      graphql.query('ViewerBalance', () =>
        HttpResponse.json({
          data: { viewer: { __typename: 'Viewer', id: '1', wallet: { balance: money(0) } } },
        }),
      ),
    );
    renderApp(path, { token: 'token-1' });
    expect(await main().findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    '/tournament/bookslot/7',
    '/special-tournament/create-team/21',
    '/special-tournament/join-team/21',
    '/withdraw',
    '/wallet',
  ])('sends a visitor without a token from %s to /login', async (path) => {
    renderApp(path);
    expect(
      await main().findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/register', 'Sign Up'],
    ['/login', 'Welcome Back'],
    ['/forgot-password', 'Forgot Password'],
  ])('opens the account screen %s', async (path, title) => {
    renderApp(path);
    expect(await main().findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/profile', '/profile/edit', '/my-tournaments'])(
    'sends a visitor without a token from %s to /login',
    async (path) => {
      renderApp(path);
      expect(
        await main().findByRole('heading', { level: 1, name: 'Welcome Back' }),
      ).toBeInTheDocument();
    },
  );

  it('shows the fallback with the status text for an unknown path, inside the layout', async () => {
    renderApp('/no-such-page');
    expect(await main().findByText('Not Found')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the loading indicator at /loading', async () => {
    renderApp('/loading');
    expect(await main().findByRole('status')).toHaveTextContent('Loading...');
  });

  it('opens the home page at /', async () => {
    server.use(
      graphql.query('HomeTournaments', () =>
        HttpResponse.json({ data: { upcoming: [], live: [] } }),
      ),
      graphql.query('HomeBlogs', () => HttpResponse.json({ data: { blogs: [] } })),
    );
    renderApp('/');
    expect(await main().findByRole('heading', { level: 1 })).toHaveTextContent(
      'Creators Combat League',
    );
    // Both answers have come: a request still in flight would outlive the test's handlers.
    expect(await main().findByText('No live tournaments available')).toBeInTheDocument();
    expect(await main().findByText('No news yet')).toBeInTheDocument();
  });

  it('opens the tournament list and both details pages', async () => {
    server.use(
      graphql.query('TournamentList', () => HttpResponse.json({ data: { tournaments: [] } })),
      graphql.query('TournamentDetails', () =>
        HttpResponse.json({ data: { tournament: tournamentFixture() } }),
      ),
      graphql.query('SpecialTournamentDetails', () =>
        HttpResponse.json({ data: { tournament: specialFixture() } }),
      ),
    );
    const list = renderApp('/tournaments');
    expect(await main().findByRole('heading', { level: 1 })).toHaveTextContent('Tournaments');
    list.unmount();

    const normal = renderApp('/tournaments-details/7');
    expect(await main().findByRole('heading', { level: 1 })).toHaveTextContent('Bermuda Blitz Cup');
    normal.unmount();

    renderApp('/special-tournaments-details/21');
    expect(await main().findByRole('heading', { level: 1 })).toHaveTextContent(
      'Creators Combat League Season Finals',
    );
  });

  it.each(['/blogs/3', '/blog/3'])('reads the blog id from %s', async (path) => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('BlogDetail', ({ variables }) => {
        asked.push(variables.id);
        return HttpResponse.json({ data: { blog: null, blogs: [] } });
      }),
    );
    renderApp(path);
    await waitFor(() => expect(asked).toContain('3'));
  });

  it.each([
    '/about-us',
    '/contact',
    '/faqs',
    '/privacy-policy',
    '/refund-policy',
    '/terms-and-conditions',
    '/history',
    '/grievances/new',
    '/grievances/status',
  ])('opens %s', async (path) => {
    renderApp(path);
    expect(await main().findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(main().queryByText('Not Found')).toBeNull();
  });

  it.each([
    ['/products', 'No products found.'],
    ['/blogs', 'No blogs yet. Check back soon.'],
  ])('opens %s and shows what its answer holds', async (path, shown) => {
    server.use(
      graphql.query('Products', () => HttpResponse.json({ data: { products: [] } })),
      graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } })),
    );
    renderApp(path);
    expect(await main().findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(main().queryByText('Not Found')).toBeNull();
    // The answer has come: a request still in flight would outlive the test's handlers.
    expect(await main().findByText(shown)).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await main().findByRole('heading', { name: 'Welcome Back' });
    scrollTo.mockClear();

    await user.click(screen.getAllByRole('link', { name: 'Register' })[0]!);

    expect(await main().findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page first shown where the visitor has scrolled it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/login');
    await main().findByRole('heading', { name: 'Welcome Back' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('RouteErrorPage', () => {
  function renderFailing(route: Parameters<typeof createMemoryRouter>[0][number]) {
    const router = createMemoryRouter([{ ...route, path: '/', errorElement: <RouteErrorPage /> }]);
    render(
      <AppProvider apiUrl={TEST_API_URL}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  }

  it("shows a crashed screen's error message", async () => {
    function Crashing(): never {
      throw new Error('Cannot read the tournament');
    }
    // React and React Router each report the error the page then shows.
    expectConsoleError(/Cannot read the tournament/);
    renderFailing({ element: <Crashing /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot read the tournament');
  });

  it('shows the status text of an error response', async () => {
    renderFailing({
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
      element: <p>never</p>,
      HydrateFallback: () => null,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('503');
    expect(alert).toHaveTextContent('Service Unavailable');
  });
});
