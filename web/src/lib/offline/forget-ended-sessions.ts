import { authorizationOf } from '../bearer-token';
import { onSessionChange, readToken } from '../session';
import { forgetReadsOfOtherSessions } from './forget-player-data';
import { keptSessionOf } from './read-keeping';
import { sessionMessage } from './session-message';

let following = false;

/**
 * From now on, whenever the stored token may have changed (login, logout, expiry, a token
 * replaced, in this tab or another), the reads the service worker saved for any other session
 * are deleted (decision 033). Once per page, however many clients are made.
 */
export function forgetReadsOfEndedSessions(): void {
  if (following) return;
  following = true;
  onSessionChange(() => void keepOnlyTheStoredSessionsReads());
}

async function keepOnlyTheStoredSessionsReads() {
  // No Cache Storage (an insecure address, an old browser): no worker, nothing was saved.
  if (typeof caches === 'undefined') return;
  const token = readToken();
  const session = await keptSessionOf(token === null ? null : authorizationOf(token));
  // The worker first: it stops saving the ended session's answers that are still on their way.
  navigator.serviceWorker?.controller?.postMessage(sessionMessage(session));
  // And here too: a page the worker does not control (a hard reload) sends it no message.
  await forgetReadsOfOtherSessions(session);
}
