import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
// From 'react-router' itself: under vitest, 'react-router/dom' loads a second copy of the
// router's context, which its Links would not see.
import { type RouteObject, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import type { LiveOptions } from '../lib/live/live-connection';
import { appRoutes } from '../app/routes/route-table';
import { TOKEN_KEY, USERNAME_KEY } from '../lib/session';
import { TEST_API_URL } from './msw-server';

/**
 * A money mutation's retries after a lost or unsettled answer (decision 023) as the app makes
 * them, but without the app's waits between them.
 */
export const TEST_KEYED_RETRY = { initialDelayMs: 1, maxDelayMs: 5, attempts: 5 };

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the component is mounted at, for its params (default: `route`). */
  path?: string;
  /** A stored session token: the test runs as a logged-in player. */
  token?: string;
  /** The live socket's waits, for tests of reconnection and polling (default: the app's). */
  live?: LiveOptions;
}

function storeSession(token: string | undefined) {
  if (!token) return;
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USERNAME_KEY, 'demo_player');
}

function renderRouter(routes: RouteObject[], route: string, live?: LiveOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider apiUrl={TEST_API_URL} live={live} keyedRetry={TEST_KEYED_RETRY}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}

/**
 * Renders `ui` inside the app's providers (Apollo client at TEST_API_URL, loading flag, toasts)
 * and a memory router at `route`. Any other path renders "Elsewhere: <path>", so a test can
 * follow a link and see where it went.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { route = '/', path = route, token, live } = options;
  storeSession(token);
  return renderRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    route,
    live,
  );
}

/** Renders the whole app (layout and route table) at `route`. */
export function renderApp(route: string, options: Pick<RenderOptions, 'token' | 'live'> = {}) {
  storeSession(options.token);
  return renderRouter(appRoutes, route, options.live);
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Elsewhere: {pathname}</p>;
}
