import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { sendCsv } from '../books/public';
import type { RecordsService } from './records-service';
import { type RecordsRange, recordsRangeSchema } from './records-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The records for an auditor or the Authority (decision 050), under /admin (organisers). */
export function recordsAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ records: RecordsService }>,
): void {
  app.get<{ Querystring: RecordsRange }>(
    '/records',
    {
      schema: {
        operationId: 'adminGetRecords',
        summary:
          'The records of the IST days `from` to `to` (at most 366): each tournament with its ' +
          'declaration, fees, escrow, prizes, tax and returns; the grievances filed; the totals, ' +
          "each checked against the ledgers' own sums; and the platform's rules as they are now",
        tags,
        security,
        querystring: recordsRangeSchema,
        answers: { 200: 'The records, amounts in rupees' },
      },
    },
    (request) => services.records.report(request.query.from, request.query.to),
  );

  app.get<{ Querystring: RecordsRange }>(
    '/records.csv',
    {
      schema: {
        operationId: 'adminExportRecords',
        summary:
          'The same records as one CSV in sections (UTF-8 with BOM, rupees as en-IN, dates in ' +
          'IST); audited',
        tags,
        security,
        querystring: recordsRangeSchema,
        answers: { 200: 'The CSV file (text/csv)' },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await services.records.exportCsv(
          request.query.from,
          request.query.to,
          currentUser(request).id,
        ),
      ),
  );
}
