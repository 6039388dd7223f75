import type { TournamentStatus } from '../../db/schema';
import { invalid } from '../../errors';
import type { MoneyMoved } from './status-repository';

/** Rules of a tournament's schedule, slots and status, shared by creation and edits. */

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const NOT_REGISTERED = 'You have not registered for the tournament';
export const TOURNAMENT_CANCELLED = 'This tournament has been cancelled';

export interface Schedule {
  regStart: Date;
  regEnd: Date;
  tournStart: Date;
}

/** Registration opens, then closes, then the tournament starts. */
export function checkSchedule({ regStart, regEnd, tournStart }: Schedule): void {
  if (regStart > regEnd) {
    throw invalid('Registration cannot end before it starts', 'regEnd');
  }
  if (regEnd > tournStart) {
    throw invalid('Registration must end before the tournament starts', 'regEnd');
  }
}

export function checkTotalSlots(totalSlots: number, slotsTaken: number): void {
  if (totalSlots < slotsTaken) {
    throw invalid(
      `Total slots cannot be fewer than the ${slotsTaken} slots already taken`,
      'totalSlots',
    );
  }
}

/** Results already posted for a match keep that match in the tournament. */
export function checkMatchesCount(matchesCount: number, lastMatchWithResults: number): void {
  if (matchesCount < lastMatchWithResults) {
    throw invalid(
      `Number of matches cannot be fewer than ${lastMatchWithResults}: match ${lastMatchWithResults} already has results`,
      'matchesCount',
    );
  }
}

/**
 * Posted rows keep the position points of the table they were scored by, so the table is
 * fixed once a match has results: changing it would leave old and new points side by side.
 */
export function checkPointsSystemChange(lastMatchWithResults: number): void {
  if (lastMatchWithResults > 0) {
    throw invalid(
      'The points system cannot change once a match has results: players have seen points scored by it',
      'pointsSystem',
    );
  }
}

export const REOPEN_AFTER_REFUNDS =
  'A cancelled tournament cannot be reopened: its entry fees were refunded';
export const BACK_AFTER_PRIZES =
  'A completed tournament cannot go back once its prizes are paid: the standings paid out';

/**
 * A completed tournament has been played and cannot be cancelled. A change can be undone only
 * while no money has moved because of it: live back to upcoming always; completed back to live
 * until a prize is paid; cancelled back to upcoming only when cancelling refunded nothing (a
 * refunded team would play for free), and never straight to live or completed.
 */
export function checkStatusChange(
  from: TournamentStatus,
  to: TournamentStatus,
  moved: MoneyMoved = { prizesPaid: false, refundsMade: false },
): void {
  if (from === to) return;
  if (to === 'cancelled' && from === 'completed') {
    throw invalid('A completed tournament cannot be cancelled', 'status');
  }
  if (from === 'cancelled') {
    if (moved.refundsMade) throw invalid(REOPEN_AFTER_REFUNDS, 'status');
    if (to !== 'upcoming') {
      throw invalid('A cancelled tournament can only be reopened as upcoming', 'status');
    }
  }
  if (from === 'completed' && moved.prizesPaid) throw invalid(BACK_AFTER_PRIZES, 'status');
}
