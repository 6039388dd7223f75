import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';

/** How many points a key may spend in `duration` seconds. */
export interface LimitRule {
  points: number;
  duration: number;
}

export type Limiter = RateLimiterAbstract;

/**
 * Counters for one rule, in memory or in Redis (REDIS_URL) so every backend copy shares them.
 * While Redis is down each copy counts on its own rather than refusing everyone.
 */
export function createLimiter(redis: Redis | undefined, name: string, rule: LimitRule): Limiter {
  const memory = new RateLimiterMemory({ keyPrefix: `ccl-${name}`, ...rule });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `ccl-${name}`,
        ...rule,
        insuranceLimiter: memory,
      })
    : memory;
}

/** Spends `points` of the key, or throws 429 with the wait in Retry-After. */
export async function spend(
  limiter: Limiter,
  key: string,
  message: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw tooManyRequests(message, rejection.msBeforeNext / 1000);
    }
    throw rejection;
  }
}

/** Throws 429 when the key has no points left, without spending one. */
export async function refuseWhenSpent(limiter: Limiter, key: string, message: string) {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) {
    throw tooManyRequests(message, state.msBeforeNext / 1000);
  }
}

/** Counts one more, never refusing (failures are counted after the fact). */
export async function count(limiter: Limiter, key: string): Promise<void> {
  await limiter.penalty(key, 1);
}
