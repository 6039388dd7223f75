// First: react-hot-toast's styles must find their stylesheet when it loads (decision 022).
import '../lib/toast-stylesheet';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readToken } from '../lib/session';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { pagesAt } from './routes/pages-at';
import { SERVER_RENDERED } from './server-rendering';

const app = (state?: NormalizedCacheObject) => (
  <StrictMode>
    <AppProvider state={state}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/** Apollo's cache of the server's render, written beside #root as JSON. */
function serverState(): NormalizedCacheObject | undefined {
  const json = document.getElementById(SERVER_RENDERED.stateElementId)?.textContent;
  return json ? (JSON.parse(json) as NormalizedCacheObject) : undefined;
}

/** Renders the app into `root`, taking over the server's markup when it is a visitor's page. */
export function startApp(root: HTMLElement) {
  const state = root.hasAttribute(SERVER_RENDERED.rootAttribute) ? serverState() : undefined;

  if (state && readToken() === null) {
    // A visitor's page, rendered by the gateway: the app takes it over as it is. The page's code
    // is asked for now (the head preloads it); until it is there React keeps the server's markup.
    for (const page of pagesAt(window.location.pathname)) {
      // A failed load is the render's to report (it asks again, and the page's error shows).
      page.preload().catch(() => undefined);
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap during it is answered at once.
    startTransition(() => {
      hydrateRoot(root, app(state));
    });
  } else {
    // The shell, or a visitor's page in front of a player with a stored login (hidden by
    // server-rendered.css meanwhile): the app renders the player's own from scratch.
    root.replaceChildren();
    root.removeAttribute(SERVER_RENDERED.rootAttribute);
    createRoot(root).render(app());
  }
}
