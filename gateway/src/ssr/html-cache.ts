import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Rendered pages kept for a few seconds and served to every visitor meanwhile: a visitor's page
 * holds nothing of theirs (the server renders for no one in particular), so under load most
 * visitors get a copy instead of a render.
 */
export interface HtmlCache {
  get(path: string): Promise<string | undefined>;
  set(path: string, html: string): Promise<void>;
}

/** Memory for the copies of one gateway: at most this much HTML (characters), oldest out first. */
const MEMORY_LIMIT_CHARS = 16 * 1024 * 1024;
const REDIS_PREFIX = 'ccl:ssr-html:';

function memoryCache(ttlMs: number): HtmlCache {
  const pages = new LRUCache<string, string>({
    ttl: ttlMs,
    maxSize: MEMORY_LIMIT_CHARS,
    sizeCalculation: (html) => Math.max(html.length, 1),
  });
  return {
    get: async (path) => pages.get(path),
    set: async (path, html) => void pages.set(path, html),
  };
}

/** Shared by every gateway copy. Redis unavailable: a miss, never a failure or a wait. */
function redisCache(redis: Redis, ttlMs: number, build: string): HtmlCache {
  const key = (path: string) => `${REDIS_PREFIX}${build}:${path}`;
  return {
    get: async (path) => (await redis.get(key(path)).catch(() => null)) ?? undefined,
    set: async (path, html) => {
      await redis.set(key(path), html, 'PX', ttlMs).catch(() => undefined);
    },
  };
}

const NO_CACHE: HtmlCache = { get: async () => undefined, set: async () => undefined };

/**
 * `build` names the web app's build: copies running different builds (a rolling deploy) share
 * no pages, whose scripts and styles only their own build has.
 */
export function createHtmlCache(ttlMs: number, redis: Redis | undefined, build: string): HtmlCache {
  if (ttlMs <= 0) return NO_CACHE;
  return redis ? redisCache(redis, ttlMs, build) : memoryCache(ttlMs);
}
