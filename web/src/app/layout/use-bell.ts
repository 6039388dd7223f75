import { type ApolloCache, useApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { toast } from '../../lib/toast/toast';
import {
  type BellFieldsFragment,
  type NotificationFieldsFragment,
  ViewerNotificationsDocument,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsChangedSubscription,
  useViewerNotificationsQuery,
} from '../../generated/layout';
import { useLivePollInterval } from '../../lib/live/live-context';
import { bellAfterChange, toastTextOf, toastToneOf } from './bell-rules';

const MARK_FAILED = 'Could not mark the notification read. Try again.';

/** Puts `bell` where the bell reads it; false when the bell has not been read yet. */
function writeBell(
  cache: ApolloCache<unknown>,
  bell: (current: BellFieldsFragment) => BellFieldsFragment | null,
): boolean {
  let written = false;
  cache.updateQuery({ query: ViewerNotificationsDocument }, (data) => {
    const next = data?.viewer && bell(data.viewer.notifications);
    if (!data?.viewer || !next) return undefined;
    written = true;
    return { viewer: { ...data.viewer, notifications: { ...data.viewer.notifications, ...next } } };
  });
  return written;
}

function toastOf(notification: NotificationFieldsFragment) {
  const text = toastTextOf(notification);
  if (toastToneOf(notification.kind) === 'error') toast.error(text);
  else toast.success(text);
}

export interface Bell {
  unreadCount: number;
  items: readonly NotificationFieldsFragment[];
  loading: boolean;
  markRead: (id: string) => void;
  markAllRead: () => void;
  marking: boolean;
}

/**
 * The logged-in player's bell: read once, then kept current by notificationsChanged (a new
 * notification is also toasted: "Your deposit of ₹100 was approved.") or by polling while the
 * live socket is blocked. Marking read writes the answer's bell back. Nothing for a visitor.
 */
export function useBell(loggedIn: boolean): Bell {
  const client = useApolloClient();
  const pollInterval = useLivePollInterval();
  const { data, loading, error, refetch } = useViewerNotificationsQuery({
    skip: !loggedIn,
    pollInterval,
  });
  useNotificationsChangedSubscription({
    skip: !loggedIn,
    onData: ({ data: pushed }) => {
      const change = pushed.data?.notificationsChanged;
      if (!change) return;
      if (change.notification) toastOf(change.notification);
      if (!writeBell(client.cache, (bell) => bellAfterChange(bell, change))) void refetch();
    },
  });
  useEffect(() => {
    if (error) console.warn('Notifications could not be loaded:', error.message);
  }, [error]);

  const onAnswer = (payload: {
    notifications: BellFieldsFragment | null;
    message: string | null;
  }) => {
    const { notifications } = payload;
    if (notifications) writeBell(client.cache, () => notifications);
    else toast.error(payload.message ?? MARK_FAILED);
  };
  const onFailure = () => toast.error(MARK_FAILED);
  const [markOne, one] = useMarkNotificationReadMutation({
    onCompleted: ({ markNotificationRead }) => onAnswer(markNotificationRead),
    onError: onFailure,
  });
  const [markAll, all] = useMarkAllNotificationsReadMutation({
    onCompleted: ({ markAllNotificationsRead }) => onAnswer(markAllNotificationsRead),
    onError: onFailure,
  });

  const bell = data?.viewer?.notifications;
  return {
    unreadCount: loggedIn ? (bell?.unreadCount ?? 0) : 0,
    items: loggedIn ? (bell?.items ?? []) : [],
    loading: loggedIn && loading && !bell,
    markRead: (id) => void markOne({ variables: { id } }),
    markAllRead: () => void markAll(),
    marking: one.loading || all.loading,
  };
}
