import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../errors';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again later.';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/** A request field as text for a counter's key; the route's schema has already checked it. */
function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

type KeyOf = (request: FastifyRequest) => string;
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function limiter(app: FastifyInstance, max: number, keyOf: KeyOf): RateLimitHook {
  const check = app.createRateLimit({ max, timeWindow: FIFTEEN_MINUTES_MS, keyGenerator: keyOf });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(RATE_LIMIT_MESSAGE);
    }
  };
}

/**
 * Brute-force limits of the sign-in routes. The plugin's per-route limits count /api/x and /x
 * apart (each route gets a store of its own), so each limit is one shared counter, made once
 * per app and run as a preHandler, after validation, so keys use the checked, normalised input.
 */
function createAuthRateLimits(app: FastifyInstance) {
  return {
    /** 10 logins per 15 minutes per address and mobile. */
    login: limiter(app, 10, (r) => `login:${r.ip}:${field(r.body, 'mobile')}`),
    /** 5 code e-mails per 15 minutes per address, e-mail and purpose. */
    registrationOtp: limiter(app, 5, (r) => `otp-send:register:${r.ip}:${field(r.query, 'email')}`),
    resetOtp: limiter(app, 5, (r) => `otp-send:reset:${r.ip}:${field(r.query, 'email')}`),
    /** 10 code checks per 15 minutes per address and e-mail (verify, reset, register). */
    resetCodeCheck: limiter(app, 10, (r) => `otp-check:reset:${r.ip}:${field(r.body, 'email')}`),
    registrationCodeCheck: limiter(
      app,
      10,
      (r) => `otp-check:register:${r.ip}:${field(r.body, 'email')}`,
    ),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;

const limitsOfApp = new WeakMap<object, AuthRateLimits>();

/** The limits of the app whose context is `owner`: the routes are registered once per prefix. */
export function authRateLimits(app: FastifyInstance, owner: object): AuthRateLimits {
  let limits = limitsOfApp.get(owner);
  if (!limits) {
    limits = createAuthRateLimits(app);
    limitsOfApp.set(owner, limits);
  }
  return limits;
}
