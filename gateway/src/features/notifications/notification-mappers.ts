import type {
  Notification,
  NotificationKind,
  Notifications,
} from '../../generated/resolvers-types';
import type { UpstreamNotification, UpstreamNotifications } from '../../upstream/player-types';
import { UpstreamError } from '../../upstream/upstream-error';

const KINDS: Record<string, NotificationKind> = {
  deposit_approved: 'DEPOSIT_APPROVED',
  deposit_rejected: 'DEPOSIT_REJECTED',
  withdrawal_paid: 'WITHDRAWAL_PAID',
  withdrawal_rejected: 'WITHDRAWAL_REJECTED',
  room_released: 'ROOM_RELEASED',
  results_posted: 'RESULTS_POSTED',
  tournament_cancelled: 'TOURNAMENT_CANCELLED',
  prize_paid: 'PRIZE_PAID',
  organiser_message: 'ORGANISER_MESSAGE',
  squad_invited: 'SQUAD_INVITED',
  squad_joined: 'SQUAD_JOINED',
  match_room_released: 'MATCH_ROOM_RELEASED',
  match_room_changed: 'MATCH_ROOM_CHANGED',
  dispute_resolved: 'DISPUTE_RESOLVED',
  team_absent: 'TEAM_ABSENT',
  checkin_open: 'CHECKIN_OPEN',
};

const idText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * One stored notification; a kind this schema does not know is the upstream's fault. The
 * backend stores kinds in lower case and answers them in the enum's upper case: either reads.
 */
export function notificationOf(source: UpstreamNotification): Notification {
  const kind = KINDS[source.kind.toLowerCase()];
  if (!kind) throw new UpstreamError('notifications', 'bad_response', 200, undefined);
  return {
    id: String(source.id),
    kind,
    message: source.message,
    reason: source.reason ?? null,
    tournamentId: idText(source.tournamentId),
    transactionId: idText(source.transactionId),
    createdAt: source.createdAt,
    read: Boolean(source.readAt),
  };
}

export const notificationsOf = (source: UpstreamNotifications): Notifications => ({
  unreadCount: source.unreadCount,
  items: source.notifications.map(notificationOf),
});
