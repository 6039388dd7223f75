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
}
