import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import type { CheckInService } from './check-in-service';
import { type CheckInParams, checkInParamsSchema } from './check-in-schemas';

const tags = ['check-in'];
const security = [{ bearer: [] }];
const NO_TOURNAMENT = 'No tournament has this id';

/** A squad's check-in before the first match: the window for all, the check-in for members. */
export function checkInRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ checkIn: CheckInService }>,
): void {
  app.get<{ Params: CheckInParams }>(
    '/tournaments/:tournamentId/check-in-window',
    {
      schema: {
        operationId: 'getCheckInWindow',
        summary: "A tournament's check-in window (minutes before the first match, instants)",
        tags,
        security: [],
        params: checkInParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.checkIn.window(request.params.tournamentId),
  );
  app.get<{ Params: CheckInParams }>(
    '/tournaments/:tournamentId/check-in',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMyCheckIn',
        summary: "The window and the caller's squad's check-in (team null without a squad)",
        tags,
        security,
        params: checkInParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.checkIn.mine(request.params.tournamentId, currentUser(request).id),
  );
  app.post<{ Params: CheckInParams }>(
    '/tournaments/:tournamentId/check-in',
    {
      preValidation: guards.requireActiveUser,
      schema: {
        operationId: 'checkIn',
        summary: "Check the caller's squad in, inside the window",
        tags,
        security,
        params: checkInParamsSchema,
        answers: {
          400: 'No check-in, the window is not open, the squad is absent or the caller is in no squad (field checkIn)',
          403: SHARED_ANSWERS.banned,
          404: NO_TOURNAMENT,
          409: 'The squad has already checked in',
        },
      },
    },
    (request) => {
      const user = currentUser(request);
      return services.checkIn.checkIn(request.params.tournamentId, user.id, user.username);
    },
  );
}
