import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { BookingService } from './booking-service';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import { type TournIdParams, tournIdParamsSchema } from '../tournaments/public';
import { type BookSlotInput, bookSlotSchema } from './booking-schemas';

const security = [{ bearer: [] }];
const tags = ['bookings'];
const NO_TOURNAMENT = 'No tournament has this id';
const NOT_ENTERED = 'The caller has not entered the tournament';

/** Normal slot bookings (SPEC §7 bookings/...). Guards run before validation: 401 comes first. */
export function bookingRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ bookings: BookingService }>,
): void {
  app.post<{ Body: BookSlotInput }>(
    '/bookings/slot',
    {
      preValidation: guards.requireActiveUser,
      schema: {
        operationId: 'bookSlot',
        summary: 'Book a slot with a squad',
        tags,
        security,
        body: bookSlotSchema,
        idempotent: true,
        answers: {
          400: 'The tournament is special, not open for entry or full, or the balance is short of the fee',
          403: SHARED_ANSWERS.banned,
          404: NO_TOURNAMENT,
          409: 'The caller has already booked, or the team name is taken',
        },
      },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.bookings.bookSlot(currentUser(request).id, request.body, once),
      ),
  );
  app.get<{ Params: TournIdParams }>(
    '/bookings/isBooked/:tournId',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'isBooked',
        summary: 'Whether the caller entered the tournament (true or false)',
        tags,
        security,
        params: tournIdParamsSchema,
      },
    },
    (request) => services.bookings.isBooked(request.params.tournId, currentUser(request).id),
  );
  app.get(
    '/bookings/my-tournaments',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'listMyTournaments',
        summary: "The caller's tournaments, newest start first",
        tags,
        security,
      },
    },
    (request) => services.bookings.myTournaments(currentUser(request).id),
  );
  app.get<{ Params: TournIdParams }>(
    '/bookings/get-team-details/:tournId',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'listBookedTeams',
        summary: 'The booked squads of a tournament, for its players',
        tags,
        security,
        params: tournIdParamsSchema,
        answers: { 403: NOT_ENTERED, 404: NO_TOURNAMENT },
      },
    },
    (request) => services.bookings.teamDetails(request.params.tournId, currentUser(request).id),
  );
}
