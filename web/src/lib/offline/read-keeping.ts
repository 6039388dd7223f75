import { isOrganiserToken, tokenOf } from '../bearer-token';
import { sessionOf } from './graphql-cache-key';
import { OFFLINE_CACHES } from './offline-caches';

/**
 * Which cache the service worker saves a GraphQL read in, by the Authorization header it was
 * sent with: a visitor's with every visitor's, a player's with that player's; an organiser's in
 * none. Every read of an organiser's token is left out, not only the console's: the token's
 * role is what opens the console (and the console's reads hold players' mobiles and UPI ids),
 * it needs no list of operations kept in step with the console's screens, and the gateway ends
 * a session whose role changes (decision 025), so no other token reads what an organiser does.
 */
export function cacheForRead(authorization: string | null): string | null {
  if (!authorization) return OFFLINE_CACHES.publicData;
  return isOrganiserToken(tokenOf(authorization)) ? null : OFFLINE_CACHES.playerData;
}

/**
 * The session whose reads may stay saved while requests carry `authorization`: a player's own;
 * none for a visitor or an organiser, whose reads are not kept.
 */
export async function keptSessionOf(authorization: string | null): Promise<string | null> {
  return cacheForRead(authorization) === OFFLINE_CACHES.playerData
    ? sessionOf(authorization)
    : null;
}
