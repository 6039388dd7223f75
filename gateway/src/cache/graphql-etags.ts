import etag from '@fastify/etag';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Registers a route plugin (the GraphQL route) in a scope of its own whose answers carry a weak
 * ETag, with `If-None-Match` answered 304: a CDN or a browser revalidates a persisted query's
 * GET for a few bytes once its `Cache-Control` max-age has passed. Other routes are left alone.
 * The tag is of the JSON before compression (a scope's hook runs before the compression's,
 * which is the route's own), hence weak: it stands for every encoding of the same answer.
 */
export function withEtags<Options extends object>(route: FastifyPluginAsync<Options>) {
  return async (scope: FastifyInstance, options: Options) => {
    await scope.register(etag, { weak: true });
    await scope.register(route, options);
  };
}
