/**
 * What the backend records for each change a player would want to know about, and what its
 * event stream (`GET /api/events`, gateway only) hands out. Events carry ids and kinds only:
 * never a room id or password, an amount, a reason or a name. A consumer reads what changed
 * with a query of its own, with the subscriber's own token.
 */
export const LIVE_EVENT_KINDS = [
  /** tournament: a match's room published/changed with a release time still ahead (subjectId = match number) */
  'room.scheduled',
  /** tournament: a match's room released (published with a past release time, or the scheduled release fired; subjectId = match number) */
  'room.released',
  /** tournament: a match's room changed after its release (subjectId = match number) */
  'room.changed',
  /** tournament: a match's results posted or corrected (subjectId = match number) */
  'results.posted',
  /** tournament: status changed, edited, cancelled (refunds => wallet.changed per player) */
  'tournament.updated',
  /** tournament: slot booked, team created/joined */
  'slots.changed',
  /** tournament: a squad's members or invitations changed (subjectId = team id) */
  'squad.changed',
  /** tournament: a squad checked in or was marked absent (subjectId = team id) */
  'checkin.changed',
  /** tournament: a dispute opened or resolved (subjectId = dispute id) */
  'dispute.changed',
  /**
   * Neither tournament nor user: organiser work appeared or changed (subjectId = deposit,
   * withdrawal, checkin, dispute or payout). Sent to organisers only.
   */
  'console.changed',
  /** user: balance or a transaction changed (subjectId = transaction id) */
  'wallet.changed',
  /** user: a notification stored (subjectId = notification id) */
  'notification.created',
  /** user: one or all marked read */
  'notifications.read',
  /** user */
  'account.banned',
  /**
   * user: a logout (subjectId = its session id: the gateway closes that session's sockets), or
   * all devices / password reset / ban / role change (no subject: all the user's sockets)
   */
  'sessions.ended',
] as const;

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  /** Opaque; the SSE `id:`, sent back as Last-Event-ID to resume after it. */
  cursor: string;
  kind: LiveEventKind;
  tournamentId: number | null;
  userId: number | null;
  subjectId: string | null;
  /** ISO-8601 */
  at: string;
}
