import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SHOW_TIMEOUT_MS } from './browser-fixture';

/** What the browser tests of the service worker (decision 020) share. */

/** Once the service worker has installed, it takes the page (clientsClaim in sw.ts). */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: SHOW_TIMEOUT_MS,
  });
}

/** The operations whose answers the service worker saved in `cache`. */
export const savedReads = (page: Page, cache: string): Promise<(string | null)[]> =>
  page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).searchParams.get('operationName'));
  }, cache);

/**
 * The GraphQL reads the page makes from now on. A server-rendered page brings its data along
 * and reads nothing; a client-rendered one reads it: whichever it is, what it read is saved.
 */
export function recordReads(page: Page): Set<string> {
  const reads = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && request.method() === 'GET') {
      reads.add(url.searchParams.get('operationName') ?? '');
    }
  });
  return reads;
}

export interface SavedRead {
  cache: string;
  operationName: string | null;
  /** The digest of the token it was read with (graphql-cache-key.ts), or null for a visitor's. */
  session: string | null;
  body: string;
}

/** Every GraphQL answer in any of the origin's caches, as devtools would show it. */
export const everySavedRead = (page: Page): Promise<SavedRead[]> =>
  page.evaluate(async () => {
    const saved: SavedRead[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.pathname !== '/graphql') continue;
        const response = await cache.match(request);
        saved.push({
          cache: name,
          operationName: url.searchParams.get('operationName'),
          session: url.searchParams.get('session'),
          body: (await response?.text()) ?? '',
        });
      }
    }
    return saved;
  });

/** The digest a saved read of `token`'s session is keyed by (graphql-cache-key.ts). */
export const sessionDigestOf = (token: string): string =>
  createHash('sha256').update(`Bearer ${token}`).digest('hex');
