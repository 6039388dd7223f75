import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { MailQueue } from '../../mail/mail-queue';
import { createRoomReleaseRepository } from './room-release-repository';
import { releaseClaimedRoom } from '../matches/public';

export interface RoomReleaserOptions {
  db: Db;
  mailQueue: MailQueue;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** The longest the releaser sleeps without looking: a missed NOTIFY costs at most this. */
  maxSleepMs?: number;
}

/** While another copy holds the lock it is releasing; look again soon after. */
const LOCKED_RETRY_MS = 1000;
const FAILED_RETRY_MS = 5000;
/**
 * The least time between looks that notifications ask for. Every commit that writes an event
 * notifies (each booking does), and a look is a transaction of its own: under a rush of
 * bookings, looking on each would cost every copy a look per booking (decision 057). A room
 * scheduled meanwhile waits at most this long for its timer to be set.
 */
const NOTIFIED_LOOK_GAP_MS = 1000;

/**
 * Releases scheduled match rooms at their time, exactly once across backend copies (decision 016).
 * Each process runs one: a timer wakes it for the next due room (at most maxSleepMs away), and
 * a NOTIFY does too (a room just scheduled may be due sooner), at most once a second. A release
 * is claimed under an advisory lock by a conditional UPDATE, in one transaction with its event
 * and notifications; the e-mails go after the commit.
 */
export function createRoomReleaser(options: RoomReleaserOptions) {
  const { db, mailQueue, log } = options;
  const clock = options.clock ?? (() => new Date());
  const maxSleepMs = options.maxSleepMs ?? 30_000;
  const rooms = createRoomReleaseRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let notifiedTimer: NodeJS.Timeout | undefined;
  let lookedAt = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  /** The tournaments whose match rooms were released now; undefined when another copy was releasing. */
  async function releaseDue(now: Date = clock()): Promise<number[] | undefined> {
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await rooms.tryLock(trx))) return undefined;
      const released = await rooms.claimDue(trx, now);
      const mails = [];
      for (const match of released) mails.push(...(await releaseClaimedRoom(trx, match)));
      return { ids: [...new Set(released.map((match) => match.tournament_id))], mails };
    });
    if (!outcome) return undefined;
    mailQueue.enqueue(outcome.mails);
    if (outcome.ids.length) log.info({ tournaments: outcome.ids }, 'match rooms released');
    return outcome.ids;
  }

  async function sleepAfterRelease(): Promise<number> {
    lookedAt = Date.now();
    try {
      if ((await releaseDue()) === undefined) return LOCKED_RETRY_MS;
      const due = await rooms.nextDueAt();
      if (!due) return maxSleepMs;
      return Math.min(maxSleepMs, Math.max(0, due.getTime() - clock().getTime()));
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'room release failed; retrying');
      return FAILED_RETRY_MS;
    }
  }

  function sleep(ms: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  /** Looks now; a wake while looking makes it look once more afterwards. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let ms: number;
      do {
        again = false;
        ms = await sleepAfterRelease();
      } while (again && !stopped);
      sleep(ms);
    })().finally(() => {
      running = undefined;
    });
  }

  /** A notification: something was written, perhaps a room due sooner than the timer says. */
  function notified(): void {
    if (stopped || notifiedTimer) return;
    const wait = lookedAt + NOTIFIED_LOOK_GAP_MS - Date.now();
    if (wait <= 0) return wake();
    notifiedTimer = setTimeout(() => {
      notifiedTimer = undefined;
      wake();
    }, wait);
    notifiedTimer.unref();
  }

  return {
    releaseDue,
    wake,
    notified,
    start(): void {
      stopped = false;
      wake();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(notifiedTimer);
      notifiedTimer = undefined;
      await running;
    },
  };
}

export type RoomReleaser = ReturnType<typeof createRoomReleaser>;
