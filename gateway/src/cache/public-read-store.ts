import {
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
  PrefixingKeyValueCache,
} from '@apollo/utils.keyvaluecache';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RedisKeyValueCache } from '../http/persisted-queries';

/**
 * The longest any answer stays in the public-read cache, whatever the schema's hints say: the
 * bound on how stale a visitor's read can be when a change's event does not reach the gateway
 * (decision 018). The schema's `@cacheControl` hints stay within it (a test checks).
 */
export const PUBLIC_CACHE_MAX_AGE_SECONDS = 5;

/** Where cached answers live: memory of this copy, or Redis shared by every copy. */
export interface PublicReadStore extends KeyValueCache {
  /** Drops what this copy holds in memory; Redis entries are left to their few seconds. */
  clear(): void;
}

/** Every entry's lifetime is capped at the bound, whatever the caller asks for. */
export class CappedStore implements PublicReadStore {
  constructor(
    private readonly inner: KeyValueCache,
    readonly clear: () => void,
  ) {}

  get(key: string) {
    return this.inner.get(key);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions) {
    const ttl = Math.min(
      options?.ttl ?? PUBLIC_CACHE_MAX_AGE_SECONDS,
      PUBLIC_CACHE_MAX_AGE_SECONDS,
    );
    if (ttl > 0) await this.inner.set(key, value, { ttl });
  }

  delete(key: string) {
    return this.inner.delete(key);
  }
}

/**
 * Redis when the gateway has it (a Redis failure is a miss, never an error), its keys under
 * `namespace` (one platform's, so two platforms on one Redis share nothing), else a bounded
 * in-memory LRU (Apollo's, about 30 MB).
 */
export function createPublicReadStore(
  redis: Redis | undefined,
  namespace: string,
  log: FastifyBaseLogger,
): PublicReadStore {
  if (redis) {
    const shared = new RedisKeyValueCache(redis, log, 'public read cache');
    const keys = new PrefixingKeyValueCache(shared, `${namespace}:public-reads:`);
    return new CappedStore(keys, () => undefined);
  }
  const memory = new InMemoryLRUCache();
  return new CappedStore(memory, () => memory.clear());
}
