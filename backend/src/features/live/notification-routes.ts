import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { NotificationService } from './notification-service';
import { currentUser } from '../../http/auth';
import { type NotificationParams, notificationParamsSchema } from './notification-schemas';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const BELL =
  'Answers { unreadCount, notifications: [{ id, kind, message, reason, tournamentId, ' +
  'transactionId, createdAt, readAt }] }, the newest 50 first';

/** The player's bell. Banned players may still read theirs. */
export function notificationRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ notifications: NotificationService }>,
): void {
  const bell = services.notifications;

  app.get(
    '/notifications',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getNotifications',
        summary: 'The notifications of the player, newest first, and the unread count',
        description: BELL,
        tags,
        security,
      },
    },
    (request) => bell.bell(currentUser(request).id),
  );
  app.post(
    '/notifications/read-all',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        description: BELL,
        tags,
        security,
      },
    },
    (request) => bell.markAllRead(currentUser(request).id),
  );
  app.post<{ Params: NotificationParams }>(
    '/notifications/:id/read',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark one notification read; 404 unless it belongs to the player',
        description: BELL,
        tags,
        security,
        params: notificationParamsSchema,
        answers: { 404: 'The player has no notification of this id' },
      },
    },
    (request) => bell.markRead(currentUser(request).id, request.params.id),
  );
}
