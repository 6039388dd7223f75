import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  type AdminTournamentParams,
  adminTournamentParamsSchema,
} from '../tournaments/tournament-schemas';
import { type MatchResultsInput, matchResultsSchema } from './result-schemas';

/** Organiser result sheets, under /admin (role admin only). */
export function resultAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.post<{ Params: AdminTournamentParams; Body: MatchResultsInput }>(
    '/tournaments/:id/results',
    {
      schema: {
        summary: "Save (replace) one match's results",
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: adminTournamentParamsSchema,
        body: matchResultsSchema,
      },
    },
    (request) => services.results.saveMatch(request.params.id, request.body),
  );
}
