import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { MatchAdminService } from './match-admin-service';
import {
  type MatchParams,
  type MatchPatchInput,
  type MatchRoomInput,
  type TourneyAdminParams,
  matchParamsSchema,
  matchPatchSchema,
  matchRoomSchema,
  tourneyAdminParamsSchema,
} from './match-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_MATCH = 'No tournament has this id, or no match of it that number';

/** The organiser's schedule, under /admin (role admin only). */
export function matchAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ matchAdmin: MatchAdminService }>,
): void {
  const matches = services.matchAdmin;

  app.get<{ Params: TourneyAdminParams }>(
    '/tournaments/:id/matches',
    {
      schema: {
        operationId: 'adminGetMatchSchedule',
        summary: "A tournament's matches with their rooms as published, released or not",
        tags,
        security,
        params: tourneyAdminParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => matches.schedule(request.params.id),
  );
  app.patch<{ Params: MatchParams; Body: MatchPatchInput }>(
    '/tournaments/:id/matches/:matchNo',
    {
      schema: {
        operationId: 'adminEditMatch',
        summary:
          "Change a match's map or start (after the match before it, before the one after; match 1 starts with the tournament)",
        tags,
        security,
        params: matchParamsSchema,
        body: matchPatchSchema,
        answers: { 400: 'An unknown map or a start out of order', 404: NO_MATCH },
      },
    },
    (request) =>
      matches.editMatch(
        request.params.id,
        request.params.matchNo,
        request.body,
        currentUser(request).id,
      ),
  );
  app.put<{ Params: MatchParams; Body: MatchRoomInput }>(
    '/tournaments/:id/matches/:matchNo/room',
    {
      schema: {
        operationId: 'adminPublishMatchRoom',
        summary:
          "Publish or change a match's room; entrants get it at releaseAt (default: 7 minutes before the match starts), a change after the release at once",
        tags,
        security,
        params: matchParamsSchema,
        body: matchRoomSchema,
        answers: { 400: 'The tournament is cancelled', 404: NO_MATCH },
      },
    },
    (request) =>
      matches.publishRoom(
        request.params.id,
        request.params.matchNo,
        request.body,
        currentUser(request).id,
      ),
  );
  app.put<{ Params: TourneyAdminParams; Body: MatchRoomInput }>(
    '/tournaments/:id/room',
    {
      schema: {
        summary:
          'Publish the room of the match being played or next up (the first without results); registered players get it at releaseAt (default: 7 minutes before that match starts)',
        operationId: 'adminPublishRoom',
        tags,
        security,
        params: tourneyAdminParamsSchema,
        body: matchRoomSchema,
        answers: { 400: 'The tournament is cancelled', 404: 'No tournament has this id' },
      },
    },
    (request) =>
      matches.publishCurrentRoom(request.params.id, request.body, currentUser(request).id),
  );
}
