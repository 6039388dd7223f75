import type { WorkboxPlugin } from 'workbox-core/types';
import { forgetReadsOfOtherSessions } from './forget-player-data';
import { keptSessionOf } from './read-keeping';

/**
 * The service worker's side of "a player's saved reads are that session's only" (decision 033):
 * it keeps the reads of one session at most, the one the latest read was sent with or the page
 * last named (session-message.ts), and forgets every other session's before it answers from or
 * saves to its cache. Unknown (undefined) until the first of them since the worker started.
 */
let current: string | null | undefined;

/** Makes `session` the current one; when that changes, every other session's reads go. */
export async function followSession(session: string | null): Promise<void> {
  if (session === current) return;
  current = session;
  await forgetReadsOfOtherSessions(session);
}

interface ReadState {
  session?: string | null;
}

const sessionOfRead: WorkboxPlugin['handlerWillStart'] = async ({ request, state }) => {
  const session = await keptSessionOf(request.headers.get('authorization'));
  if (state) (state as ReadState).session = session;
  await followSession(session);
};

const stillCurrent = (state: unknown) => (state as ReadState | undefined)?.session === current;

/** Every read, saved or not: a visitor's or an organiser's says no player's reads may stay. */
export const followsTheReadsSession: WorkboxPlugin = { handlerWillStart: sessionOfRead };

/**
 * A player's read: as above, and saved only while its session is still the current one. An
 * answer still on its way when the token changed is not saved, and one saved as it changed is
 * deleted again, so no deletion is undone by a read that started before it.
 */
export const savedForTheCurrentSessionOnly: WorkboxPlugin = {
  handlerWillStart: sessionOfRead,
  cacheWillUpdate: async ({ response, state }) => (stillCurrent(state) ? response : null),
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (!stillCurrent(state)) await (await caches.open(cacheName)).delete(request);
  },
};
