import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import type { BooksService } from './books-service';
import { sendCsv } from './books-csv-reply';
import { type RangeQuery, exportRangeSchema } from './books-schemas';

/** The player's own statement, beside the other wallet routes (both /api forms). */
export function booksRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ books: BooksService }>,
): void {
  app.get<{ Querystring: RangeQuery }>(
    '/wallet/statement',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getMyStatement',
        summary:
          "The caller's statement of the IST days `from` to `to` as CSV: opening balance, every " +
          'movement with the balance after it, requests that moved nothing, closing balance',
        tags: ['wallet'],
        security: [{ bearer: [] }],
        querystring: exportRangeSchema,
        answers: { 200: 'The CSV file (text/csv)' },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await services.books.statement(
          currentUser(request).id,
          request.query.from,
          request.query.to,
        ),
      ),
  );
}
