import { OFFLINE_CACHES } from './offline-caches';

/**
 * Deletes every read the service worker saved for a logged-in player (sw.ts), at logout and
 * when the session expires: the next player on this browser starts with none. Visitors' reads,
 * pages and pictures are the same for everyone and stay. Without Cache Storage (no service
 * worker: an insecure address, an old browser) there is nothing to delete.
 */
export async function forgetPlayerData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_CACHES.playerData);
  } catch {
    // Storage refused (private mode): nothing was saved there either.
  }
}
