import type { LiveEvent } from '#common/live-events';
import { formatCursor } from '../../db/event-cursor';
import type { StoredEvent } from './events-repository';

export const cursorOf = (row: StoredEvent) => ({ xid: BigInt(row.xid), id: BigInt(row.id) });

/** An event as the stream sends it: ids and kinds only. */
export const toLiveEvent = (row: StoredEvent): LiveEvent => ({
  cursor: formatCursor(cursorOf(row)),
  kind: row.kind,
  tournamentId: row.tournament_id,
  userId: row.user_id,
  subjectId: row.subject_id,
  at: row.created_at.toISOString(),
});
