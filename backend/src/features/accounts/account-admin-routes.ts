import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { UserAdminService } from './user-admin-service';
import { currentUser } from '../../http/auth';
import {
  type BanBody,
  type UnbanBody,
  type UserIdParams,
  type UserSearchQuery,
  banBodySchema,
  unbanBodySchema,
  userIdParamsSchema,
  userSearchQuerySchema,
} from './account-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = userIdParamsSchema;
const NO_USER = 'No user has this id';

/** The organiser's players, under /admin (role admin only). */
export function accountAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ userAdmin: UserAdminService }>,
): void {
  const players = services.userAdmin;

  app.get<{ Querystring: UserSearchQuery }>(
    '/users',
    {
      schema: {
        operationId: 'adminListUsers',
        summary: 'The newest 50 users, optionally matching a search',
        tags,
        security,
        querystring: userSearchQuerySchema,
      },
    },
    (request) => players.listUsers(request.query.search || undefined),
  );

  app.get<{ Params: UserIdParams }>(
    '/users/:id',
    {
      schema: {
        operationId: 'adminGetUser',
        summary: 'One account: profile, ban and wallet balance',
        tags,
        security,
        params,
        answers: { 404: NO_USER },
      },
    },
    (request) => players.getUser(request.params.id),
  );

  app.get<{ Params: UserIdParams }>(
    '/users/:id/ledger',
    {
      schema: {
        summary:
          "A player's newest 200 ledger entries, newest first, each with the balance after it",
        operationId: 'adminGetUserLedger',
        tags,
        security,
        params,
        answers: { 404: NO_USER },
      },
    },
    (request) => players.ledgerOf(request.params.id),
  );

  app.get<{ Params: UserIdParams }>(
    '/users/:id/entries',
    {
      schema: {
        operationId: 'adminGetUserEntries',
        summary: 'The tournaments a player is entered in, with their team, newest start first',
        tags,
        security,
        params,
        answers: { 404: NO_USER },
      },
    },
    (request) => players.entriesOf(request.params.id),
  );

  app.post<{ Params: UserIdParams; Body: BanBody }>(
    '/users/:id/ban',
    {
      schema: {
        operationId: 'adminBanUser',
        summary: 'Ban a player, with a reason; 409 when already banned',
        tags,
        security,
        params,
        body: banBodySchema,
        answers: {
          400: 'The account is the caller’s own or an organiser’s',
          404: NO_USER,
          409: 'The player is already banned',
        },
      },
    },
    (request) => players.banUser(currentUser(request).id, request.params.id, request.body.reason),
  );

  app.post<{ Params: UserIdParams; Body: UnbanBody }>(
    '/users/:id/unban',
    {
      schema: {
        operationId: 'adminUnbanUser',
        summary: 'Lift a ban, optionally saying why; 409 when not banned',
        tags,
        security,
        params,
        body: unbanBodySchema,
        answers: { 404: NO_USER, 409: 'The player is not banned' },
      },
    },
    (request) =>
      players.unbanUser(
        currentUser(request).id,
        request.params.id,
        request.body.reason || undefined,
      ),
  );

  app.delete<{ Params: UserIdParams }>(
    '/users/:id/ban',
    {
      schema: {
        operationId: 'adminLiftBan',
        summary: 'Lift a ban; 409 when not banned',
        tags,
        security,
        params,
        answers: { 404: NO_USER, 409: 'The player is not banned' },
      },
    },
    (request) => players.unbanUser(currentUser(request).id, request.params.id, undefined),
  );
}
