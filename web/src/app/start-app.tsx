// First: react-hot-toast's styles must find their stylesheet when it loads (decision 022).
import '../lib/toast-stylesheet';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '../lib/next-task';
import { readToken } from '../lib/session';
import { AppProvider } from './provider';
import { type AppBrowserRouter, AppRouter, createAppRouter } from './router';
import { lazyPagesOf } from './routes/pages-at';
import { SERVER_RENDERED } from './server-rendering';

const app = (router: AppBrowserRouter, state?: NormalizedCacheObject) => (
  <StrictMode>
    <AppProvider state={state}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);

/** Apollo's cache of the server's render, written beside #root as JSON. */
function serverState(): NormalizedCacheObject | undefined {
  const json = document.getElementById(SERVER_RENDERED.stateElementId)?.textContent;
  return json ? (JSON.parse(json) as NormalizedCacheObject) : undefined;
}

/**
 * Renders the app into `root`, taking over the server's markup when it is a visitor's page;
 * `onTakingOver` is called once React has been asked to.
 */
export async function startApp(root: HTMLElement, onTakingOver: () => void = () => undefined) {
  const state = root.hasAttribute(SERVER_RENDERED.rootAttribute) ? serverState() : undefined;
  const router = createAppRouter();

  if (state && readToken() === null) {
    // A visitor's page, rendered by the gateway: the app takes it over as it is, once the page's
    // own code is here, so the whole page is taken over at once. A failed load is the render's
    // to report (it asks again, and the page's error shows); until then React keeps the markup.
    await nextTask();
    await Promise.all(
      lazyPagesOf(router.state.matches).map((page) => page.preload().catch(() => undefined)),
    );
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap during it is answered at once.
    startTransition(() => {
      hydrateRoot(root, app(router, state));
    });
    onTakingOver();
  } else {
    // The shell, or a visitor's page in front of a player with a stored login (hidden by
    // server-rendered.css meanwhile): the app renders the player's own from scratch.
    root.replaceChildren();
    root.removeAttribute(SERVER_RENDERED.rootAttribute);
    createRoot(root).render(app(router));
  }
}
