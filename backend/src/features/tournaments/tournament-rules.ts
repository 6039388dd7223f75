import type { TournamentStatus } from '../../db/schema';
import { invalid } from '../../errors';

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
 * A completed tournament has been played and cannot be cancelled; a cancelled one has refunded
 * its fees, so reopening it would let its teams play for free.
 */
export function checkStatusChange(from: TournamentStatus, to: TournamentStatus): void {
  if (to === 'cancelled' && from === 'completed') {
    throw invalid('A completed tournament cannot be cancelled', 'status');
  }
  if (from === 'cancelled' && to !== 'cancelled') {
    throw invalid('A cancelled tournament cannot be reopened', 'status');
  }
}
