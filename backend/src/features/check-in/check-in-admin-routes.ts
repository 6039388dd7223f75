import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { CheckInService } from './check-in-service';
import { type AdminCheckInParams, adminCheckInParamsSchema } from './check-in-schemas';

/** The organiser's check-in list, under /admin (role admin only). */
export function checkInAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ checkIn: CheckInService }>,
): void {
  app.get<{ Params: AdminCheckInParams }>(
    '/tournaments/:id/check-ins',
    {
      schema: {
        operationId: 'adminListCheckIns',
        summary: 'Every squad of a tournament with its check-in and status, and the window',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: adminCheckInParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.checkIn.teams(request.params.id),
  );
}
