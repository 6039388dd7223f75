import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_TOKEN } from '../../test/fixtures';
import { authorizationOf } from '../bearer-token';
import { TOKEN_KEY, clearSession } from '../session';
import { forgetReadsOfEndedSessions } from './forget-ended-sessions';
import { graphQLCacheKey, sessionOf } from './graphql-cache-key';
import { OFFLINE_CACHES } from './offline-caches';
import { sessionMessage } from './session-message';

const READ = 'https://ccl.example/graphql?operationName=ViewerBalance';

/** A player cache holding one read of each given token's session, and the page's worker. */
async function savedReadsOf(tokens: string[]) {
  const keys = await Promise.all(
    tokens.map(async (token) =>
      graphQLCacheKey(new Request(READ, { headers: { authorization: authorizationOf(token) } })),
    ),
  );
  const saved = new Set(keys);
  const names = new Set<string>([OFFLINE_CACHES.playerData]);
  vi.stubGlobal('caches', {
    has: async (name: string) => names.has(name),
    delete: async (name: string) => names.delete(name),
    open: async () => ({
      keys: async () => [...saved].map((key) => new Request(key)),
      delete: async (key: Request) => saved.delete(key.url),
    }),
  });
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: { postMessage } },
    configurable: true,
  });
  return { keys: () => [...saved], names: () => [...names], postMessage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('forgetReadsOfEndedSessions', () => {
  it("keeps only the stored token's reads when another tab stores a token", async () => {
    const saved = await savedReadsOf(['token-of-alice', PLAYER_TOKEN]);
    const [, stored] = saved.keys();
    forgetReadsOfEndedSessions();

    window.localStorage.setItem(TOKEN_KEY, PLAYER_TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));

    await expect.poll(saved.keys).toEqual([stored]);
    const session = await sessionOf(authorizationOf(PLAYER_TOKEN));
    expect(saved.postMessage).toHaveBeenCalledWith(sessionMessage(session));
  });

  it("deletes every player's reads at logout and tells the worker none may stay", async () => {
    const saved = await savedReadsOf([PLAYER_TOKEN]);
    forgetReadsOfEndedSessions();

    clearSession();

    await expect.poll(saved.names).toEqual([]);
    expect(saved.postMessage).toHaveBeenCalledWith(sessionMessage(null));
  });
});
