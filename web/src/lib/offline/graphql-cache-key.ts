import { sha256Hex } from './sha256-hex';

/** The parameter of a saved read's key that names the session it was read by. */
const SESSION_PARAM = 'session';

/** The session a request with `authorization` belongs to: a digest of it, null for a visitor. */
export const sessionOf = async (authorization: string | null): Promise<string | null> =>
  authorization ? sha256Hex(authorization) : null;

/** The session a saved read's key names (graphQLCacheKey), null for a visitor's read. */
export const sessionOfKey = (key: string): string | null =>
  new URL(key).searchParams.get(SESSION_PARAM);

/**
 * The key a GraphQL read sent over GET is saved under. The query text is left out: a persisted
 * query goes first as its hash alone and, the first time a gateway sees it, again with the text,
 * and both must find the same saved answer (the hash in `extensions` names the query either way).
 * A read sent with a token is keyed by a digest of it too, so a saved answer only ever goes back
 * to the session that received it, never to another player who logs in on this browser.
 */
export async function graphQLCacheKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.delete('query');
  const session = await sessionOf(request.headers.get('authorization'));
  if (session) url.searchParams.set(SESSION_PARAM, session);
  url.searchParams.sort();
  return url.href;
}
