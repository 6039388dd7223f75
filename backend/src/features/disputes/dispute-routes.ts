import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import type { DisputeService } from './dispute-service';
import {
  type MatchParams,
  type MyDisputesQuery,
  type OpenDisputeInput,
  matchParamsSchema,
  myDisputesQuerySchema,
  openDisputeSchema,
} from './dispute-schemas';

const tags = ['disputes'];
const security = [{ bearer: [] }];

/** A squad member's disputes of match results. */
export function disputeRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ disputes: DisputeService }>,
): void {
  app.post<{ Params: MatchParams; Body: OpenDisputeInput }>(
    '/tournaments/:tournamentId/matches/:matchNo/disputes',
    {
      preValidation: guards.requireActiveUser,
      schema: {
        operationId: 'openDispute',
        summary: "Dispute a match's results within 1 hour of their posting (reason, screenshot)",
        tags,
        security,
        params: matchParamsSchema,
        body: openDisputeSchema,
        answers: {
          201: 'The dispute, open',
          400: 'Late, not posted, no reason, not a member of a booked squad (field tournamentId)',
          403: SHARED_ANSWERS.banned,
          404: 'No tournament has this id, or no such match',
          409: 'The squad already has an open dispute on this match',
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { tournamentId, matchNo } = request.params;
      const dispute = await services.disputes.open(user, tournamentId, matchNo, request.body);
      return reply.status(201).send(dispute);
    },
  );
  app.get<{ Querystring: MyDisputesQuery }>(
    '/disputes/mine',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'listMyDisputes',
        summary: "The disputes of the caller's squads, newest first",
        tags,
        security,
        querystring: myDisputesQuerySchema,
      },
    },
    (request) => services.disputes.mine(currentUser(request).id, request.query.tournamentId),
  );
}
