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
