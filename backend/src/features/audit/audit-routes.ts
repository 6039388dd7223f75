import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { AuditService } from './audit-service';
import { type AuditFilterInput, auditFilterSchema } from './audit-schemas';

/** The audit record of organiser actions, under /admin (role admin only). */
export function auditAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ audit: AuditService }>,
): void {
  app.get<{ Querystring: AuditFilterInput }>(
    '/audit',
    {
      schema: {
        operationId: 'adminListAuditEntries',
        summary:
          'Organiser actions, newest first; filter by action, subject, tournament, player or ' +
          'organiser, page with before and limit',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditFilterSchema,
      },
    },
    (request) => services.audit.list(request.query),
  );
}
