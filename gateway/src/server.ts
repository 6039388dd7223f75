import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { createTokenVerifier } from './auth/token-verifier';
import { createFormatError } from './errors/format-error';
import { createContextBuilder } from './graphql-context';
import { healthRoutes } from './http/health-routes';
import { createRateLimit } from './rate-limits';
import { mergedResolvers } from './resolvers';
import { typeDefs } from './schema-sdl';
import { type UpstreamClient, createUpstreamClient } from './upstream/upstream-client';

export interface BuildGatewayOptions {
  config: GatewayConfig;
  logger?: FastifyBaseLogger;
  /** Tests may pass a client; otherwise one pool to UPSTREAM_URL. */
  upstream?: UpstreamClient;
}

/** GraphQL requests are small; a larger body is refused before it is parsed. */
export const GRAPHQL_BODY_LIMIT_BYTES = 100 * 1024;
const REQUEST_ID = /^[\w-]{1,64}$/;

export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A caller's request id is kept (when sane) so one id follows a request across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const upstream = options.upstream ?? createUpstreamClient(config, app.log);
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers: mergedResolvers(),
    introspection: config.introspection,
    csrfPrevention: true,
    formatError: createFormatError(app.log),
    plugins: [fastifyApolloDrainPlugin(app)],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: createContextBuilder(
      upstream,
      createTokenVerifier(upstream, config.verifyTokens),
      createRateLimit(redis),
    ),
  });
  healthRoutes(app, upstream);
  app.addHook('onClose', async () => {
    if (!options.upstream) await upstream.close();
    redis?.disconnect();
  });
  return app;
}
