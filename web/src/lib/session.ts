import { useSyncExternalStore } from 'react';
import { isOrganiserToken } from './bearer-token';
import { TOKEN_KEY, USERNAME_KEY } from './session-keys';

/**
 * The player's session as SPEC §3 stores it: `authToken` and `username` in local storage. The
 * token is restored on load simply by reading it; login and logout write through here so every
 * screen that shows "logged in or not" re-renders at once.
 */

export { TOKEN_KEY, USERNAME_KEY };
export { roleOf } from './bearer-token';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Storage can be unavailable (private mode, blocked cookies): the app then runs as a visitor.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the session lasts as long as nothing, like a visitor's.
  }
}

/** The stored bearer token, or null for a visitor. */
export const readToken = (): string | null => read(TOKEN_KEY) || null;
export const readUsername = (): string | null => read(USERNAME_KEY) || null;

/** Stores a fresh login (part of the account screens; here so one module owns the keys). */
export function saveSession(token: string, username: string): void {
  write(TOKEN_KEY, token);
  write(USERNAME_KEY, username);
  notify();
}

/** Forgets the session: logout, or a token the gateway no longer accepts. */
export function clearSession(): void {
  write(TOKEN_KEY, null);
  write(USERNAME_KEY, null);
  notify();
}

const expiryListeners = new Set<() => void>();

/** Runs `listener` whenever the gateway refuses the stored token; returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** A token the gateway no longer accepts: the session ends and the app sends the player to /login. */
export function expireSession(): void {
  clearSession();
  expiryListeners.forEach((listener) => listener());
}

/**
 * Runs `listener` whenever the session may have changed (login, logout, expiry, another tab);
 * returns the unsubscribe. The live socket uses it to connect again with the new token.
 */
export const onSessionChange = (listener: () => void): (() => void) => subscribe(listener);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export interface Session {
  token: string | null;
  username: string | null;
  loggedIn: boolean;
  /** The token says role admin. Only decides what the app shows: the gateway checks the role. */
  isOrganiser: boolean;
}

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const username = useSyncExternalStore(subscribe, readUsername, () => null);
  return { token, username, loggedIn: token !== null, isOrganiser: isOrganiserToken(token) };
}
