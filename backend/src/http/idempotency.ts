import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../service-deps';
import { AppError } from '../errors';
import { currentUser } from './auth';
import { errorAnswer } from './error-handler';
import { type StoredAnswer, createIdempotencyRepository } from '../change/idempotency-repository';
import { fingerprintOf, readIdempotencyKey } from './idempotency-key';
import type { Once } from '../change/transaction-once';

export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_IN_USE_MESSAGE =
  'A request with this Idempotency-Key is still in progress. Retry it shortly.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with different parameters.';
/** Machine-readable beside the message, so a client can tell these from the route's own. */
export const KEY_IN_USE_CODE = 'IDEMPOTENCY_KEY_IN_USE';
export const KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a route answers: its status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

const keyInUse = () =>
  new AppError('conflict', KEY_IN_USE_MESSAGE, undefined, 1, { code: KEY_IN_USE_CODE });
const keyReused = () =>
  new AppError('unprocessable', KEY_REUSED_MESSAGE, undefined, undefined, {
    code: KEY_REUSED_CODE,
  });

const isKeyError = (error: unknown) =>
  error instanceof AppError &&
  (error.details?.code === KEY_IN_USE_CODE || error.details?.code === KEY_REUSED_CODE);

/** Ends a request whose key already has its answer, from inside the change's transaction. */
class Replay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('answered before');
  }
}

/**
 * Stripe's answers are kept except for failures a retry may get past: a 5xx, a rate limit,
 * and this key's own refusals. A refusal of the route's rules (400, 403, 404, 409) is final.
 */
const isFinal = (status: number) => status < 500 && status !== 429;

/**
 * Idempotency keys (decision 023): a covered route answers through `respond`, and its service
 * runs its transaction with `transactionOnce` and the Once it is given.
 */
export function createIdempotencyService({ db }: ServiceDeps) {
  const keys = createIdempotencyRepository(db);
  let pruneTimer: NodeJS.Timeout | undefined;

  const replay = (reply: FastifyReply, answer: StoredAnswer) =>
    reply.status(answer.status).header(REPLAYED_HEADER, 'true').type(JSON_TYPE).send(answer.body);

  const checked = (answer: StoredAnswer, fingerprint: string) => {
    if (answer.fingerprint !== fingerprint) throw keyReused();
    return answer;
  };

  return {
    /**
     * Runs the route's work (`run`) and sends `answer(result)`. With an Idempotency-Key, a
     * repeat of the same request gets the first answer again and changes nothing; the same key
     * with other parameters is refused (422), and so is a repeat while the first still runs
     * (409). Without one, the work runs as it always did.
     */
    async respond<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      run: (once?: Once<T>) => Promise<T>,
      answer: (result: T) => Answer = ok,
    ): Promise<FastifyReply> {
      const key = readIdempotencyKey(request);
      if (key === undefined) {
        const { status, body } = answer(await run());
        return reply.status(status).send(body);
      }
      const userId = currentUser(request).id;
      const fingerprint = fingerprintOf(request);
      const earlier = await keys.find(userId, key);
      if (earlier) return replay(reply, checked(earlier, fingerprint));

      let sent: StoredAnswer | undefined;
      let recorded = false;
      const stored = (status: number, body: unknown) =>
        (sent = { fingerprint, status, body: JSON.stringify(body) });
      const once: Once<T> = {
        async claim(trx) {
          if (!(await keys.tryLock(trx, userId, key))) throw keyInUse();
          await keys.forgetExpired(trx, userId, key);
          // Answered between the first look and the lock.
          const meanwhile = await keys.findIn(trx, userId, key);
          if (meanwhile) throw new Replay(checked(meanwhile, fingerprint));
        },
        async record(trx, result) {
          const { status, body } = answer(result);
          await keys.insert(trx, { userId, key, ...stored(status, body) });
          recorded = true;
        },
      };

      try {
        const result = await run(once);
        if (!recorded) {
          // The work answered without committing a change (e.g. 208 for a repeated UTR).
          const { status, body } = answer(result);
          await keys.storeAfterwards({ userId, key, ...stored(status, body) });
        }
      } catch (error) {
        if (error instanceof Replay) return replay(reply, error.answer);
        const refusal = errorAnswer(request, error);
        if (!isKeyError(error) && isFinal(refusal.status)) {
          await keys.storeAfterwards({ userId, key, ...stored(refusal.status, refusal.body) });
        }
        throw error;
      }
      if (!sent) throw new Error('no answer recorded');
      return reply.status(sent.status).type(JSON_TYPE).send(sent.body);
    },

    /** Deletes expired keys now and every hour after; each backend copy runs its own. */
    startPruning(log: FastifyBaseLogger) {
      const prune = () =>
        keys.pruneExpired().then(
          (deleted) => deleted && log.info({ deleted }, 'expired idempotency keys deleted'),
          (error: unknown) => log.warn({ err: error }, 'deleting expired idempotency keys failed'),
        );
      void prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
    },

    stopPruning() {
      clearInterval(pruneTimer);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
