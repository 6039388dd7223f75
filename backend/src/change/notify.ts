import type { Trx } from '../db/db';
import { type NewNotification, insertNotifications } from './notifications-repository';
import { recordEvents } from './record-event';

/**
 * Notifications per statement: each row binds 6 parameters and its event 4, so a batch stays
 * far below the 65,535 a statement may bind (PostgreSQL and PGlite alike).
 */
const NOTIFICATIONS_PER_STATEMENT = 5_000;

/**
 * Stores a notification for the player's bell and its event, in the transaction of what it
 * tells: a rolled-back change notifies nobody.
 */
export async function notify(trx: Trx, notification: NewNotification): Promise<number> {
  const [id] = await notifyMany(trx, [notification]);
  return id as number;
}

/**
 * Many notifications of one change (a room released to every entrant, ...): the same rows
 * and events as one `notify` each, in a statement apiece rather than two per player, so a
 * large tournament's transaction stays short. Their ids, in the order given.
 */
export async function notifyMany(trx: Trx, notifications: NewNotification[]): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < notifications.length; from += NOTIFICATIONS_PER_STATEMENT) {
    const batch = notifications.slice(from, from + NOTIFICATIONS_PER_STATEMENT);
    const batchIds = await insertNotifications(trx, batch);
    await recordEvents(
      trx,
      batch.map((notification, i) => ({
        kind: 'notification.created',
        userId: notification.userId,
        subjectId: batchIds[i],
      })),
    );
    ids.push(...batchIds);
  }
  return ids;
}
