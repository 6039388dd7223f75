import type { Db } from '../../db/database';
import type { NotificationKind, NotificationRow } from '../../db/schema';
import type { Trx } from '../wallet/ledger-repository';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  message: string;
  reason?: string | null;
  tournamentId?: number | null;
  transactionId?: number | null;
}

export async function insertNotification(trx: Trx, notification: NewNotification) {
  const row = await trx
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      message: notification.message,
      reason: notification.reason || null,
      tournament_id: notification.tournamentId ?? null,
      transaction_id: notification.transactionId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function createNotificationsRepository(db: Db) {
  return {
    newest: (userId: number, limit: number): Promise<NotificationRow[]> =>
      db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether the player has this notification, read or not. */
    async isOwn(trx: Trx, userId: number, id: number): Promise<boolean> {
      const row = await trx
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks unread notifications of the player read: one (`id`) or all; how many changed. */
    async markRead(trx: Trx, userId: number, id?: number): Promise<number> {
      let query = trx
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (id !== undefined) query = query.where('id', '=', id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
