import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

/**
 * Rate limits of the mutations people abuse (logins, OTP mails and wallet requests) and of the
 * upstream work of visitors. Counters live in memory, or in Redis when REDIS_URL is set so
 * every copy of the gateway shares them.
 */
export type RateLimitedAction = 'login' | 'otp' | 'wallet' | 'anonymousUpstream';

interface Limit {
  points: number;
  duration: number;
}

const limitsOf = (anonymousUpstreamPerMinute: number): Record<RateLimitedAction, Limit> => ({
  /** 10 logins per 15 minutes per client and mobile. */
  login: { points: 10, duration: 15 * 60 },
  /** 5 OTP mails per 15 minutes per client and e-mail. */
  otp: { points: 5, duration: 15 * 60 },
  /** 20 deposit or withdrawal requests per hour per player. */
  wallet: { points: 20, duration: 60 * 60 },
  /** One point per upstream call of a request without a token, per client address. */
  anonymousUpstream: { points: anonymousUpstreamPerMinute, duration: 60 },
});

export type RateLimit = (action: RateLimitedAction, key: string) => Promise<boolean>;

export function createRateLimit(
  redis: Redis | undefined,
  anonymousUpstreamPerMinute: number,
): RateLimit {
  const limits = limitsOf(anonymousUpstreamPerMinute);
  const limiterFor = (action: RateLimitedAction): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `ccl-gw-${action}`,
          ...limits[action],
          // While Redis is down each copy counts on its own, rather than refusing everyone.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: action, ...limits[action] }),
        })
      : new RateLimiterMemory({ keyPrefix: action, ...limits[action] });
  const limiters: Record<RateLimitedAction, RateLimiterAbstract> = {
    login: limiterFor('login'),
    otp: limiterFor('otp'),
    wallet: limiterFor('wallet'),
    anonymousUpstream: limiterFor('anonymousUpstream'),
  };

  /** True when the call may go ahead; false once the action's limit is reached. */
  return async (action, key) => {
    try {
      await limiters[action].consume(key);
      return true;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return false;
    }
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';
