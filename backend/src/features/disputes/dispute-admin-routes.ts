import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { DisputeAdminService } from './dispute-admin-service';
import {
  type AdminDisputesQuery,
  type DisputeParams,
  type OverrideHoldInput,
  type PrizeHoldParams,
  type ResolveDisputeInput,
  adminDisputesQuerySchema,
  disputeParamsSchema,
  overrideHoldSchema,
  prizeHoldParamsSchema,
  resolveDisputeSchema,
} from './dispute-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_TOURNAMENT = 'No tournament has this id';

/** The organiser's disputes and the prize hold, under /admin (role admin only). */
export function disputeAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ disputeAdmin: DisputeAdminService }>,
): void {
  const disputes = services.disputeAdmin;
  app.get<{ Querystring: AdminDisputesQuery }>(
    '/disputes',
    {
      schema: {
        operationId: 'adminListDisputes',
        summary: 'Disputes by status and tournament; open ones first, oldest first',
        tags,
        security,
        querystring: adminDisputesQuerySchema,
      },
    },
    (request) => disputes.list(request.query),
  );
  app.post<{ Params: DisputeParams; Body: ResolveDisputeInput }>(
    '/disputes/:id/resolve',
    {
      schema: {
        operationId: 'adminResolveDispute',
        summary: 'Resolve a dispute: corrected (after the correction), refunded or rejected',
        tags,
        security,
        params: disputeParamsSchema,
        body: resolveDisputeSchema,
        answers: {
          404: 'No dispute has this id',
          409: "The squad's entry fee was already refunded",
        },
      },
    },
    (request) => disputes.resolve(request.params.id, request.body, currentUser(request).id),
  );
  app.get<{ Params: PrizeHoldParams }>(
    '/tournaments/:id/prize-hold',
    {
      schema: {
        operationId: 'adminGetPrizeHold',
        summary: "Whether the tournament's prizes wait for open disputes, and any override",
        tags,
        security,
        params: prizeHoldParamsSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) => disputes.hold(request.params.id),
  );
  app.post<{ Params: PrizeHoldParams; Body: OverrideHoldInput }>(
    '/tournaments/:id/prize-hold/override',
    {
      schema: {
        operationId: 'adminOverridePrizeHold',
        summary: 'Let prizes be paid while the open disputes stay open, with a reason',
        tags,
        security,
        params: prizeHoldParamsSchema,
        body: overrideHoldSchema,
        answers: { 404: NO_TOURNAMENT },
      },
    },
    (request) =>
      disputes.overrideHold(request.params.id, request.body.reason, currentUser(request).id),
  );
}
