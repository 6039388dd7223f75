import type {
  BellFieldsFragment,
  NotificationFieldsFragment,
  NotificationKind,
  NotificationsChangedSubscription,
} from '../../generated/layout';

/** The bell's list holds the newest 50, as the gateway answers. */
export const BELL_SIZE = 50;

/** The bell button's accessible name: the count is in it, as the badge is only seen. */
export const bellLabel = (unreadCount: number): string =>
  unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';

/** The badge's text: a count that always fits the little circle. */
export const badgeText = (unreadCount: number): string =>
  unreadCount > 99 ? '99+' : String(unreadCount);

type Change = NotificationsChangedSubscription['notificationsChanged'];

/**
 * The bell after a pushed change, or null when it cannot be told from the push alone (some,
 * not all, were marked read elsewhere): then it is read again.
 */
export function bellAfterChange(
  bell: BellFieldsFragment,
  change: Change,
): BellFieldsFragment | null {
  const { notification, unreadCount } = change;
  if (notification) {
    const others = bell.items.filter((item) => item.id !== notification.id);
    return { ...bell, unreadCount, items: [notification, ...others].slice(0, BELL_SIZE) };
  }
  if (unreadCount === 0) {
    return { ...bell, unreadCount, items: bell.items.map((item) => ({ ...item, read: true })) };
  }
  return null;
}

const BAD_NEWS: readonly NotificationKind[] = [
  'DEPOSIT_REJECTED',
  'WITHDRAWAL_REJECTED',
  'TOURNAMENT_CANCELLED',
];

/** How a new notification is toasted: refusals and cancellations as errors (they stay longer). */
export const toastToneOf = (kind: NotificationKind): 'success' | 'error' =>
  BAD_NEWS.includes(kind) ? 'error' : 'success';

/** The toast's text: the platform's sentence, and the organiser's reason when there is one. */
export const toastTextOf = (notification: NotificationFieldsFragment): string =>
  notification.reason
    ? `${notification.message} Reason: ${notification.reason}`
    : notification.message;
