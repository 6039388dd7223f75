import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { type ReactElement, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { text } from 'node:stream/consumers';
import { AppFrame } from './app/provider';
import { pagesAt } from './app/routes/pages-at';
import { appRoutes } from './app/routes/route-table';
import { sanitizeWithWindow } from './features/blogs/utils/sanitize-html';
import { createCache } from './lib/apollo-cache';
import { IDLE_CONNECTION } from './lib/live/connection-state';
import type { LiveConnection } from './lib/live/live-connection';
import { LIVE_POLL_MS } from './lib/live/live-connection';
import { PATHS } from './lib/paths';

export { SERVER_RENDERED, SESSION_MARK_SCRIPT } from './app/server-rendering';

/**
 * The server's render of the app, built by `vite build --config web/vite.ssr.config.ts` into
 * web/dist-server and run by the gateway (gateway/src/ssr): a visitor's first request for a
 * public page gets its content in the HTML, and the app hydrates it (main.tsx).
 */

/** The public pages a visitor lands on, as route patterns: these are rendered on the server. */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  PATHS.home,
  PATHS.tournaments,
  PATHS.tournamentDetails,
  PATHS.specialTournamentDetails,
  PATHS.blogs,
  PATHS.blogDetails,
  PATHS.blogDetailsSingular,
];

export interface ServerRenderOptions {
  /** Runs the page's queries: the gateway's own schema with a visitor's context, no HTTP. */
  link: ApolloLink;
  /** Stops the render when the gateway no longer waits for it. */
  signal: AbortSignal;
}

export interface ServerRenderedPage {
  /** The content of #root. */
  html: string;
  /** What React asks to load early (the images above the fold), for the page's `<head>`. */
  head: string;
  /** Apollo's cache after the render: hydration reads its data from it. */
  state: NormalizedCacheObject;
  /** The rendered pages' source files, as the client build's manifest names their chunks. */
  modules: string[];
}

/** The server has no socket: nothing is live, nothing polls, as in a browser before it connects. */
const NO_SOCKET: LiveConnection = {
  link: ApolloLink.empty(),
  pollIntervalMs: LIVE_POLL_MS,
  getState: () => IDLE_CONNECTION,
  onStateChange: () => () => {},
  onReconnected: () => () => {},
  start: () => () => {},
};

const handler = createStaticHandler(appRoutes);

/** React puts the resource hints it found (`<link rel="preload">`) before the markup. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)*/;

let sanitizerReady: Promise<void> | undefined;

/** DOMPurify's DOM on the server, made once, on the first render rather than at start. */
function prepareSanitizer(): Promise<void> {
  sanitizerReady ??= import('jsdom').then(({ JSDOM }) => {
    sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
  });
  return sanitizerReady;
}

/**
 * Loads what renders need (DOMPurify's DOM, the server-rendered pages' code) ahead of the first
 * one, so the first visitor after a start does not wait for it.
 */
export async function prepare(): Promise<void> {
  const pages = SERVER_RENDERED_ROUTES.flatMap((route) => pagesAt(route));
  await Promise.all([prepareSanitizer(), ...pages.map((page) => page.preload())]);
}

/**
 * Renders `pathname` as a visitor sees it once its data is there: Apollo's getMarkupFromTree
 * renders, runs the queries the render asked for, and renders again until none is left;
 * each render is React's prerender, which waits for the lazily loaded parts. Fails when a
 * query or a component fails, so the gateway serves the client-rendered page instead.
 */
export async function render(
  pathname: string,
  { link, signal }: ServerRenderOptions,
): Promise<ServerRenderedPage> {
  const pages = pagesAt(pathname);
  await Promise.all([prepareSanitizer(), ...pages.map((page) => page.preload())]);

  const context = await handler.query(
    new Request(new URL(pathname, 'http://localhost'), { signal }),
  );
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  const tree = (
    <StrictMode>
      <AppFrame client={client} live={NO_SOCKET}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>
  );

  const markup = await getMarkupFromTree({
    tree,
    renderFunction: (element) => prerenderToString(element, signal),
  });
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return {
    html: markup.slice(head.length),
    head,
    state: client.extract(),
    modules: pages.flatMap((page) => (page.source ? [page.source] : [])),
  };
}

async function prerenderToString(element: ReactElement, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every part inline, however large: React would otherwise send a large part after its
    // fallback with an inline script to swap them, which the page's policy will not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await text(prelude);
  if (errors.length > 0) throw errors[0];
  return html;
}
