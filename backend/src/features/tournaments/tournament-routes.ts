import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import {
  type TournIdParams,
  type TournamentIdParams,
  tournIdParamsSchema,
  tournamentIdParamsSchema,
} from './tournament-schemas';

const tags = ['tournaments'];
const security = [{ bearer: [] }];

/** Tournament reads (SPEC §7): the lists and details for everyone, the room for entrants. */
export function tournamentRoutes(app: FastifyInstance, { services, guards }: AppContext): void {
  app.get(
    '/tourney/tournaments',
    { schema: { summary: 'Normal tournaments, newest start first', tags } },
    () => services.tournaments.listNormal(),
  );
  app.get(
    '/special/tournaments',
    { schema: { summary: 'Special tournaments, newest start first', tags } },
    () => services.tournaments.listSpecial(),
  );
  app.get<{ Params: TournIdParams }>(
    '/tourney/tournament/:tournId',
    { schema: { summary: 'One tournament of either kind', tags, params: tournIdParamsSchema } },
    (request) => services.tournaments.getTournament(request.params.tournId),
  );
  app.get<{ Params: TournamentIdParams }>(
    '/special/tournament/:tournamentId',
    {
      schema: {
        summary: 'The fields of a special tournament shown on its details page',
        tags,
        params: tournamentIdParamsSchema,
      },
    },
    (request) => services.tournaments.getSpecialDetails(request.params.tournamentId),
  );
  app.get<{ Params: TournIdParams }>(
    '/tourney/:tournId/room-details',
    {
      preValidation: guards.requireUser,
      schema: {
        summary:
          'Room ID and password for a registered player: empty until released, with releaseAt while it waits',
        tags,
        security,
        params: tournIdParamsSchema,
      },
    },
    (request) => services.tournaments.roomDetails(request.params.tournId, currentUser(request).id),
  );
}
