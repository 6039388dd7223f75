import type { TournamentKind, TournamentStatus } from '../../../../generated/admin';

export const STATUS_LABELS: Record<TournamentStatus, string> = {
  UPCOMING: 'Upcoming',
  LIVE: 'Live',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const KIND_LABELS: Record<TournamentKind, string> = {
  NORMAL: 'Normal',
  SPECIAL: 'Special',
};

const STATUS_TONES: Record<TournamentStatus, string> = {
  UPCOMING: '',
  LIVE: 'console-badge--warn',
  COMPLETED: 'console-badge--ok',
  CANCELLED: 'console-badge--danger',
};

/** A tournament's status as a coloured label: live stands out, cancelled reads as danger. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  return <span className={`console-badge ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** "8/12": slots taken of all slots. */
export const slotsText = (tournament: { totalSlots: number; slotsAvailable: number }) =>
  `${Math.max(tournament.totalSlots - tournament.slotsAvailable, 0)}/${tournament.totalSlots}`;
