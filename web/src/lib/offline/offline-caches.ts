/**
 * What the service worker (sw.ts) and the page agree on: the names of the caches it keeps and
 * the header it adds to an answer it gives from one of them instead of from the network.
 */
export const OFFLINE_CACHES = {
  /** Pages as last served (the server renders the public ones with their content). */
  pages: 'ccl-pages',
  /** GraphQL reads sent without a token: the same for every visitor of this browser. */
  publicData: 'ccl-data-public',
  /** GraphQL reads sent with a player's token, keyed by that token (see graphql-cache-key.ts). */
  playerData: 'ccl-data-player',
  /** Scripts and styles a page uses that are not among the build's precached files. */
  code: 'ccl-code',
  /** Banners, blog pictures and other same-origin images. */
  images: 'ccl-images',
} as const;

/** Marks an answer the service worker gave from its cache because the network did not answer. */
export const SAVED_COPY_HEADER = 'x-ccl-saved-copy';
