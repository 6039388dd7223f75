import { decodeJwt } from 'jose';

/**
 * The player's token as requests carry it and as the app reads it. A module of its own: the
 * service worker reads the same things from a request's header, without the session's code.
 */

/** The role of an organiser's token (decision 004): it opens the console. */
export const ORGANISER_ROLE = 'admin';

const BEARER = 'Bearer ';

/** The Authorization header that sends `token`. */
export const authorizationOf = (token: string): string => `${BEARER}${token}`;

/** The token an Authorization header sends, or null. */
export const tokenOf = (authorization: string | null): string | null =>
  authorization?.startsWith(BEARER) ? authorization.slice(BEARER.length) : null;

/** The role the token carries; a token that is not a readable JWT carries none. */
export function roleOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const { role } = decodeJwt(token);
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/** Whether the token is an organiser's. Only decides what the app shows: the gateway checks. */
export const isOrganiserToken = (token: string | null): boolean => roleOf(token) === ORGANISER_ROLE;
