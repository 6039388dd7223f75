import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { TeamService } from './team-service';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
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
const NO_TOURNAMENT = 'No tournament has this id';
const CANNOT_ENTER =
  'The tournament is not special, not open for entry or full, or the balance is short of the fee';

/** Special tournament teams (SPEC §7 teams/...). Guards run before validation: 401 comes first. */
export function teamRoutes(
  app: FastifyInstance,
  { guards, services, limits }: RoutesContext<{ teams: TeamService }>,
): void {
  app.post<{ Body: CreateTeamInput }>(
    '/teams/create',
    {
      preValidation: guards.requireActiveUser,
      schema: {
        operationId: 'createTeam',
        summary: 'Create a team and get its code',
        tags,
        security,
        body: createTeamSchema,
        idempotent: true,
        answers: {
          400: CANNOT_ENTER,
          403: SHARED_ANSWERS.banned,
          404: NO_TOURNAMENT,
          409: 'The caller is already in a team, or the team name is taken',
        },
      },
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
        operationId: 'joinTeam',
        summary: 'Join a team by its code (errors as { error })',
        tags,
        security,
        body: joinTeamSchema,
        idempotent: true,
        answers: {
          400: CANNOT_ENTER,
          403: SHARED_ANSWERS.banned,
          404: 'No tournament has this id, or no team of it this code',
          409: 'The caller is already in a team, or the team is full',
          429: SHARED_ANSWERS.rateLimited,
        },
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
        operationId: 'listTournamentTeams',
        summary: 'The teams of a tournament, for its players',
        tags,
        security,
        params: tournamentIdSchema,
        answers: { 403: 'The caller has not entered the tournament', 404: NO_TOURNAMENT },
      },
    },
    (request) => services.teams.teamsOf(request.params.tournamentId, currentUser(request).id),
  );
  app.get<{ Querystring: TournamentIdInput }>(
    '/teams/my-team',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMyTeam',
        summary: "The caller's team in a tournament",
        tags,
        security,
        querystring: tournamentIdSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => services.teams.myTeam(request.query.tournamentId, currentUser(request).id),
  );
}
