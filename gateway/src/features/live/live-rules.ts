import type { LiveEvent, LiveEventKind } from '#common/live-events';
import type { Viewer } from '../../auth/token-verifier';
import type { ConsoleChange, ConsoleWork, Room } from '../../generated/resolvers-types';
import type { UpstreamConsoleCounts } from '../../upstream/admin-types';
import type { UpstreamNotifications, UpstreamTransaction } from '../../upstream/player-types';
import type { UpstreamRoomAudience } from '../../upstream/tournament-types';
import { notificationOf } from '../notifications/public';
import { moneyFromRupees } from '../wallet/public';
import { roomOf } from '../tournaments/public';

/** What changes a tournament as its details screen shows it (slots, status, standings, room state). */
export const TOURNAMENT_CHANGES = new Set<LiveEventKind>([
  'slots.changed',
  // A squad's members changed: a teammate who joined is now booked (decision 037).
  'squad.changed',
  'results.posted',
  'tournament.updated',
  'room.released',
]);

/** A match's room as its entrants see it: released, or changed after its release. */
export const ROOM_CHANGES: readonly LiveEventKind[] = ['room.released', 'room.changed'];

/** The player's bell: a notification arrived, or some were marked read. */
export const BELL_CHANGES: readonly LiveEventKind[] = [
  'notification.created',
  'notifications.read',
];

export const concernsTournament = (event: LiveEvent, id: string) =>
  String(event.tournamentId) === id;

export const concernsViewer = (event: LiveEvent, viewer: Viewer) => event.userId === viewer.userId;

/**
 * The room as this player may see it now: only an entrant, only once released. Anyone else gets
 * nothing pushed (undefined), exactly what the room query would refuse them.
 */
export function roomOfAudience(audience: UpstreamRoomAudience, userId: number): Room | undefined {
  if (!audience.entrantIds.includes(userId) || !audience.releasedAt) return undefined;
  return roomOf(String(audience.tournamentId), {
    roomId: audience.roomId,
    roomPassword: audience.roomPassword,
    matchNo: audience.matchNo ?? null,
  });
}

/** The wallet now, with the transaction the event names (null for a change of no one transaction). */
export function walletChangeOf(
  balance: unknown,
  transactions: UpstreamTransaction[],
  event: LiveEvent | undefined,
) {
  const changed = transactions.find((row) => String(row.id) === event?.subjectId);
  return { balance: moneyFromRupees(balance), transaction: changed ?? null };
}

/** The bell now, with the notification the event announced (none when it only marked reads). */
export function notificationChangeOf(bell: UpstreamNotifications, event: LiveEvent | undefined) {
  const arrived =
    event?.kind === 'notification.created'
      ? bell.notifications.find((row) => String(row.id) === event.subjectId)
      : undefined;
  return { notification: arrived ? notificationOf(arrived) : null, unreadCount: bell.unreadCount };
}

const CONSOLE_WORK = new Set<ConsoleWork>([
  'DEPOSIT',
  'WITHDRAWAL',
  'CHECKIN',
  'DISPUTE',
  'PAYOUT',
  'PROPOSAL',
  'GRIEVANCE',
]);

/** The counts now, with the kind of work the event names (none for the state on subscribing). */
export function consoleChangeOf(
  counts: UpstreamConsoleCounts,
  event: LiveEvent | undefined,
): ConsoleChange {
  const work = event?.subjectId?.toUpperCase() as ConsoleWork | undefined;
  return { counts, work: work && CONSOLE_WORK.has(work) ? work : null };
}
