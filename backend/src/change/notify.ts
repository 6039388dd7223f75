import type { Trx } from '../db/db';
import { type NewNotification, insertNotification } from './notifications-repository';
import { recordEvent } from './record-event';

/**
 * Stores a notification for the player's bell and its event, in the transaction of what it
 * tells: a rolled-back change notifies nobody.
 */
export async function notify(trx: Trx, notification: NewNotification): Promise<number> {
  const id = await insertNotification(trx, notification);
  await recordEvent(trx, {
    kind: 'notification.created',
    userId: notification.userId,
    subjectId: id,
  });
  return id;
}
