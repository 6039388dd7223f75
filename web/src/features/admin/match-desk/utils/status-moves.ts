import type { TournamentStatus, TournamentStatusPreviewQuery } from '../../../../generated/admin';

export type StatusPreview = NonNullable<
  TournamentStatusPreviewQuery['admin']['tournament']
>['statusPreview'];

/** A move of a tournament's status as the desk offers it; cancelling has its own dialog. */
export interface StatusMove {
  status: TournamentStatus;
  /** The button, and the dialog's confirm button. */
  label: string;
  /** Whether the move takes an earlier one back (the undo of a move). */
  undo: boolean;
}

/** Where a tournament can go from where it is: forward, and back while no money has moved. */
export const STATUS_MOVES: Record<TournamentStatus, StatusMove[]> = {
  UPCOMING: [
    { status: 'LIVE', label: 'Mark live', undo: false },
    { status: 'COMPLETED', label: 'Mark completed', undo: false },
  ],
  LIVE: [
    { status: 'COMPLETED', label: 'Mark completed', undo: false },
    { status: 'UPCOMING', label: 'Back to upcoming', undo: true },
  ],
  COMPLETED: [{ status: 'LIVE', label: 'Back to live', undo: true }],
  CANCELLED: [{ status: 'UPCOMING', label: 'Reopen as upcoming', undo: true }],
};

const squads = (count: number) => `${count} ${count === 1 ? 'squad' : 'squads'}`;
const matches = (count: number) => `${count} ${count === 1 ? 'match has' : 'matches have'}`;

/** What the move means now, a sentence each; `blocked` says why money makes it final. */
export function consequenceOf(
  from: TournamentStatus,
  move: StatusMove,
  preview: StatusPreview,
): { lines: string[]; blocked: string | null } {
  const booked = `${squads(preview.bookings)} booked so far.`;
  const unplayed =
    preview.matchesWithoutResults > 0
      ? `${matches(preview.matchesWithoutResults)} no results yet.`
      : 'Every match has its results.';
  if (from === 'CANCELLED') {
    return preview.refundsMade
      ? {
          lines: [],
          blocked: 'Entry fees were refunded when it was cancelled: it stays cancelled.',
        }
      : { lines: [booked, 'Nothing was refunded, so every squad keeps its place.'], blocked: null };
  }
  if (move.status === 'LIVE' && from === 'COMPLETED') {
    return preview.prizesPaid
      ? { lines: [], blocked: 'Prizes have been paid from its standings: it stays completed.' }
      : {
          lines: ['Players see it live again; prizes cannot be paid until it is completed.'],
          blocked: null,
        };
  }
  if (move.status === 'LIVE') {
    return {
      lines: [booked, 'Players see it live. You can take it back to upcoming.'],
      blocked: null,
    };
  }
  if (move.status === 'COMPLETED') {
    return {
      lines: [
        booked,
        unplayed,
        'Players see it finished and prizes can be paid. You can take it back to live until a prize is paid.',
      ],
      blocked: null,
    };
  }
  return { lines: [booked, 'Players see it upcoming again. Nothing else changes.'], blocked: null };
}
