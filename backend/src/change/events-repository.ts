import type { LiveEventKind } from '#common/live-events';
import type { Trx } from '../db/db';

export interface NewEvent {
  kind: LiveEventKind;
  tournamentId: number | null;
  userId: number | null;
  subjectId: string | null;
}

/** The database fills in the transaction's id and the time. */
export async function insertEvent(trx: Trx, event: NewEvent): Promise<void> {
  await trx
    .insertInto('events')
    .values({
      kind: event.kind,
      tournament_id: event.tournamentId,
      user_id: event.userId,
      subject_id: event.subjectId,
    })
    .execute();
}
