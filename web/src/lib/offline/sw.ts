/// <reference lib="webworker" />
/**
 * The service worker (decision 020), built by vite-plugin-pwa into web/dist/sw.js with the list
 * of the build's files in place of self.__WB_MANIFEST. Workbox does the caching; this file only
 * says which requests go to which of its strategies.
 *
 * Updates: a new version downloads its files beside the running one and waits; it takes over
 * when no page of the old one is open (no skipWaiting), so a page in use keeps the code and the
 * lazily loaded screens it was built with, even after the server has moved on.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { graphQLCacheKey } from './graphql-cache-key';
import { OFFLINE_CACHES, SAVED_COPY_HEADER } from './offline-caches';
import { cacheForRead } from './read-keeping';
import { sessionOfMessage } from './session-message';
import {
  followSession,
  followsTheReadsSession,
  savedForTheCurrentSessionOnly,
} from './session-of-reads';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** How long a page or a read waits for the network before the saved copy is shown instead. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;
/** The client-rendered shell: it renders any route, from saved reads when offline. */
const SHELL = '/index.html';
/** The gateway's own paths, never pages of the app (as in the gateway's static-pages.ts). */
const API_PATHS = /^\/(graphql|api|media|playground|healthz|readyz|metrics)(\/|$)/;

// The shell, code, styles, fonts and icons of this build. Only exact files: `/` is a page
// (server-rendered), not the shell, so no directory index or clean-URL guessing.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first install takes the page that installed it, so its reads are saved from then on. A
// later version only activates once no page of the old one is open, so this claims no page
// from another version.
clientsClaim();

/** A page never saved (or its copy expired) and no network: the shell renders it instead. */
const shellWhenNoCopy: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error(),
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY_SECONDS }),
        shellWhenNoCopy,
      ],
    }),
    { denylist: [API_PATHS] },
  ),
);

/** Saves and finds a read under its query's hash and variables (see graphql-cache-key.ts). */
const keyedByRead: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => graphQLCacheKey(request),
};

/** Only a whole answer is kept: an error or a partial answer never replaces the last good one. */
const wholeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    try {
      const body = (await response.clone().json()) as { data?: unknown; errors?: unknown };
      return body.data && !body.errors ? response : null;
    } catch {
      return null;
    }
  },
};

/** Tells the page that an answer is a saved copy, so it can say so (the connection banner). */
const markedAsSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const savedReads = (cacheName: string, sessionRule: WorkboxPlugin) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      sessionRule,
      keyedByRead,
      wholeAnswersOnly,
      // A week: as long as a session lasts.
      new ExpirationPlugin({
        maxEntries: 100,
        maxAgeSeconds: 7 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
      markedAsSavedCopy,
    ],
  });

/** A GraphQL read to be saved in `cache`, or in none when `cache` is null (read-keeping.ts). */
const keptIn =
  (cache: string | null) =>
  ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin &&
    url.pathname === '/graphql' &&
    request.method === 'GET' &&
    cacheForRead(request.headers.get('authorization')) === cache;

// Queries go over GET (apollo-client.ts); mutations are POST and never saved. A visitor's reads
// and a player's are kept apart, and the player's cache holds one session's (decision 033).
registerRoute(
  keptIn(OFFLINE_CACHES.publicData),
  savedReads(OFFLINE_CACHES.publicData, followsTheReadsSession),
);
registerRoute(
  keptIn(OFFLINE_CACHES.playerData),
  savedReads(OFFLINE_CACHES.playerData, savedForTheCurrentSessionOnly),
);
// An organiser's reads (players' mobiles, UPI ids): from the network only, kept nowhere.
registerRoute(keptIn(null), new NetworkOnly({ plugins: [followsTheReadsSession] }));

// The page names the stored token's session when it changes (forget-ended-sessions.ts).
self.addEventListener('message', (event) => {
  const session = sessionOfMessage(event.data);
  if (session !== undefined) event.waitUntil(followSession(session));
});

const sameOriginOutsideApi = (url: URL) =>
  url.origin === self.location.origin && !API_PATHS.test(url.pathname);

// Scripts and styles outside this build's list (such as what a server-rendered page links to
// besides the bundles): a saved page needs them offline too.
registerRoute(
  ({ url, request }) =>
    sameOriginOutsideApi(url) &&
    (request.destination === 'script' || request.destination === 'style'),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.code,
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

// Banners, blog pictures and profile pictures: an upload gets an address of its own, so a saved
// picture does not go out of date.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image',
  new CacheFirst({
    cacheName: OFFLINE_CACHES.images,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 80,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
