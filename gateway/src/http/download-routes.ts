import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES } from '../errors/error-model';
import type { TokenVerifier } from '../auth/token-verifier';
import type { RouteName } from '../upstream/route-table';
import type { UpstreamClient } from '../upstream/upstream-client';
import { UpstreamError } from '../upstream/upstream-error';
import { callerOf, upstreamFailure } from './picture-routes';

/**
 * CSV downloads (decision 045): the accountant's exports for organisers and a player's own
 * statement. The web app fetches them with the bearer token and saves the file; the gateway
 * checks the token (and the role) and streams the upstream's CSV through as it arrives.
 */

interface DownloadDeps {
  upstream: UpstreamClient;
  verifyToken: TokenVerifier;
}

interface RangeQuery {
  from?: string;
  to?: string;
}

/** Only what a day looks like goes into the saved file's name. */
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const KIND_TEXT = /^[a-z]{1,20}$/;
const QUARTER_TEXT = /^\d{4}-\d{2}-Q[1-4]$/;

function fileNameOf(prefix: string, { from, to }: RangeQuery): string {
  const days = [from, to].every((day) => day && DAY_TEXT.test(day)) ? `-${from}-to-${to}` : '';
  return `ccl-${prefix}${days}.csv`;
}

async function download(
  { upstream, verifyToken }: DownloadDeps,
  target: {
    route: RouteName;
    adminOnly: boolean;
    params?: Record<string, string>;
    file: string;
    /** What the upstream is asked for instead of the range (the tax report's quarter). */
    query?: Record<string, string | undefined>;
  },
  request: FastifyRequest<{ Querystring: RangeQuery }>,
  reply: FastifyReply,
) {
  const caller = await callerOf(request, reply, verifyToken);
  if (!caller) return reply;
  if (target.adminOnly && caller.viewer && caller.viewer.role !== 'admin') {
    return reply.status(403).send({ message: GENERIC_MESSAGES.FORBIDDEN });
  }
  const { from, to } = request.query;
  try {
    const answer = await upstream.stream(target.route, {
      params: target.params,
      query: target.query ?? { from, to },
      token: caller.token,
      clientIp: request.ip,
      log: request.log,
    });
    return reply
      .status(answer.status)
      .header('content-type', answer.headers['content-type'] ?? 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${fileNameOf(target.file, request.query)}"`,
      )
      .header('cache-control', 'no-store')
      .send(answer.body);
  } catch (error) {
    if (error instanceof UpstreamError) return upstreamFailure(reply, error);
    throw error;
  }
}

export function downloadRoutes(app: FastifyInstance, deps: DownloadDeps): void {
  app.get<{ Params: { kind: string }; Querystring: RangeQuery }>(
    '/api/admin/books/exports/:kind',
    (request, reply) => {
      const { kind } = request.params;
      if (!KIND_TEXT.test(kind)) return reply.status(404).send({ message: 'Not found' });
      return download(
        deps,
        { route: 'adminBooksExport', adminOnly: true, params: { kind }, file: kind },
        request,
        reply,
      );
    },
  );
  app.get<{ Querystring: RangeQuery }>('/api/admin/records.csv', (request, reply) =>
    download(
      deps,
      { route: 'adminRecordsExport', adminOnly: true, file: 'records' },
      request,
      reply,
    ),
  );
  app.get<{ Querystring: RangeQuery }>('/api/admin/grievances.csv', (request, reply) =>
    download(
      deps,
      { route: 'adminGrievancesExport', adminOnly: true, file: 'grievances' },
      request,
      reply,
    ),
  );
  // The quarter's tax withheld (decision 047): the file is named by the quarter when it is one.
  app.get<{ Querystring: RangeQuery & { quarter?: string } }>(
    '/api/admin/tax/withholding.csv',
    (request, reply) => {
      const { quarter } = request.query;
      const file =
        quarter && QUARTER_TEXT.test(quarter) ? `tax-withheld-${quarter}` : 'tax-withheld';
      return download(
        deps,
        { route: 'adminTaxWithholdingExport', adminOnly: true, file, query: { quarter } },
        request,
        reply,
      );
    },
  );
  app.get<{ Querystring: RangeQuery }>('/api/wallet/statement', (request, reply) =>
    download(deps, { route: 'myStatement', adminOnly: false, file: 'statement' }, request, reply),
  );
}
