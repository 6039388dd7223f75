import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { sendCsv } from '../books/public';
import type { GrievanceAdminService } from './grievance-admin-service';
import {
  type GrievanceExportQuery,
  type GrievanceParams,
  type GrievanceQueueQuery,
  type GrievanceReplyInput,
  type GrievanceResolutionInput,
  grievanceExportQuerySchema,
  grievanceParamsSchema,
  grievanceQueueQuerySchema,
  grievanceReplyBodySchema,
  grievanceResolutionBodySchema,
} from './grievance-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];
const STEP_ANSWERS = {
  404: 'No complaint has this id',
  409: 'The complaint is in a state that does not allow this step',
} as const;

/** The grievance officer's console, under /admin (decision 049). */
export function grievanceAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ grievanceAdmin: GrievanceAdminService }>,
): void {
  const admin = () => services.grievanceAdmin;

  app.get<{ Querystring: GrievanceQueueQuery }>(
    '/grievances',
    {
      schema: {
        operationId: 'adminListGrievances',
        summary: 'The complaints queue, the soonest due first: by status, or only the overdue ones',
        tags,
        security,
        querystring: grievanceQueueQuerySchema,
      },
    },
    (request) => admin().queue(request.query),
  );

  app.get<{ Querystring: GrievanceExportQuery }>(
    '/grievances.csv',
    {
      schema: {
        operationId: 'adminExportGrievances',
        summary:
          'Every complaint filed on the IST days from–to as CSV (due times, late flags, reply ' +
          'count, resolution); audited as records exported',
        tags,
        security,
        querystring: grievanceExportQuerySchema,
        answers: { 200: 'The CSV file (text/csv)' },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await admin().exportCsv(request.query.from, request.query.to, currentUser(request).id),
      ),
  );

  app.get<{ Params: GrievanceParams }>(
    '/grievances/:id',
    {
      schema: {
        operationId: 'adminGetGrievance',
        summary: 'A complaint with how to reach the filer, who acted on it, and every reply',
        tags,
        security,
        params: grievanceParamsSchema,
        answers: { 404: 'No complaint has this id' },
      },
    },
    (request) => admin().case(request.params.id),
  );

  app.post<{ Params: GrievanceParams }>(
    '/grievances/:id/acknowledge',
    {
      schema: {
        operationId: 'adminAcknowledgeGrievance',
        summary: 'Acknowledge an open complaint; audited, and the filer is told (bell and e-mail)',
        tags,
        security,
        params: grievanceParamsSchema,
        answers: STEP_ANSWERS,
      },
    },
    (request) => admin().acknowledge(request.params.id, currentUser(request).id),
  );

  app.post<{ Params: GrievanceParams; Body: GrievanceReplyInput }>(
    '/grievances/:id/reply',
    {
      schema: {
        operationId: 'adminReplyToGrievance',
        summary:
          'Reply to the filer (an open complaint is acknowledged by it); audited, and the ' +
          'filer is told (bell and e-mail)',
        tags,
        security,
        params: grievanceParamsSchema,
        body: grievanceReplyBodySchema,
        answers: STEP_ANSWERS,
      },
    },
    (request) => admin().reply(request.params.id, request.body.body, currentUser(request).id),
  );

  for (const [step, operationId, what] of [
    ['resolve', 'adminResolveGrievance', 'Resolve a complaint with the resolution the filer reads'],
    [
      'close',
      'adminCloseGrievance',
      'Close a complaint without a resolution, saying why; the filer is shown the escalation tier',
    ],
  ] as const) {
    app.post<{ Params: GrievanceParams; Body: GrievanceResolutionInput }>(
      `/grievances/:id/${step}`,
      {
        schema: {
          operationId,
          summary: `${what}; audited, and the filer is told (bell and e-mail)`,
          tags,
          security,
          params: grievanceParamsSchema,
          body: grievanceResolutionBodySchema,
          answers: STEP_ANSWERS,
        },
      },
      (request) =>
        admin()[step](request.params.id, request.body.resolution, currentUser(request).id),
    );
  }
}
