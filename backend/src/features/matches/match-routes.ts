import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { MatchService } from './match-service';
import { type TourneyParams, tourneyParamsSchema } from './match-schemas';

const tags = ['tournaments'];
const security = [{ bearer: [] }];
const NO_TOURNAMENT = 'No tournament has this id';
const params = tourneyParamsSchema;

/** A tournament's schedule for everyone; its rooms, and SPEC §7 room-details, for entrants. */
export function matchRoutes(
  app: FastifyInstance,
  { services, guards }: RoutesContext<{ matches: MatchService }>,
): void {
  app.get<{ Params: TourneyParams }>(
    '/tourney/tournament/:tournId/matches',
    {
      schema: {
        operationId: 'getMatchSchedule',
        summary:
          "The tournament's matches: number, map, start and whether each room is released (never the room)",
        tags,
        security: [],
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.matches.schedule(request.params.tournId),
  );
  app.get<{ Params: TourneyParams }>(
    '/tourney/tournament/:tournId/match-rooms',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMatchRooms',
        summary: 'Each released match room, for members of booked squads and organisers',
        tags,
        security,
        params,
        answers: { 403: 'The caller has not entered the tournament', 404: NO_TOURNAMENT },
      },
    },
    (request) => services.matches.rooms(request.params.tournId, currentUser(request)),
  );
  app.get<{ Params: TourneyParams }>(
    '/tourney/:tournId/room-details',
    {
      preValidation: guards.requireUser,
      schema: {
        summary:
          'Room ID and password of the latest released match for a registered player: empty until released, with releaseAt while it waits',
        operationId: 'getRoomDetails',
        tags,
        security,
        params,
        answers: { 403: 'The caller has not entered the tournament', 404: NO_TOURNAMENT },
      },
    },
    (request) => services.matches.roomDetails(request.params.tournId, currentUser(request).id),
  );
}
