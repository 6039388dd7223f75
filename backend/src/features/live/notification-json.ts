import type { NotificationRow } from '../../db/schema';

/** A notification as the bell reads it; the kind as the GraphQL enum names it. */
export const toNotificationJson = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind.toUpperCase(),
  message: row.message,
  reason: row.reason,
  tournamentId: row.tournament_id,
  transactionId: row.transaction_id,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});
