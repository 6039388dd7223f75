import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notifyMany } from '../../change/notify';
import type { Db } from '../../db/db';
import { formatIndianTime } from '../matches/public';
import { createCheckInRepository } from './check-in-repository';
import { windowOf } from './check-in-json';

/**
 * Tells every member of every booked squad that check-in opened, once per tournament: the
 * claim row and the bells commit together, so a second copy or a second tick tells nobody.
 * Returns the tournaments announced now.
 */
export async function announceCheckInOpenings(db: Db, now: Date): Promise<number[]> {
  const repository = createCheckInRepository(db);
  const announced: number[] = [];
  for (const tournament of await repository.dueOpenings(now)) {
    const closesAt = windowOf(tournament)?.closesAt ?? now;
    const told = await db.transaction().execute(async (trx) => {
      if (!(await repository.claimOpening(trx, tournament.tourn_id))) return false;
      const members = await trx
        .selectFrom('team_players')
        .select('user_id')
        .distinct()
        .where('tournament_id', '=', tournament.tourn_id)
        .where('user_id', 'is not', null)
        .execute();
      const message = NOTIFICATION_MESSAGES.checkinOpen(
        tournament.tourn_name,
        formatIndianTime(closesAt),
      );
      await notifyMany(
        trx,
        members.map(({ user_id: userId }) => ({
          userId: userId as number,
          kind: 'checkin_open',
          message,
          tournamentId: tournament.tourn_id,
        })),
      );
      return true;
    });
    if (told) announced.push(tournament.tourn_id);
  }
  return announced;
}

/** How often the announcer looks: a bell arrives at most this long after a window opens. */
export const ANNOUNCE_EVERY_MS = 30_000;

/**
 * The timer that announces openings (why a timer and not on read: the bell is for the players
 * who are not looking at the page; a read would tell only those who already are).
 */
export function createCheckInAnnouncer(
  announce: () => Promise<number[]>,
  log: FastifyBaseLogger,
  everyMs = ANNOUNCE_EVERY_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = announce()
      .then((ids) => ids.length && log.info({ tournaments: ids }, 'check-in opened'))
      .catch((error: unknown) => log.error({ err: error }, 'check-in announcement failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start(): void {
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
