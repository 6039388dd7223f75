import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { type AdminTournamentParams, adminTournamentParamsSchema } from '../tournaments/public';
import type { PrizePlanService } from './prize-plan-service';

/** The organiser's payout plan of a tournament, under /admin (role admin only). */
export function prizePlanAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ prizePlan: PrizePlanService }>,
): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/payout-plan',
    {
      schema: {
        operationId: 'adminGetPayoutPlan',
        summary:
          "A tournament's payout plan: per team of the standings its rank, kills and prize from " +
          'the prize table, its accounts and what each was paid, and the proposal of what is ' +
          'left (in paise; nothing is paid)',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: adminTournamentParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.prizePlan.payoutPlan(request.params.id),
  );
}
