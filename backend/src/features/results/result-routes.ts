import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ResultService } from './result-service';
import type { MatchNotesService } from './match-notes-service';
import { type MatchNotesQuery, matchNotesQuerySchema } from './scoring-schemas';
import {
  type MatchQuery,
  type StandingsQuery,
  matchQuerySchema,
  standingsQuerySchema,
} from './result-schemas';

const tags = ['results'];
const NO_TOURNAMENT = 'No tournament has this id';

/** Points (SPEC §7): the overall standings and one match's sheet, for everyone. */
export function resultRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ results: ResultService; matchNotes: MatchNotesService }>,
): void {
  app.get<{ Querystring: StandingsQuery }>(
    '/points/getResultsByTournId',
    {
      schema: {
        operationId: 'getStandings',
        summary: 'Result rows summed per team over all matches, best first',
        tags,
        security: [],
        querystring: standingsQuerySchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.results.standings(request.query.tournId),
  );
  // The platform's client calls this literal path, `&MatchId` included, before the query
  // string; Fastify's router matches it as a static path.
  app.get<{ Querystring: MatchQuery }>(
    '/points/getResultsByTournId&MatchId',
    {
      schema: {
        operationId: 'getMatchResults',
        summary: 'Result rows of one match, best first',
        tags,
        security: [],
        querystring: matchQuerySchema,
        answers: { 400: 'The tournament has no match of this number', 404: NO_TOURNAMENT },
      },
    },
    (request) => services.results.matchStandings(request.query.tournId, request.query.matchId),
  );

  app.get<{ Querystring: MatchNotesQuery }>(
    '/points/match-notes',
    {
      schema: {
        operationId: 'getMatchNotes',
        summary:
          "Each match's penalties, result screenshots and corrections (what changed, why), for POINTS",
        tags,
        security: [],
        querystring: matchNotesQuerySchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.matchNotes.notes(request.query.tournId),
  );
}
