import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { TodayService } from './today-service';

/** The organiser's Today screen, under /admin (role admin only). */
export function todayAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ today: TodayService }>,
): void {
  app.get(
    '/today',
    {
      schema: {
        operationId: 'adminGetToday',
        summary:
          'What needs the organiser now: deposits and withdrawals waiting (count and sum), ' +
          'tournaments starting within 2 hours with no room, started ones with matches missing ' +
          'results',
        tags: ['admin'],
        security: [{ bearer: [] }],
      },
    },
    () => services.today.overview(),
  );
  app.get(
    '/console-counts',
    {
      schema: {
        operationId: 'adminGetConsoleCounts',
        summary:
          'How much organiser work waits: deposits and withdrawals to decide, open disputes, ' +
          "money proposals waiting for a second organiser's approval " +
          '(the console header shows the sum; console.changed events say when it changed)',
        tags: ['admin'],
        security: [{ bearer: [] }],
      },
    },
    () => services.today.counts(),
  );
}
