import { sha256Hex } from './sha256-hex';

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
  const authorization = request.headers.get('authorization');
  if (authorization) url.searchParams.set('session', await sha256Hex(authorization));
  url.searchParams.sort();
  return url.href;
}
