import { TOKEN_KEY } from '../lib/session-keys';

/**
 * How a server-rendered page and the app in the browser find each other: the gateway writes
 * these (through entry-server.tsx), main.tsx and server-rendered.css read them.
 */
export const SERVER_RENDERED = {
  /** On #root while it holds the server's markup. */
  rootAttribute: 'data-server-rendered',
  /** The `<script type="application/json">` that carries Apollo's cache of the render. */
  stateElementId: 'apollo-state',
  /**
   * The `<script type="application/json">` that lists the app's code files for the page (the
   * app and the page's own chunks), which main.tsx fetches together once the page has loaded.
   */
  codeElementId: 'app-code',
  /** Set on `<html>`, before the first paint, when a login is stored (SESSION_MARK_SCRIPT). */
  sessionAttribute: 'data-session',
} as const;

/**
 * A tiny script inline in the page's `<head>`, before anything is painted (the gateway's
 * Content-Security-Policy allows it by the hash of exactly this text, decision 022): it marks
 * `<html>` when a login is stored, which only the browser can see. The server's page is a visitor's; for a player it stays hidden (server-rendered.css)
 * and the app renders the player's own instead, so a player never sees a visitor's view.
 */
export const SESSION_MARK_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(SERVER_RENDERED.sessionAttribute)},'')` +
  `}catch(e){}\n`;
