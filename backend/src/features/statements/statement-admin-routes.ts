import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { StatementService } from './statement-service';
import {
  type ApproveMatchesInput,
  type StatementParams,
  approveMatchesSchema,
  statementParamsSchema,
} from './statement-schemas';
import { STATEMENT_UPLOAD_ANSWERS, receiveStatement } from './statement-upload-routes';

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_STATEMENT = 'No statement has this id';

/** Bank statements for reconciliation (decision 042), under /admin (role admin only). */
export function statementAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ statements: StatementService }>,
): void {
  app.post(
    '/statements',
    {
      schema: {
        operationId: 'adminImportStatement',
        summary:
          'Import a bank or UPI business app statement (multipart: CSV in `file`, at most 5 MB; ' +
          'optional `mapping`, JSON naming the columns of a header row not recognised, ' +
          'remembered for it); once per file',
        tags,
        security,
        // No body schema: the file is streamed by the handler, after the role check.
        consumes: ['multipart/form-data'],
        answers: { 201: 'The statement, imported', ...STATEMENT_UPLOAD_ANSWERS },
      },
    },
    async (request, reply) => {
      const stored = await receiveStatement(request, reply, (upload) =>
        services.statements.importStatement(upload, currentUser(request).id),
      );
      return reply.sent ? stored : reply.status(201).send(stored);
    },
  );

  app.get(
    '/statements',
    {
      schema: {
        operationId: 'adminListStatements',
        summary: 'The statements imported, newest first (the latest 100)',
        tags,
        security,
      },
    },
    () => services.statements.list(),
  );

  app.get(
    '/statements/mappings',
    {
      schema: {
        operationId: 'adminListStatementMappings',
        summary: 'The column mappings remembered for header rows the desk did not recognise',
        tags,
        security,
      },
    },
    () => services.statements.mappings(),
  );

  app.get<{ Params: StatementParams }>(
    '/statements/:id',
    {
      schema: {
        operationId: 'adminGetStatementResult',
        summary:
          'A statement reconciled with the deposit requests as of now: matched (to approve), ' +
          'amount differs, already decided, credits with no request, pending requests of its ' +
          'days not on it',
        tags,
        security,
        params: statementParamsSchema,
        answers: { 404: NO_STATEMENT },
      },
    },
    (request) => services.statements.result(request.params.id),
  );

  app.post<{ Params: StatementParams; Body: ApproveMatchesInput }>(
    '/statements/:id/approve',
    {
      schema: {
        operationId: 'adminApproveStatementMatches',
        summary:
          'Approve matched deposits of a statement in one go, each by the desk’s own decision; ' +
          'those decided meanwhile (or the caller’s own) are listed in `notApproved`',
        tags,
        security,
        params: statementParamsSchema,
        body: approveMatchesSchema,
        answers: {
          400: 'A deposit given is not matched by this statement (nothing approved)',
          404: NO_STATEMENT,
        },
      },
    },
    (request) =>
      services.statements.approveMatches(
        request.params.id,
        request.body.transactionIds,
        currentUser(request).id,
      ),
  );
}
