import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import {
  type CreateTeamInput,
  type JoinTeamInput,
  type TournamentIdInput,
  createTeamSchema,
  joinTeamSchema,
  tournamentIdSchema,
} from './team-schemas';

const security = [{ bearer: [] }];
const tags = ['teams'];

/** Special tournament teams (SPEC §7 teams/...). Guards run before validation: 401 comes first. */
export function teamRoutes(app: FastifyInstance, { guards, services, limits }: AppContext): void {
  app.post<{ Body: CreateTeamInput }>(
    '/teams/create',
    {
      preValidation: guards.requireActiveUser,
      schema: { summary: 'Create a team and get its code', tags, security, body: createTeamSchema },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.teams.createTeam(currentUser(request).id, request.body, once),
      ),
  );
  app.post<{ Body: JoinTeamInput }>(
    '/teams/join',
    {
      preValidation: guards.requireActiveUser,
      preHandler: limits.teamJoin,
      // The spec's client reads this call's failures from `error`, not `message`.
      config: { errorKey: 'error' },
      schema: {
        summary: 'Join a team by its code (errors as { error })',
        tags,
        security,
        body: joinTeamSchema,
      },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.teams.joinTeam(currentUser(request).id, request.body, once),
      ),
  );
  app.get<{ Params: TournamentIdInput }>(
    '/teams/bookings/:tournamentId',
    {
      preValidation: guards.requireUser,
      schema: {
        summary: 'The teams of a tournament, for its players',
        tags,
        security,
        params: tournamentIdSchema,
      },
    },
    (request) => services.teams.teamsOf(request.params.tournamentId, currentUser(request).id),
  );
  app.get<{ Querystring: TournamentIdInput }>(
    '/teams/my-team',
    {
      preValidation: guards.requireUser,
      schema: {
        summary: "The caller's team in a tournament",
        tags,
        security,
        querystring: tournamentIdSchema,
      },
    },
    (request) => services.teams.myTeam(request.query.tournamentId, currentUser(request).id),
  );
}
