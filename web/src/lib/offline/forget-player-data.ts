import { sessionOfKey } from './graphql-cache-key';
import { OFFLINE_CACHES } from './offline-caches';

/**
 * Deletes every read the service worker saved for a logged-in player (sw.ts), at logout and
 * when the session expires: the next player on this browser starts with none. Visitors' reads,
 * pages and pictures are the same for everyone and stay. Without Cache Storage (no service
 * worker: an insecure address, an old browser) there is nothing to delete.
 */
export const forgetPlayerData = (): Promise<void> => forgetReadsOfOtherSessions(null);

/**
 * Deletes the saved reads of every player's session but `session` (all of them when null): the
 * page and the service worker both call it when the stored token changes (decision 033).
 */
export async function forgetReadsOfOtherSessions(session: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    if (session === null) {
      await caches.delete(OFFLINE_CACHES.playerData);
      return;
    }
    if (!(await caches.has(OFFLINE_CACHES.playerData))) return;
    const cache = await caches.open(OFFLINE_CACHES.playerData);
    const others = (await cache.keys()).filter((key) => sessionOfKey(key.url) !== session);
    await Promise.all(others.map((key) => cache.delete(key)));
  } catch {
    // Storage refused (private mode): nothing was saved there either.
  }
}
