import type { Trx } from '../db/db';
import type { NotificationKind } from '../db/schema';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  message: string;
  reason?: string | null;
  tournamentId?: number | null;
  transactionId?: number | null;
}

/**
 * Several notifications in one statement, their ids in the order given. The ids are sorted
 * rather than trusted to come back in row order: the sequence numbers the rows in the order
 * of the values, which RETURNING itself does not promise.
 */
export async function insertNotifications(
  trx: Trx,
  notifications: NewNotification[],
): Promise<number[]> {
  if (notifications.length === 0) return [];
  const rows = await trx
    .insertInto('notifications')
    .values(
      notifications.map((notification) => ({
        user_id: notification.userId,
        kind: notification.kind,
        message: notification.message,
        reason: notification.reason || null,
        tournament_id: notification.tournamentId ?? null,
        transaction_id: notification.transactionId ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
