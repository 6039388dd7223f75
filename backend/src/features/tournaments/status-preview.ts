import { paiseToRupees } from '#common/money';
import type { Db } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { refundsDue } from './cancellation';
import { createStatusRepository } from './status-repository';

/**
 * What the organiser is asked to confirm before a status change: the bookings so far, the
 * matches still without results, what cancelling would refund; and what can no longer be
 * undone because money moved (prizes paid, fees refunded).
 */
export async function statusPreview(db: Db, tournament: TournamentRow) {
  const status = createStatusRepository(db);
  const id = tournament.tourn_id;
  const [moved, played, due] = await Promise.all([
    status.moneyMoved(id),
    status.matchesWithResults(id, tournament.matches_count),
    refundsDue(db, id),
  ]);
  return {
    status: tournament.status,
    bookings: tournament.slots_taken,
    matchesCount: tournament.matches_count,
    matchesWithoutResults: Math.max(tournament.matches_count - played, 0),
    refunds: { entries: due.entries, amount: paiseToRupees(due.amountPaise) },
    prizesPaid: moved.prizesPaid,
    refundsMade: moved.refundsMade,
  };
}

export type StatusPreviewJson = Awaited<ReturnType<typeof statusPreview>>;
