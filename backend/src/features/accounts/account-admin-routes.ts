import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
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

/** The organiser's players, under /admin (role admin only). */
export function accountAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  const players = services.userAdmin;

  app.get<{ Querystring: UserSearchQuery }>(
    '/users',
    {
      schema: {
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
        summary: 'One account: profile, ban and wallet balance',
        tags,
        security,
        params,
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
        tags,
        security,
        params,
      },
    },
    (request) => players.ledgerOf(request.params.id),
  );

  app.get<{ Params: UserIdParams }>(
    '/users/:id/entries',
    {
      schema: {
        summary: 'The tournaments a player is entered in, with their team, newest start first',
        tags,
        security,
        params,
      },
    },
    (request) => players.entriesOf(request.params.id),
  );

  app.post<{ Params: UserIdParams; Body: BanBody }>(
    '/users/:id/ban',
    {
      schema: {
        summary: 'Ban a player, with a reason; 409 when already banned',
        tags,
        security,
        params,
        body: banBodySchema,
      },
    },
    (request) => players.banUser(currentUser(request).id, request.params.id, request.body.reason),
  );

  app.post<{ Params: UserIdParams; Body: UnbanBody }>(
    '/users/:id/unban',
    {
      schema: {
        summary: 'Lift a ban, optionally saying why; 409 when not banned',
        tags,
        security,
        params,
        body: unbanBodySchema,
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
      schema: { summary: 'Lift a ban; 409 when not banned', tags, security, params },
    },
    (request) => players.unbanUser(currentUser(request).id, request.params.id, undefined),
  );
}
