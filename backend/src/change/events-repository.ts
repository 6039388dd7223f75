import type { LiveEventKind } from '#common/live-events';
import type { Trx } from '../db/db';

export interface NewEvent {
  kind: LiveEventKind;
  tournamentId: number | null;
  userId: number | null;
  subjectId: string | null;
}

/**
 * Several events of one change in one statement, their ids in the order given. The database
 * fills in the transaction's id and the time.
 */
export async function insertEvents(trx: Trx, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('events')
    .values(
      events.map((event) => ({
        kind: event.kind,
        tournament_id: event.tournamentId,
        user_id: event.userId,
        subject_id: event.subjectId,
      })),
    )
    .execute();
}
