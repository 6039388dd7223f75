import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { TournamentService } from './tournament-service';
import {
  type TournIdParams,
  type TournamentIdParams,
  tournIdParamsSchema,
  tournamentIdParamsSchema,
} from './tournament-schemas';

const tags = ['tournaments'];
const NO_TOURNAMENT = 'No tournament has this id';

/** Tournament reads (SPEC §7): the lists and details for everyone; rooms: the matches feature. */
export function tournamentRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ tournaments: TournamentService }>,
): void {
  app.get(
    '/tourney/tournaments',
    {
      schema: {
        operationId: 'listNormalTournaments',
        summary: 'Normal tournaments, newest start first',
        tags,
        security: [],
      },
    },
    () => services.tournaments.listNormal(),
  );
  app.get(
    '/special/tournaments',
    {
      schema: {
        operationId: 'listSpecialTournaments',
        summary: 'Special tournaments, newest start first',
        tags,
        security: [],
      },
    },
    () => services.tournaments.listSpecial(),
  );
  app.get<{ Params: TournIdParams }>(
    '/tourney/tournament/:tournId',
    {
      schema: {
        operationId: 'getTournament',
        summary: 'One tournament of either kind',
        tags,
        security: [],
        params: tournIdParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.tournaments.getTournament(request.params.tournId),
  );
  app.get<{ Params: TournIdParams }>(
    '/tourney/tournament/:tournId/prize-table',
    {
      schema: {
        operationId: 'getPrizeTable',
        summary:
          "The tournament's prize table, announced before booking: prizes per rank and per kill " +
          'in paise (prizeTable null when none was set)',
        tags,
        security: [],
        params: tournIdParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.tournaments.getPrizeTable(request.params.tournId),
  );
  app.get<{ Params: TournamentIdParams }>(
    '/special/tournament/:tournamentId',
    {
      schema: {
        operationId: 'getSpecialTournamentDetails',
        summary: 'The fields of a special tournament shown on its details page',
        tags,
        security: [],
        params: tournamentIdParamsSchema,
        answers: { 404: 'No special tournament has this id' },
      },
    },
    (request) => services.tournaments.getSpecialDetails(request.params.tournamentId),
  );
}
