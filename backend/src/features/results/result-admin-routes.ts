import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import {
  type AdminTournamentParams,
  adminTournamentParamsSchema,
} from '../tournaments/tournament-schemas';
import { type MatchResultsInput, matchResultsSchema } from './result-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = adminTournamentParamsSchema;

/** Organiser result sheets, under /admin (role admin only). */
export function resultAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/results',
    {
      schema: {
        summary: "The posted result sheets of a tournament's matches, by match number",
        tags,
        security,
        params,
      },
    },
    (request) => services.results.sheets(request.params.id),
  );

  app.post<{ Params: AdminTournamentParams; Body: MatchResultsInput }>(
    '/tournaments/:id/results',
    {
      schema: {
        summary: "Save (replace) one match's results",
        tags,
        security,
        params,
        body: matchResultsSchema,
      },
    },
    (request) =>
      services.results.saveMatch(request.params.id, request.body, currentUser(request).id),
  );
}
