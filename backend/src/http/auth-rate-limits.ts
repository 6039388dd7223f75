import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { WRONG_PASSWORD } from '../features/accounts/public';
import { currentUser } from './auth';
import { type LimitRule, count, createLimiter, refuseWhenSpent, spend } from './limiter';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again later.';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the backend and its key (decision 010). Keys use the client's address as the
 * gateway names it (http/client-address.ts), so one attacker's address never stands for all.
 */
export const RATE_LIMIT_RULES = {
  /** Failed logins in a row for one mobile from one address; a success starts again. */
  loginFailuresPerAccountAndAddress: { points: 10, duration: 15 * MINUTE },
  /** Failed logins from one address over all mobiles (password spraying). */
  loginFailuresPerAddress: { points: 100, duration: HOUR },
  /** Failed logins for one mobile over all addresses before the account backs off. */
  loginFailuresPerAccount: { points: 20, duration: 15 * MINUTE },
  /** Once backed off, addresses the account never logged in from share one try per 30 s. */
  accountBackoff: { points: 1, duration: 30 },
  /**
   * Addresses an account logged in from, remembered 21 days: never backed off. (The memory
   * store times keys out with setTimeout, which cannot wait past 24.8 days.)
   */
  knownAddress: { points: 1, duration: 21 * 24 * HOUR },
  /** scrypt runs (passwords and codes) asked for by one address: checked before hashing. */
  hashingPerAddress: { points: 30, duration: MINUTE },
  /** Code e-mails for one address to one e-mail, and from one address to any e-mail. */
  codeMailsPerAddressAndEmail: { points: 5, duration: 15 * MINUTE },
  codeMailsPerAddress: { points: 10, duration: HOUR },
  /** Code checks (verify, reset, register) from one address for one e-mail. */
  codeChecksPerAddressAndEmail: { points: 10, duration: 15 * MINUTE },
  /** Deposit and withdrawal requests of one player. */
  walletRequestsPerPlayer: { points: 30, duration: 15 * MINUTE },
  /** Team joins (team-code guesses) of one player. */
  teamJoinsPerPlayer: { points: 10, duration: 15 * MINUTE },
  /**
   * Refused profile updates (username or mobile taken) of one player: each 409 tells whether a
   * mobile has an account, so probing stops here, as code guesses do.
   */
  profileUpdateFailuresPerPlayer: { points: 10, duration: 15 * MINUTE },
  /**
   * Wrong passwords in one organiser's confirmations (payee, escrow, a lone organiser's
   * approvals): a stolen token must not become a way to guess the password. Right ones cost
   * nothing, so an organiser funding and approving all evening is never refused.
   */
  wrongPasswordConfirmationsPerOrganiser: { points: 5, duration: 15 * MINUTE },
  /** Complaints filed without an account from one address, and from one account (decision 049). */
  grievanceFilingsPerAddress: { points: 5, duration: HOUR },
  grievanceFilingsPerAccount: { points: 10, duration: HOUR },
  /** Complaint look-ups by a number and contact that match nothing, from one address. */
  grievanceLookupFailuresPerAddress: { points: 20, duration: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

type RuleName = keyof typeof RATE_LIMIT_RULES;

/** A request field as text for a key; the route's schema has already checked it. */
function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.toLowerCase() : '';
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The limits of one app (both route prefixes share them), as preHandlers that run after
 * validation, so keys use the checked input, and before any hashing.
 */
export function createRateLimits(redis: Redis | undefined) {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMIT_RULES).map(([name, rule]) => [
      name,
      createLimiter(redis, name, rule),
    ]),
  ) as Record<RuleName, ReturnType<typeof createLimiter>>;

  const spendHashing = (request: FastifyRequest) =>
    spend(limiters.hashingPerAddress, request.clientIp, RATE_LIMIT_MESSAGE);

  const codeMails =
    (purpose: string): Hook =>
    async (request) => {
      const email = field(request.query, 'email');
      const ip = request.clientIp;
      await spend(
        limiters.codeMailsPerAddressAndEmail,
        `${purpose}:${ip}:${email}`,
        RATE_LIMIT_MESSAGE,
      );
      await spend(limiters.codeMailsPerAddress, ip, RATE_LIMIT_MESSAGE);
      await spendHashing(request);
    };

  const codeChecks =
    (purpose: string): Hook =>
    async (request) => {
      const key = `${purpose}:${request.clientIp}:${field(request.body, 'email')}`;
      await spend(limiters.codeChecksPerAddressAndEmail, key, RATE_LIMIT_MESSAGE);
      await spendHashing(request);
    };

  const loginKeys = (request: FastifyRequest) => {
    const mobile = field(request.body, 'mobile');
    return { mobile, ip: request.clientIp, pair: `${mobile}:${request.clientIp}` };
  };

  /** Before a login is checked: each limit that applies to this mobile and address. */
  const loginGate: Hook = async (request) => {
    const { mobile, ip, pair } = loginKeys(request);
    await refuseWhenSpent(limiters.loginFailuresPerAccountAndAddress, pair, RATE_LIMIT_MESSAGE);
    await refuseWhenSpent(limiters.loginFailuresPerAddress, ip, RATE_LIMIT_MESSAGE);
    const known = (await limiters.knownAddress.get(pair)) !== null;
    const failures = await limiters.loginFailuresPerAccount.get(mobile);
    if (!known && failures && failures.consumedPoints >= limiters.loginFailuresPerAccount.points) {
      await spend(limiters.accountBackoff, mobile, RATE_LIMIT_MESSAGE);
    }
    await spendHashing(request);
  };

  /** Runs the login and counts its outcome: failures towards the limits, success resets. */
  async function trackLogin<T>(request: FastifyRequest, login: () => Promise<T>): Promise<T> {
    const { mobile, ip, pair } = loginKeys(request);
    try {
      const result = await login();
      await limiters.loginFailuresPerAccountAndAddress.delete(pair);
      await limiters.knownAddress.set(pair, 1, RATE_LIMIT_RULES.knownAddress.duration);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'unauthenticated') {
        await count(limiters.loginFailuresPerAccountAndAddress, pair);
        await count(limiters.loginFailuresPerAddress, ip);
        await count(limiters.loginFailuresPerAccount, mobile);
      }
      throw error;
    }
  }

  const playerKey = (request: FastifyRequest) => String(currentUser(request).id);

  const perPlayer =
    (name: 'walletRequestsPerPlayer' | 'teamJoinsPerPlayer'): Hook =>
    (request) =>
      spend(limiters[name], playerKey(request), RATE_LIMIT_MESSAGE);

  /** Before a profile update: refused once the player's failed updates are spent. */
  const profileUpdate: Hook = (request) =>
    refuseWhenSpent(
      limiters.profileUpdateFailuresPerPlayer,
      playerKey(request),
      RATE_LIMIT_MESSAGE,
    );

  /** Runs the update and counts a refusal (a taken username or mobile) towards the limit. */
  async function trackProfileUpdate<T>(request: FastifyRequest, update: () => Promise<T>) {
    try {
      return await update();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'conflict') {
        await count(limiters.profileUpdateFailuresPerPlayer, playerKey(request));
      }
      throw error;
    }
  }

  /**
   * The hooks of a route that asks an organiser's password again: before, refused once their
   * wrong passwords are spent, then the hashing budget; after a wrong one, it is counted.
   */
  const passwordConfirmation = {
    preHandler: (async (request) => {
      await refuseWhenSpent(
        limiters.wrongPasswordConfirmationsPerOrganiser,
        playerKey(request),
        RATE_LIMIT_MESSAGE,
      );
      await spendHashing(request);
    }) satisfies Hook,
    onError: async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
      if (error instanceof AppError && error.message === WRONG_PASSWORD) {
        await count(limiters.wrongPasswordConfirmationsPerOrganiser, playerKey(request));
      }
    },
  };

  /** Before a complaint is filed: the account's budget when logged in, else the address's. */
  const grievanceFiling: Hook = (request) =>
    request.user
      ? spend(limiters.grievanceFilingsPerAccount, String(request.user.id), RATE_LIMIT_MESSAGE)
      : spend(limiters.grievanceFilingsPerAddress, request.clientIp, RATE_LIMIT_MESSAGE);

  /** Before a complaint look-up: refused once the address's failed look-ups are spent. */
  const grievanceLookup: Hook = (request) =>
    refuseWhenSpent(
      limiters.grievanceLookupFailuresPerAddress,
      request.clientIp,
      RATE_LIMIT_MESSAGE,
    );

  /** Runs the look-up and counts a miss (a wrong number or contact) towards the limit. */
  async function trackGrievanceLookup<T>(request: FastifyRequest, lookup: () => Promise<T>) {
    try {
      return await lookup();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not_found') {
        await count(limiters.grievanceLookupFailuresPerAddress, request.clientIp);
      }
      throw error;
    }
  }

  return {
    passwordConfirmation,
    grievanceFiling,
    grievanceLookup,
    trackGrievanceLookup,
    registrationOtp: codeMails('register'),
    resetOtp: codeMails('reset'),
    registrationCodeCheck: codeChecks('register'),
    resetCodeCheck: codeChecks('reset'),
    login: loginGate,
    trackLogin,
    walletRequest: perPlayer('walletRequestsPerPlayer'),
    teamJoin: perPlayer('teamJoinsPerPlayer'),
    profileUpdate,
    trackProfileUpdate,
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
