import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The backend's answer about a token, as remembered: its session open or ended, until when. */
export interface SessionAnswer {
  ended: boolean;
  /** Believed until then (ms since the epoch). */
  until: number;
}

/**
 * Answers about tokens shared by every gateway copy (decision 053), so a player whose phones
 * reconnect to both copies costs one backend read, not one per copy. A copy that hears an event
 * ending a player's sessions marks the player: answers asked before the mark are not believed
 * any more, whichever copy stored them. A Redis failure is a miss, never an error.
 */
export interface SessionAnswerStore {
  /** The answer some copy stored for the token, unless the player's sessions ended since it was asked. */
  get(token: string, userId: number): Promise<SessionAnswer | undefined>;
  /** Stores an answer asked at `askedAt`; it is not believed if the player was marked since. */
  set(token: string, answer: SessionAnswer, askedAt: number): Promise<void>;
  /** Every answer about the player's tokens asked before now stops being believed. */
  endSessionsOf(userId: number): Promise<void>;
}

interface Stored extends SessionAnswer {
  askedAt: number;
}

export function createRedisSessionAnswers(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
  /** How long a mark must outlive the answers stored before it. */
  longestAnswerMs: number,
): SessionAnswerStore {
  // Tokens are credentials: Redis holds their hash, never the token.
  const answerKey = (token: string) =>
    `${namespace}:session-answer:${createHash('sha256').update(token).digest('base64url')}`;
  const markKey = (userId: number) => `${namespace}:sessions-ended:${userId}`;
  const failed = (error: unknown) => log.warn({ err: error }, 'shared session answers unavailable');

  return {
    async get(token, userId) {
      try {
        const [stored, mark] = await redis.mget(answerKey(token), markKey(userId));
        if (!stored) return undefined;
        const answer = JSON.parse(stored) as Stored;
        if (mark && Number(mark) >= answer.askedAt) return undefined;
        return answer.until > Date.now() ? { ended: answer.ended, until: answer.until } : undefined;
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(token, answer, askedAt) {
      const ttl = answer.until - Date.now();
      if (ttl <= 0) return;
      try {
        const stored: Stored = { ...answer, askedAt };
        await redis.set(answerKey(token), JSON.stringify(stored), 'PX', ttl);
      } catch (error) {
        failed(error);
      }
    },
    async endSessionsOf(userId) {
      try {
        await redis.set(markKey(userId), String(Date.now()), 'PX', longestAnswerMs);
      } catch (error) {
        failed(error);
      }
    },
  };
}
