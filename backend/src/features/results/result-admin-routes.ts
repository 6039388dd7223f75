import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ResultService } from './result-service';
import { currentUser } from '../../http/auth';
import { type MatchResultsInput, matchResultsSchema } from './result-schemas';
import { type AdminTournamentParams, adminTournamentParamsSchema } from '../tournaments/public';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = adminTournamentParamsSchema;
const NO_TOURNAMENT = 'No tournament has this id';

/** Organiser result sheets, under /admin (role admin only). */
export function resultAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ results: ResultService }>,
): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/results',
    {
      schema: {
        operationId: 'adminListResultSheets',
        summary: "The posted result sheets of a tournament's matches, by match number",
        tags,
        security,
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.results.sheets(request.params.id),
  );

  app.post<{ Params: AdminTournamentParams; Body: MatchResultsInput }>(
    '/tournaments/:id/results',
    {
      schema: {
        operationId: 'adminSaveMatchResults',
        summary: "Save (replace) one match's results",
        tags,
        security,
        params,
        body: matchResultsSchema,
        answers: {
          400: 'The sheet does not fit the tournament (match number, teams, one winner) or it is cancelled',
          404: NO_TOURNAMENT,
        },
      },
    },
    (request) =>
      services.results.saveMatch(request.params.id, request.body, currentUser(request).id),
  );
}
