import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import {
  type BookSlotInput,
  type TournIdParams,
  bookSlotSchema,
  tournIdParamsSchema,
} from './booking-schemas';

const security = [{ bearer: [] }];
const tags = ['bookings'];

/** Normal slot bookings (SPEC §7 bookings/...). Guards run before validation: 401 comes first. */
export function bookingRoutes(app: FastifyInstance, { guards, services }: AppContext): void {
  app.post<{ Body: BookSlotInput }>(
    '/bookings/slot',
    {
      preValidation: guards.requireActiveUser,
      schema: { summary: 'Book a slot with a squad', tags, security, body: bookSlotSchema },
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
      schema: { summary: "The caller's tournaments, newest start first", tags, security },
    },
    (request) => services.bookings.myTournaments(currentUser(request).id),
  );
  app.get<{ Params: TournIdParams }>(
    '/bookings/get-team-details/:tournId',
    {
      preValidation: guards.requireUser,
      schema: {
        summary: 'The booked squads of a tournament, for its players',
        tags,
        security,
        params: tournIdParamsSchema,
      },
    },
    (request) => services.bookings.teamDetails(request.params.tournId, currentUser(request).id),
  );
}
