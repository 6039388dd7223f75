import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  type AdminTournamentParams,
  type RoomInput,
  type TournamentCreateInput,
  type TournamentPatchInput,
  adminTournamentParamsSchema,
  roomSchema,
  tournamentCreateSchema,
  tournamentPatchSchema,
} from './tournament-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = adminTournamentParamsSchema;

/** Organiser writes of tournaments, under /admin (role admin only). */
export function tournamentAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.post<{ Body: TournamentCreateInput }>(
    '/tournaments',
    {
      schema: {
        summary: 'Create a normal or special tournament (amounts in rupees)',
        tags,
        security,
        body: tournamentCreateSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.tournaments.create(request.body)),
  );
  app.patch<{ Params: AdminTournamentParams; Body: TournamentPatchInput }>(
    '/tournaments/:id',
    {
      schema: {
        summary: 'Edit a tournament; status cancelled refunds every entry fee',
        tags,
        security,
        params,
        body: tournamentPatchSchema,
      },
    },
    (request) => services.tournaments.update(request.params.id, request.body),
  );
  app.put<{ Params: AdminTournamentParams; Body: RoomInput }>(
    '/tournaments/:id/room',
    {
      schema: {
        summary: 'Publish the room ID and password to registered players',
        tags,
        security,
        params,
        body: roomSchema,
      },
    },
    (request) => services.tournaments.publishRoom(request.params.id, request.body),
  );
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/participants',
    {
      schema: {
        summary: 'The teams of a tournament with their players',
        tags,
        security,
        params,
      },
    },
    (request) => services.tournaments.listParticipants(request.params.id),
  );
}
