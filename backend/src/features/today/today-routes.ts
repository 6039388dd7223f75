import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context';

/** The organiser's Today screen, under /admin (role admin only). */
export function todayAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
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
