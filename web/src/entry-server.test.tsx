import { HttpLink } from '@apollo/client';
import { act } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { StrictMode } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './app/provider';
import { pagesAt } from './app/routes/pages-at';
import { appRoutes } from './app/routes/route-table';
import { render } from './entry-server';
import { expectConsoleError } from './test/console-guard';
import { blogFixture, specialFixture, tournamentFixture } from './test/fixtures';
import { TEST_API_URL, server } from './test/msw-server';

/**
 * The server's render hydrates in React's development build without a warning (production,
 * which the browser tests run, reports only text mismatches; this sees attributes and ids too).
 */
const upcoming = [
  specialFixture({ id: '21', name: 'Creators Combat League Season Finals' }),
  tournamentFixture({ id: '8', name: 'Kalahari Clash Weekly' }),
  tournamentFixture({ id: '9', name: 'Nextera Night Showdown' }),
  tournamentFixture({ id: '10', name: 'Monsoon Mayhem Cup' }),
];
const blogs = ['1', '2', '3', '4'].map((id) => ({
  ...blogFixture(id, `Blog number ${id}`),
  description: '<p>Move <strong>early</strong>.</p>',
}));

function answer() {
  server.use(
    graphql.query('HomeTournaments', () =>
      HttpResponse.json({ data: { upcoming, live: [upcoming[1]] } }),
    ),
    graphql.query('HomeBlogs', () => HttpResponse.json({ data: { blogs } })),
    graphql.query('TournamentList', () => HttpResponse.json({ data: { tournaments: upcoming } })),
    graphql.query('BlogList', () => HttpResponse.json({ data: { blogs } })),
    graphql.query('BlogDetail', () => HttpResponse.json({ data: { blog: blogs[1], blogs } })),
    graphql.query('TournamentDetails', () =>
      HttpResponse.json({ data: { tournament: upcoming[1] } }),
    ),
    graphql.query('SpecialTournamentDetails', () =>
      HttpResponse.json({ data: { tournament: upcoming[0] } }),
    ),
  );
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const PAGES = [
  '/',
  '/tournaments',
  '/tournaments-details/8',
  '/special-tournaments-details/21',
  '/blogs',
  '/blogs/2',
];

describe.each(PAGES)('the server render of %s', (path) => {
  // A render and a hydration of the whole app: longer than a component's test on a busy machine.
  it(
    'hydrates with no warning and no request, keeping the server elements',
    { timeout: 30_000 },
    async () => {
      answer();
      const page = await render(path, {
        link: new HttpLink({ uri: TEST_API_URL }),
        signal: AbortSignal.timeout(10_000),
      });
      // Server and client renderers in one process: the server's leaves the context values of the
      // last part it rendered set (a server has no client to mind), which a render of nothing sets
      // back; in development the client still says it shares them, which is no hydration matter.
      await prerenderToNodeStream(null);
      const container = document.createElement('div');
      container.id = 'root';
      container.innerHTML = page.html;
      document.body.append(container);
      const heading = container.querySelector('main h1');
      expect(heading).not.toBeNull();

      const requests: string[] = [];
      server.events.on('request:start', ({ request }) => requests.push(request.url));
      // Both React renderers, the server's above and this client's, render the app's context
      // providers in this one process, which React reports; a browser runs only the client's.
      // Any other error or warning (a hydration mismatch) fails the test (test/console-guard.ts).
      expectConsoleError(/^Detected multiple renderers concurrently rendering the same context/);
      await Promise.all(pagesAt(path).map((lazy) => lazy.preload()));
      const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
      await act(async () => {
        hydrated = hydrateRoot(
          container,
          <StrictMode>
            <AppProvider apiUrl={TEST_API_URL} state={page.state}>
              <RouterProvider router={router} />
            </AppProvider>
          </StrictMode>,
        );
      });

      expect(container.querySelector('main h1')).toBe(heading);
      expect(requests.filter((url) => !url.startsWith('ws'))).toEqual([]);
    },
  );
});
