import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { bellAnswer, bellOf, notificationFixture } from '../../test/bell-answers';
import { liveSocket } from '../../test/live-socket';
import { server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { NotificationsBell } from './notifications-bell';

const TOKEN = 'player-token';

const approved = notificationFixture('12', {
  message: 'Your deposit of ₹100 was approved.',
  createdAt: '2026-11-21T10:00:00.000Z',
});
const rejected = notificationFixture('11', {
  kind: 'DEPOSIT_REJECTED',
  message: 'Your deposit of ₹50 was rejected.',
  reason: 'UTR not found in the bank statement',
});
const released = notificationFixture('10', {
  kind: 'ROOM_RELEASED',
  message: 'The room of Bermuda Blitz Cup is released: open IDP for the ID and password.',
  tournamentId: '7',
  read: true,
});

function answerBell(items = [approved, rejected, released]) {
  const reads = { count: 0 };
  server.use(
    graphql.query('ViewerNotifications', () => {
      reads.count += 1;
      return bellAnswer(items);
    }),
  );
  return reads;
}

/** Answers a mark-read mutation with the bell after it, recording the variables sent. */
function answerMark(name: string, field: string, after: ReturnType<typeof notificationFixture>[]) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          [field]: {
            __typename: 'NotificationsPayload',
            errors: [],
            message: null,
            notifications: bellOf(after),
          },
        },
      });
    }),
  );
  return calls;
}

/** The bell alone, for a player (the default) or, with null, a visitor. */
const renderBell = (token: string | null = TOKEN) =>
  renderWithProviders(<NotificationsBell />, { token: token ?? undefined });

const panel = () => within(screen.getByRole('list', { name: 'Notifications' }));

describe('NotificationsBell', () => {
  it("keeps the spec's bell for a visitor: 'No Messages', nothing asked or listened to", async () => {
    const reads = answerBell();
    const { user } = renderBell(null);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No Messages')).toBeVisible();
    expect(reads.count).toBe(0);
    expect(liveSocket.subscriptions()).toEqual([]);
  });

  it('shows the unread count on the bell and in its name', async () => {
    answerBell();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('lists each message with its reason, time and a link to its tournament', async () => {
    answerBell();
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const items = panel().getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Unread: Your deposit of ₹100 was approved.');
    expect(within(items[0]!).getByText('Nov 21, 10:00 AM')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:00:00.000Z',
    );
    expect(items[1]).toHaveTextContent('Reason: UTR not found in the bank statement');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(within(items[2]!).getByRole('link', { name: 'Open the tournament' })).toHaveAttribute(
      'href',
      '/tournaments-details/7',
    );
    expect(within(items[2]!).queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it('links a squad invitation to the invitations inbox, where it is answered', async () => {
    const invited = notificationFixture('13', {
      kind: 'SQUAD_INVITED',
      message:
        'rohan invited you to the squad Team Bravo in Bermuda Blitz Cup: accept or decline in your invitations.',
      tournamentId: '7',
    });
    answerBell([invited]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(panel().getByRole('link', { name: 'Open your invitations' })).toHaveAttribute(
      'href',
      '/squads/invitations',
    );
    expect(panel().queryByRole('link', { name: 'Open the tournament' })).toBeNull();
  });

  it('marks one read and shows the bell the gateway answers', async () => {
    answerBell();
    const calls = answerMark('MarkNotificationRead', 'markNotificationRead', [
      { ...approved, read: true },
      rejected,
      released,
    ]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    await user.click(
      within(panel().getAllByRole('listitem')[0]!).getByRole('button', { name: 'Mark read' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ id: '12' }]);
    expect(panel().getAllByRole('listitem')[0]).not.toHaveTextContent('Unread');
  });

  it('marks all read at once', async () => {
    answerBell();
    const calls = answerMark(
      'MarkAllNotificationsRead',
      'markAllNotificationsRead',
      [approved, rejected, released].map((item) => ({ ...item, read: true })),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it("says 'No Messages' to a player without notifications", async () => {
    const reads = answerBell([]);
    const { user } = renderBell();
    await waitFor(() => expect(reads.count).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No Messages')).toBeVisible();
  });

  it('adds a pushed notification, counts it and toasts what happened', async () => {
    const reads = answerBell([released]);
    renderBell();
    await waitFor(() => expect(reads.count).toBe(1));
    const subscription = await liveSocket.subscribed('NotificationsChanged');
    expect(subscription.authorization).toBe(`Bearer ${TOKEN}`);

    liveSocket.push('NotificationsChanged', {
      notificationsChanged: {
        __typename: 'NotificationChange',
        unreadCount: 1,
        notification: approved,
      },
    });

    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your deposit of ₹100 was approved.',
    );
    expect(reads.count).toBe(1);
  });

  it('follows notifications marked read on another device', async () => {
    const reads = answerBell([approved, released]);
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await liveSocket.subscribed('NotificationsChanged');

    liveSocket.push('NotificationsChanged', {
      notificationsChanged: {
        __typename: 'NotificationChange',
        unreadCount: 0,
        notification: null,
      },
    });

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(reads.count).toBe(1);
  });
});
