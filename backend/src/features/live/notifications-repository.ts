import type { Db, Trx } from '../../db/db';
import type { NotificationRow } from '../../db/schema';

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
