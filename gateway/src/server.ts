import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { createTokenVerifier } from './auth/token-verifier';
import { withEtags } from './cache/graphql-etags';
import { createPublicReadCache } from './cache/public-read-cache';
import { createFormatError } from './http/format-error';
import { createContextBuilder } from './graphql-context';
import { graphqlProtections } from './http/graphql-protections';
import { oneSensitiveOperation } from './http/one-sensitive-operation';
import { healthRoutes } from './http/health-routes';
import { createStartupGate } from './upstream/startup-gate';
import { installHttpErrors } from './http/http-errors';
import { installGatewayMetrics } from './http/metrics';
import { persistedQueriesOption } from './http/persisted-queries';
import { requestErrorStatus } from './http/request-error-status';
import { pictureRoutes } from './http/picture-routes';
import { statementRoutes } from './http/statement-routes';
import { downloadRoutes } from './http/download-routes';
import { installSecurityHeaders } from './http/security-headers';
import { playgroundPages, webAppPages } from './http/static-pages';
import { createPageRenderer } from './ssr/page-renderer';
import { type RateLimit, createRateLimit } from './rate-limits';
import { mergedResolvers } from './resolvers';
import { typeDefs } from './schema-sdl';
import { type UpstreamClient, createUpstreamClient } from './upstream/upstream-client';
import { type LiveHub, createLocalHub, createRedisHub } from './live-feed/live-hub';
import { createRedisSessionAnswers } from './live/session-answers';
import { SESSION_CHECK_MS } from './live/session-checks';
import { installLiveSockets } from './live/ws-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's rate limits (memory, or Redis shared by every copy when REDIS_URL is set). */
    gatewayRateLimit: RateLimit;
  }
}

export interface BuildGatewayOptions {
  config: GatewayConfig;
  logger?: FastifyBaseLogger;
  /** Tests may pass a client; otherwise one pool to UPSTREAM_URL. */
  upstream?: UpstreamClient;
  /** Called once, when the upstream first answers (main prints the ready line). */
  onUpstreamReady?: () => void;
}

/** How long a start waits for Redis before going on without it (it keeps reconnecting). */
const REDIS_READY_WAIT_MS = 2000;

/**
 * Redis for the shared counters and persisted queries. While it is down, commands fail at once
 * (no offline queue): rate limits fall back to per-copy memory and persisted queries to cache
 * misses, so a Redis outage never slows or stops the gateway.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) log.warn({ err: error }, 'redis unavailable; retrying in the background');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** GraphQL requests are small; a larger body is refused (413) before it is parsed. */
export const GRAPHQL_BODY_LIMIT_BYTES = 100 * 1024;
const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * The gateway: /graphql (Apollo, with depth, alias, cost and token limits, CSRF prevention and
 * automatic persisted queries), the picture upload and picture URLs, health pages, the
 * playground and the built web app, all on one origin.
 */
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
  // First, so every route and the 404 handler are counted.
  const metrics = installGatewayMetrics<GatewayContext>(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installHttpErrors(app);
  // Before any route: each route's Content-Security-Policy is chosen as it is added.
  await installSecurityHeaders(app, { production: config.mode === 'production' });
  // Phones on slow networks: text answers (bundles, CSS, GraphQL) go out compressed; images
  // and other already-compressed types are left alone by the plugin.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  const upstream = options.upstream ?? createUpstreamClient(config, app.log, metrics.upstream);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const rateLimit = createRateLimit(redis, config.anonymousUpstreamCallsPerMinute);
  app.decorate('gatewayRateLimit', rateLimit);
  const verifyToken = createTokenVerifier(upstream, config.verifyTokens);
  const startupGate =
    config.startupWaitMs > 0
      ? createStartupGate(upstream, app.log, options.onUpstreamReady ?? (() => undefined))
      : undefined;

  const protections = graphqlProtections();
  const validationRules = [...protections.validationRules, oneSensitiveOperation];
  // One executable schema for HTTP (Apollo) and WebSocket (graphql-ws).
  const schema = makeExecutableSchema({ typeDefs, resolvers: mergedResolvers() as never });
  const hub: LiveHub = redis
    ? createRedisHub(upstream, app.log, redis, config.liveChannel)
    : createLocalHub(upstream, app.log);
  const sockets = installLiveSockets(app, {
    schema,
    validationRules,
    upstream,
    verifyToken,
    rateLimit,
    hub,
    sessionAnswers: redis
      ? createRedisSessionAnswers(redis, config.liveChannel, app.log, SESSION_CHECK_MS)
      : undefined,
    trustedHops: config.trustProxyHops,
    log: app.log,
    gauges: metrics.live,
    formatError: createFormatError(app.log),
  });
  // Open sockets would hold a stop: they are told to go before the HTTP server drains.
  app.addHook('preClose', async () => sockets.close());
  const publicReads = createPublicReadCache({
    enabled: config.publicCache,
    redis,
    namespace: config.liveChannel,
    hub,
    log: app.log,
  });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    persistedQueries: persistedQueriesOption(redis, app.log),
    parseOptions: protections.parseOptions,
    validationRules,
    formatError: createFormatError(app.log),
    includeStacktraceInErrorResponses: false,
    // The program stops itself on SIGTERM (common/graceful-shutdown.ts): Apollo's own handler
    // would close the port at once, before a cluster copy has drained, and then raise the
    // signal again, killing the process before its in-flight requests have finished.
    stopOnTerminationSignals: false,
    // The playground is our own page at /playground; Apollo's would load from a CDN.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      metrics.plugin,
      ...protections.plugins,
      ...publicReads.plugins,
      requestErrorStatus,
    ],
  });
  await apollo.start();
  await app.register(withEtags(fastifyApollo(apollo)), {
    path: '/graphql',
    context: createContextBuilder(upstream, verifyToken, rateLimit, {
      gate: startupGate,
      waitMs: config.startupWaitMs,
    }),
  });

  healthRoutes(app, upstream);
  await pictureRoutes(app, { upstream, verifyToken });
  await statementRoutes(app, { upstream, verifyToken });
  downloadRoutes(app, { upstream, verifyToken });
  // Production serves no playground unless PLAYGROUND=true (decision 011).
  if (config.playground) await playgroundPages(app, config.playgroundDistDir);
  // The public pages rendered in this process, their queries run on this schema (decision 019).
  const pages = await createPageRenderer({
    config,
    schema,
    redis,
    log: app.log,
    contextFor: createContextBuilder(upstream, verifyToken, rateLimit, {
      gate: startupGate,
      waitMs: config.startupWaitMs,
    }),
  });
  await webAppPages(app, config.webDistDir, pages);

  app.addHook('onClose', async () => {
    startupGate?.stop();
    await hub.close();
    if (!options.upstream) await upstream.close();
    redis?.disconnect();
  });
  return app;
}
