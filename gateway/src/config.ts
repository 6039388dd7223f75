import path from 'node:path';
import { boolean, number, object, string } from 'yup';
import { type RunMode, parseEnv, runModeOf } from '#common/env';
import {
  metricsAddressOf,
  metricsPortApart,
  metricsPortSchema,
} from '#common/metrics/metrics-config';
import type { MetricsAddress } from '#common/metrics/metrics-listener';
import { DEV_SECRET_FILES, requiredInProduction, secretOrDevSecret } from '#common/dev-secret';
import { ANONYMOUS_UPSTREAM_CALLS_PER_MINUTE, UPSTREAM_CALLS_PER_REQUEST } from './call-budgets';

export { ConfigError } from '#common/env';

/**
 * The gateway's environment, read and checked once at start; every problem is listed at once.
 */
const envSchema = object({
  PORT: number().integer().min(0).max(65535).default(4000),
  HOST: string().default('0.0.0.0'),
  SOCKET_PATH: string().optional(),
  METRICS_PORT: metricsPortSchema('METRICS_PORT', 9100),
  METRICS_HOST: string().default('127.0.0.1'),
  UPSTREAM_URL: string()
    .matches(/^https?:\/\//, 'UPSTREAM_URL must be an http:// or https:// URL')
    .default('http://127.0.0.1:8080'),
  UPSTREAM_CONNECT_TIMEOUT_MS: number().integer().min(100).max(60_000).default(2000),
  UPSTREAM_TIMEOUT_MS: number().integer().min(100).max(120_000).default(10_000),
  UPSTREAM_MAX_RESPONSE_BYTES: number()
    .integer()
    .min(1024)
    .default(5 * 1024 * 1024),
  UPSTREAM_CONNECTIONS: number().integer().min(1).max(1024).default(64),
  JWT_VERIFY: string().oneOf(['on', 'off'], 'JWT_VERIFY must be on or off').default('on'),
  REDIS_URL: string()
    .matches(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  LIVE_CHANNEL: string()
    .matches(/^[\w:.-]{1,100}$/, 'LIVE_CHANNEL must be letters, digits, _ : . or -')
    .default('ccl:live-events'),
  WEB_DIST_DIR: string().default('web/dist'),
  PLAYGROUND_DIST_DIR: string().default('gateway/playground/dist'),
  LOG_LEVEL: string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  TRUST_PROXY_HOPS: number().integer().min(0).max(10).default(0),
  SHUTDOWN_GRACE_MS: number().integer().min(0).max(600_000).default(10_000),
  GATEWAY_SHARED_SECRET: string()
    .min(32, 'GATEWAY_SHARED_SECRET must be at least 32 characters')
    .optional(),
  /** Where a development start finds the gateway secret the backend made (or makes it). */
  DATA_DIR: string().default('./data'),
  INTROSPECTION: boolean().optional(),
  STARTUP_WAIT_MS: number().integer().min(0).max(300_000).default(30_000),
  PLAYGROUND: boolean().optional(),
  SSR_DIST_DIR: string().default('web/dist-server'),
  SSR_TIMEOUT_MS: number().integer().min(50).max(30_000).default(1000),
  SSR_CACHE_MS: number().integer().min(0).max(60_000).default(5000),
  SSR_MAX_RENDERS: number().integer().min(0).max(256).default(8),
  PUBLIC_CACHE: boolean().default(true),
  // At least one request's own budget of calls, or a visitor's largest screen could never load.
  ANONYMOUS_UPSTREAM_PER_MINUTE: number()
    .integer()
    .min(UPSTREAM_CALLS_PER_REQUEST)
    .default(ANONYMOUS_UPSTREAM_CALLS_PER_MINUTE),
})
  .test('metrics-port-apart', 'METRICS_PORT must differ from PORT', (env) =>
    metricsPortApart(env.METRICS_PORT, env.PORT),
  )
  .test(
    'gateway-secret-in-production',
    'GATEWAY_SHARED_SECRET must be set with NODE_ENV=production: the same value on backend and gateway, 32+ characters',
    requiredInProduction('GATEWAY_SHARED_SECRET'),
  );

export interface GatewayConfig {
  /** NODE_ENV: production, development (the default) or test. */
  mode: RunMode;
  port: number;
  host: string;
  /** A Unix socket to listen on instead of host and port (a cluster copy, decision 055). */
  socketPath: string | undefined;
  /** The Prometheus metrics listener (loopback by default); undefined when it is off. */
  metrics: MetricsAddress | undefined;
  upstreamUrl: URL;
  upstream: {
    connectTimeoutMs: number;
    timeoutMs: number;
    maxResponseBytes: number;
    connections: number;
  };
  verifyTokens: boolean;
  introspection: boolean;
  redisUrl: string | undefined;
  /** The Redis channel (and key prefix) of live events: the same for every copy of one platform. */
  liveChannel: string;
  webDistDir: string;
  /** GraphiQL as `npm run build:playground` bundles it. */
  playgroundDistDir: string;
  logLevel: string;
  trustProxyHops: number;
  /** How long SIGTERM waits for in-flight requests before giving up on them. */
  shutdownGraceMs: number;
  /**
   * Sent to the backend with each call: it proves we are the gateway, so the backend believes the
   * client address we name. Outside production without one, the backend's in DATA_DIR.
   */
  gatewaySharedSecret: string;
  /** How long a request waits for an upstream not yet seen up; 0 waits for nothing. */
  startupWaitMs: number;
  /** GraphiQL at /playground; off in production unless PLAYGROUND=true. */
  playground: boolean;
  /** Server rendering of the public pages (decision 019). */
  ssr: {
    /** The server's build of the web app (`npm run build:web`); without it, the plain shell. */
    distDir: string;
    /** How long a visitor waits for a render before getting the client-rendered shell. */
    timeoutMs: number;
    /** How long a rendered page is served to every visitor again; 0 renders each time. */
    cacheMs: number;
    /** Pages rendering at once; one more gets the shell. 0 turns server rendering off. */
    maxRenders: number;
  };
  /** Visitors' answers cached for a few seconds, dropped when the data changes (decision 018). */
  publicCache: boolean;
  /** Upstream calls the requests without a token from one address may cause per minute. */
  anonymousUpstreamCallsPerMinute: number;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = parseEnv(envSchema, env);
  const mode = runModeOf(env);
  return {
    mode,
    port: parsed.PORT,
    host: parsed.HOST,
    socketPath: parsed.SOCKET_PATH,
    metrics: metricsAddressOf(parsed.METRICS_PORT, parsed.METRICS_HOST),
    upstreamUrl: new URL(parsed.UPSTREAM_URL),
    upstream: {
      connectTimeoutMs: parsed.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
      maxResponseBytes: parsed.UPSTREAM_MAX_RESPONSE_BYTES,
      connections: parsed.UPSTREAM_CONNECTIONS,
    },
    verifyTokens: parsed.JWT_VERIFY === 'on',
    // Production shows the schema's shape to no one unless the operator asks for it.
    introspection: parsed.INTROSPECTION ?? mode !== 'production',
    redisUrl: parsed.REDIS_URL,
    liveChannel: parsed.LIVE_CHANNEL,
    webDistDir: path.resolve(parsed.WEB_DIST_DIR),
    // Like WEB_DIST_DIR, from the working directory (the repository root), so the compiled
    // gateway under dist/ finds it too.
    playgroundDistDir: path.resolve(parsed.PLAYGROUND_DIST_DIR),
    logLevel: parsed.LOG_LEVEL,
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    gatewaySharedSecret: secretOrDevSecret(
      parsed.GATEWAY_SHARED_SECRET,
      mode === 'production',
      path.resolve(parsed.DATA_DIR),
      DEV_SECRET_FILES.gateway,
    ),
    playground: parsed.PLAYGROUND ?? mode !== 'production',
    startupWaitMs: parsed.STARTUP_WAIT_MS,
    ssr: {
      distDir: path.resolve(parsed.SSR_DIST_DIR),
      timeoutMs: parsed.SSR_TIMEOUT_MS,
      cacheMs: parsed.SSR_CACHE_MS,
      maxRenders: parsed.SSR_MAX_RENDERS,
    },
    publicCache: parsed.PUBLIC_CACHE,
    anonymousUpstreamCallsPerMinute: parsed.ANONYMOUS_UPSTREAM_PER_MINUTE,
  };
}
