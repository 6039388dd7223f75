import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { sendCsv } from '../books/public';
import { type QuarterQuery, quarterQuerySchema } from './withholding-schemas';
import type { WithholdingService } from './withholding-service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The quarterly report of tax withheld on winnings (decision 047), under /admin. */
export function withholdingAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ withholding: WithholdingService }>,
): void {
  app.get<{ Querystring: QuarterQuery }>(
    '/tax/withholding',
    {
      schema: {
        operationId: 'adminGetTaxWithholding',
        summary:
          'Tax withheld on winnings in a quarter (section 194B): one row per payout with the ' +
          "player's name on PAN and full PAN, gross, tax and net, the totals, and the tax " +
          "account's ledger checked against them",
        tags,
        security,
        querystring: quarterQuerySchema,
      },
    },
    (request) => services.withholding.report(request.query.quarter),
  );

  app.get<{ Querystring: QuarterQuery }>(
    '/tax/withholding.csv',
    {
      schema: {
        operationId: 'adminExportTaxWithholding',
        summary:
          'The quarter’s tax withheld on winnings as CSV for the return (UTF-8 with BOM, rupees ' +
          'as en-IN, dates in IST); audited with the quarter',
        tags,
        security,
        querystring: quarterQuerySchema,
        answers: { 200: 'The CSV file (text/csv)' },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await services.withholding.exportCsv(request.query.quarter, currentUser(request).id),
      ),
  );
}
