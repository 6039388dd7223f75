import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import {
  type FileGrievanceInput,
  type GrievanceContactQuery,
  type GrievanceNumberParams,
  fileGrievanceSchema,
  grievanceContactQuerySchema,
  grievanceNumberParamsSchema,
} from './grievance-schemas';
import type { GrievanceService } from './grievance-service';

const tags = ['grievances'];

/** The filer's side: anyone files and follows a complaint (decision 049). */
export function grievanceRoutes(
  app: FastifyInstance,
  { guards, limits, services }: RoutesContext<{ grievances: GrievanceService }>,
): void {
  app.post<{ Body: FileGrievanceInput }>(
    '/v1/grievances',
    {
      onRequest: guards.optionalUser,
      preHandler: limits.grievanceFiling,
      schema: {
        operationId: 'fileGrievance',
        summary:
          'File a complaint, logged in or not (a bearer token files it from that account): ' +
          'answered at once with its acknowledgement number, when it will be acknowledged and ' +
          'resolved, and the grievance officer; the acknowledgement is e-mailed when an e-mail ' +
          'is given',
        tags,
        security: [{}, { bearer: [] }],
        body: fileGrievanceSchema,
        answers: {
          201: 'The complaint is registered: its number, status, due times and the officer',
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    async (request, reply) => {
      const filed = await services.grievances.file(request.body, request.user?.id ?? null);
      return reply.code(201).send(filed);
    },
  );

  app.get(
    '/v1/grievances/mine',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getMyGrievances',
        summary:
          "The caller's complaints, newest first, with their state, due times, replies and " +
          'the escalation tier when it is due',
        tags,
        security: [{ bearer: [] }],
      },
    },
    async (request) => ({
      grievances: await services.grievances.mine(currentUser(request).id),
    }),
  );

  app.get<{ Params: GrievanceNumberParams; Querystring: GrievanceContactQuery }>(
    '/v1/grievances/:number',
    {
      preHandler: limits.grievanceLookup,
      schema: {
        operationId: 'getGrievanceStatus',
        summary:
          'A complaint by its acknowledgement number and the e-mail or phone it was filed ' +
          'with: its state, due times, whether it is overdue, the replies, the resolution and ' +
          'the escalation tier when it was closed unresolved or answered late',
        tags,
        security: [],
        params: grievanceNumberParamsSchema,
        querystring: grievanceContactQuerySchema,
        answers: {
          404: 'No complaint with this number and contact',
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request) =>
      limits.trackGrievanceLookup(request, () =>
        services.grievances.status(request.params.number, request.query.contact),
      ),
  );
}
