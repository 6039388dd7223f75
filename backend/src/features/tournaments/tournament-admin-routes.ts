import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { TournamentAdminService } from './tournament-admin-service';
import { currentUser } from '../../http/auth';
import {
  type AdminTournamentListQuery,
  type AdminTournamentParams,
  type TeamParams,
  type TeamStatusInput,
  type TournamentCreateInput,
  type TournamentPatchInput,
  adminTournamentListQuerySchema,
  adminTournamentParamsSchema,
  teamParamsSchema,
  teamStatusBodySchema,
  tournamentCreateSchema,
  tournamentPatchSchema,
} from './tournament-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = adminTournamentParamsSchema;
const NO_TOURNAMENT = 'No tournament has this id';
const BREAKS_RULES =
  'The dates, slots or status break the tournament rules (registration ends before the ' +
  'start, no fewer slots than taken, a completed one is not cancelled, nothing undone once prizes or refunds moved money)';

/** The organiser's tournaments, under /admin (role admin only). */
export function tournamentAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ tournamentAdmin: TournamentAdminService }>,
): void {
  const tournaments = services.tournamentAdmin;
  const { idempotency } = services;

  app.get<{ Querystring: AdminTournamentListQuery }>(
    '/tournaments',
    {
      schema: {
        operationId: 'adminListTournaments',
        summary: 'Tournaments of both kinds as organisers see them, newest start first',
        tags,
        security,
        querystring: adminTournamentListQuerySchema,
      },
    },
    (request) => tournaments.list(request.query),
  );
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id',
    {
      schema: {
        operationId: 'adminGetTournament',
        summary: 'One tournament as organisers see it (kind, team size, room)',
        tags,
        security,
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => tournaments.get(request.params.id),
  );
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/status-preview',
    {
      schema: {
        operationId: 'adminPreviewStatusChange',
        summary:
          'What a status change would mean now: bookings, matches without results, refunds ' +
          'cancelling makes, and whether prizes or refunds already moved money (no undo then)',
        tags,
        security,
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => tournaments.statusPreview(request.params.id),
  );
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/cancellation',
    {
      schema: {
        operationId: 'adminPreviewCancellation',
        summary: 'How many entry fees cancelling the tournament now would refund, and how much',
        tags,
        security,
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => tournaments.cancellationPreview(request.params.id),
  );
  app.post<{ Body: TournamentCreateInput }>(
    '/tournaments',
    {
      schema: {
        operationId: 'adminCreateTournament',
        summary: 'Create a normal or special tournament (amounts in rupees)',
        tags,
        security,
        body: tournamentCreateSchema,
        answers: { 201: 'The tournament, created', 400: BREAKS_RULES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tournaments.create(request.body, currentUser(request).id)),
  );
  app.patch<{ Params: AdminTournamentParams; Body: TournamentPatchInput }>(
    '/tournaments/:id',
    {
      schema: {
        operationId: 'adminUpdateTournament',
        summary: 'Edit a tournament; status cancelled refunds every entry fee',
        tags,
        security,
        params,
        body: tournamentPatchSchema,
        idempotent: true,
        answers: { 400: BREAKS_RULES, 404: NO_TOURNAMENT },
      },
    },
    (request, reply) =>
      idempotency.respond(request, reply, (once) =>
        tournaments.update(request.params.id, request.body, currentUser(request).id, once),
      ),
  );
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/participants',
    {
      schema: {
        operationId: 'adminListParticipants',
        summary: 'The teams of a tournament with their players and status',
        tags,
        security,
        params,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => tournaments.listParticipants(request.params.id),
  );
  app.put<{ Params: TeamParams; Body: TeamStatusInput }>(
    '/tournaments/:id/teams/:teamId/status',
    {
      schema: {
        operationId: 'adminSetTeamStatus',
        summary: 'Mark a team absent or disqualified (with a reason), or active again',
        tags,
        security,
        params: teamParamsSchema,
        body: teamStatusBodySchema,
        answers: { 404: 'No tournament has this id, or no team of it that one' },
      },
    },
    (request) =>
      tournaments.setTeamStatus(
        request.params.id,
        request.params.teamId,
        request.body,
        currentUser(request).id,
      ),
  );
}
