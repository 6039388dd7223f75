import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { toNotificationJson } from './notification-json';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { createNotificationsRepository } from './notifications-repository';
import { recordEvent } from '../../change/record-event';

/** The bell lists this many of a player's newest notifications. */
export const NOTIFICATIONS_PAGE = 50;

/** The player's bell: the newest notifications, the unread count, marking read. */
export function createNotificationService({ db }: ServiceDeps) {
  const notifications = createNotificationsRepository(db);

  async function bell(userId: number) {
    const [unreadCount, rows] = await Promise.all([
      notifications.unreadCount(userId),
      notifications.newest(userId, NOTIFICATIONS_PAGE),
    ]);
    return { unreadCount, notifications: rows.map(toNotificationJson) };
  }

  return {
    bell,

    /** Another player's notification is as unknown as one that does not exist. */
    async markRead(userId: number, id: number) {
      await db.transaction().execute(async (trx) => {
        if (!(await notifications.isOwn(trx, userId, id))) {
          throw notFound(NOTIFICATION_MESSAGES.notFound);
        }
        if (await notifications.markRead(trx, userId, id)) {
          await recordEvent(trx, { kind: 'notifications.read', userId, subjectId: id });
        }
      });
      return bell(userId);
    },

    async markAllRead(userId: number) {
      await db.transaction().execute(async (trx) => {
        if (await notifications.markRead(trx, userId)) {
          await recordEvent(trx, { kind: 'notifications.read', userId });
        }
      });
      return bell(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
