import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import {
  type BanBody,
  type UserIdParams,
  type UserSearchQuery,
  banBodySchema,
  userIdParamsSchema,
  userSearchQuerySchema,
} from './account-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The organiser's user management, under /admin (role admin only). */
export function accountAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  const accounts = services.accounts;

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
    (request) => accounts.listUsers(request.query.search || undefined),
  );

  app.post<{ Params: UserIdParams; Body: BanBody }>(
    '/users/:id/ban',
    {
      schema: {
        summary: 'Ban a player',
        tags,
        security,
        params: userIdParamsSchema,
        body: banBodySchema,
      },
    },
    (request) =>
      accounts.banUser(
        currentUser(request).id,
        request.params.id,
        request.body.reason || undefined,
      ),
  );

  app.delete<{ Params: UserIdParams }>(
    '/users/:id/ban',
    {
      schema: { summary: 'Lift a ban', tags, security, params: userIdParamsSchema },
    },
    (request) => accounts.unbanUser(request.params.id),
  );
}
