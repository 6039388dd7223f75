import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';

/** The bell's answers as the gateway gives them. */

export function notificationFixture(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Notification' as const,
    id,
    kind: 'DEPOSIT_APPROVED',
    message: 'Your deposit of ₹100 was approved.',
    reason: null as string | null,
    tournamentId: null as string | null,
    createdAt: '2026-11-21T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

type NotificationFixture = ReturnType<typeof notificationFixture>;

export const bellOf = (items: NotificationFixture[]) => ({
  __typename: 'Notifications',
  unreadCount: items.filter((item) => !item.read).length,
  items,
});

/** The ViewerNotifications answer holding `items`. */
export const bellAnswer = (items: NotificationFixture[]) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: { viewer: { __typename: 'Viewer', id: '1', notifications: bellOf(items) } },
  });

/**
 * A logged-in player's bell is empty unless a test says otherwise: the layout reads it on
 * every page, and most tests are about something else.
 */
export const emptyBellHandler = graphql.query('ViewerNotifications', () => bellAnswer([]));
