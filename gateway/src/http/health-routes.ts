import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/upstream-client';

/** Liveness (the process answers) and readiness (the upstream answers too). */
export function healthRoutes(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await upstream.call('jwks');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'upstream unavailable' });
    }
  });
}
