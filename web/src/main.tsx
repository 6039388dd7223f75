// First: react-hot-toast's styles must find their stylesheet when it loads (decision 022).
import './lib/toast-stylesheet';
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { pagesAt } from './app/routes/pages-at';
import { SERVER_RENDERED } from './app/server-rendering';
import { readToken } from './lib/session';
import './app/styles/theme.css';
import './app/styles/server-rendered.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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

const serverRendered = root.hasAttribute(SERVER_RENDERED.rootAttribute);
const state = serverRendered ? serverState() : undefined;

if (state && readToken() === null) {
  // A visitor's page, rendered by the gateway: the app takes it over as it is. The page's code
  // is asked for now (the head preloads it); until it is there React keeps the server's markup.
  for (const page of pagesAt(window.location.pathname)) {
    // A failed load is the render's to report (it asks again, and the page's error shows).
    page.preload().catch(() => undefined);
  }
  hydrateRoot(root, app(state));
} else {
  // The shell, or a visitor's page in front of a player with a stored login (hidden by
  // server-rendered.css meanwhile): the app renders the player's own from scratch.
  root.replaceChildren();
  root.removeAttribute(SERVER_RENDERED.rootAttribute);
  createRoot(root).render(app());
}
