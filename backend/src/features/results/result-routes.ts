import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  type MatchQuery,
  type StandingsQuery,
  matchQuerySchema,
  standingsQuerySchema,
} from './result-schemas';

const tags = ['results'];

/** Points (SPEC §7): the overall standings and one match's sheet, for everyone. */
export function resultRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get<{ Querystring: StandingsQuery }>(
    '/points/getResultsByTournId',
    {
      schema: {
        summary: 'Result rows summed per team over all matches, best first',
        tags,
        querystring: standingsQuerySchema,
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
        summary: 'Result rows of one match, best first',
        tags,
        querystring: matchQuerySchema,
      },
    },
    (request) => services.results.matchStandings(request.query.tournId, request.query.matchId),
  );
}
