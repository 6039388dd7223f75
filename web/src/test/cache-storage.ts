import { onTestFinished, vi } from 'vitest';

/**
 * The browser's Cache Storage, which happy-dom lacks, holding caches of the given names (the
 * service worker's, see lib/offline/offline-caches.ts). Only names are modelled: the app opens
 * or deletes whole caches. Call it inside a test; it is removed when the test finishes.
 */
export function stubCacheStorage(names: string[]): { names: () => string[] } {
  const existing = new Set(names);
  vi.stubGlobal('caches', {
    has: async (name: string) => existing.has(name),
    delete: async (name: string) => existing.delete(name),
    keys: async () => [...existing],
  } satisfies Pick<CacheStorage, 'has' | 'delete' | 'keys'>);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { names: () => [...existing] };
}
