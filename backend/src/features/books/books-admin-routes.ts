import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { type AdminTournamentParams, adminTournamentParamsSchema } from '../tournaments/public';
import type { BooksService } from './books-service';
import { sendCsv } from './books-csv-reply';
import {
  type DayParams,
  type ExportParams,
  type RangeQuery,
  dailyCloseRangeSchema,
  dayParamsSchema,
  exportParamsSchema,
  exportRangeSchema,
} from './books-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The books (decision 045), under /admin (role admin only). */
export function booksAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ books: BooksService }>,
): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/books',
    {
      schema: {
        operationId: 'adminGetTournamentBooks',
        summary:
          "A tournament's books: fees in, refunds, prizes out and the margin, each with the " +
          'ledger’s own sum and whether the two agree',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.books.tournamentSummary(request.params.id),
  );

  app.get<{ Querystring: RangeQuery }>(
    '/books/days',
    {
      schema: {
        operationId: 'adminGetDailyClose',
        summary:
          'The daily close of each IST day from `from` to `to` (at most 62), newest first: ' +
          'deposits approved, withdrawals paid, manual credits, fees, refunds, prizes and the ' +
          "players' balances at the day's end, each checked against the ledger, and who closed it",
        tags,
        security,
        querystring: dailyCloseRangeSchema,
      },
    },
    (request) => services.books.dailyClose(request.query.from, request.query.to),
  );

  app.post<{ Params: DayParams }>(
    '/books/days/:day/close',
    {
      schema: {
        operationId: 'adminCloseDay',
        summary:
          'Mark an ended IST day closed, once, when all its figures agree with the ledger; the ' +
          'audit keeps the figures',
        tags,
        security,
        params: dayParamsSchema,
        answers: {
          400: 'The day has not ended yet',
          409: 'The day is closed already (who and when beside the message), or its books do not agree with the ledger',
        },
      },
    },
    (request) => services.books.closeDay(request.params.day, currentUser(request).id),
  );

  app.get<{ Params: ExportParams; Querystring: RangeQuery }>(
    '/books/exports/:kind',
    {
      schema: {
        operationId: 'adminExportBooks',
        summary:
          'A CSV for the accountant of the IST days `from` to `to`: transactions, ledger entries ' +
          'or prize payouts (UTF-8 with BOM, rupees as en-IN, dates in IST); audited',
        tags,
        security,
        params: exportParamsSchema,
        querystring: exportRangeSchema,
        answers: { 200: 'The CSV file (text/csv)' },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await services.books.exportCsv(
          request.params.kind,
          request.query.from,
          request.query.to,
          currentUser(request).id,
        ),
      ),
  );
}
