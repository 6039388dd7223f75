import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import { type ComplianceSettingsInput, complianceSettingsBodySchema } from './compliance-schemas';
import type { ComplianceService } from './compliance-service';

const tags = ['compliance'];

/** What anyone may read of the operator's rules: the footer, About and Contact show it. */
export function complianceRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ compliance: ComplianceService }>,
): void {
  app.get(
    '/v1/compliance',
    {
      schema: {
        operationId: 'getCompliance',
        summary:
          'The e-sport registration number, the grievance officer (name, e-mail, phone), the ' +
          'time limits to acknowledge and resolve a complaint, the escalation tier and the ' +
          'minimum age for paid entry; null where the operator has not set one',
        tags,
        security: [],
      },
    },
    () => services.compliance.publicInfo(),
  );
}

/** The operator's rules, under /admin (role admin only); a change asks for the password again. */
export function complianceAdminRoutes(
  app: FastifyInstance,
  { limits, services }: RoutesContext<{ compliance: ComplianceService }>,
): void {
  const security = [{ bearer: [] }];
  app.get(
    '/compliance/settings',
    {
      schema: {
        operationId: 'adminGetComplianceSettings',
        summary:
          'Every compliance setting (tax rate in percent, threshold in rupees), what production ' +
          'still lacks, and who changed them last',
        tags: ['admin'],
        security,
      },
    },
    () => services.compliance.settings(),
  );

  app.put<{ Body: ComplianceSettingsInput }>(
    '/compliance/settings',
    {
      ...limits.passwordConfirmation,
      schema: {
        operationId: 'adminSetComplianceSettings',
        summary:
          'Set every compliance setting with the password again; audited with before and after, ' +
          'and every organiser is e-mailed what changed',
        tags: ['admin'],
        security,
        body: complianceSettingsBodySchema,
        answers: {
          400: 'A setting breaks its rule, or the password is not the caller’s',
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request) => services.compliance.setSettings(currentUser(request).id, request.body),
  );
}
