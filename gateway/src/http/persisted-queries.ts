import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a persisted query stays known in Redis without being registered again. */
export const PERSISTED_QUERY_TTL_SECONDS = 24 * 60 * 60;
const KEY_PREFIX = 'ccl-gw:';

/**
 * Apollo's KeyValueCache over ioredis, so every copy of the gateway knows the queries any copy
 * was sent (automatic persisted queries; the public-read cache uses it too). Redis failures
 * count as cache misses: the client then sends the full query again, which always works.
 */
export class RedisKeyValueCache {
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    /** Named in the warning when Redis fails. */
    private readonly what = 'persisted query cache',
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(KEY_PREFIX + key)) ?? undefined;
    } catch (error) {
      this.log.warn({ err: error }, `${this.what} unavailable`);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttl = options?.ttl ?? PERSISTED_QUERY_TTL_SECONDS;
    try {
      await this.redis.set(KEY_PREFIX + key, value, 'EX', ttl);
    } catch (error) {
      this.log.warn({ err: error }, `${this.what} unavailable`);
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await this.redis.del(KEY_PREFIX + key)) > 0;
    } catch {
      return false;
    }
  }
}

/** Apollo's persistedQueries option: its bounded in-memory cache, or Redis when configured. */
export const persistedQueriesOption = (redis: Redis | undefined, log: FastifyBaseLogger) =>
  redis
    ? { cache: new RedisKeyValueCache(redis, log), ttl: PERSISTED_QUERY_TTL_SECONDS }
    : { ttl: PERSISTED_QUERY_TTL_SECONDS };
