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

export { ConfigError } from '#common/env';

/**
 * The backend's environment, read and checked once at start. Every problem is listed at once
 * so a misconfigured deployment is fixed in one go.
 */
const envSchema = object({
  BACKEND_PORT: number().integer().min(0).max(65535).default(8080),
  BACKEND_HOST: string().default('0.0.0.0'),
  BACKEND_SOCKET_PATH: string().optional(),
  BACKEND_METRICS_PORT: metricsPortSchema('BACKEND_METRICS_PORT', 9101),
  BACKEND_METRICS_HOST: string().default('127.0.0.1'),
  DATABASE_URL: string()
    .matches(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATABASE_DIRECT_URL: string()
    .matches(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: string().default('./data'),
  BACKUP_DIR: string().default('./backups'),
  ADMIN_MOBILE: string()
    .matches(/^\d{10}$/, 'ADMIN_MOBILE must be 10 digits')
    .optional(),
  ADMIN_PASSWORD: string().min(6, 'ADMIN_PASSWORD must be 6 to 20 characters').max(20).optional(),
  ADMIN_EMAIL: string().email('ADMIN_EMAIL must be an e-mail address').optional(),
  SMTP_URL: string()
    .matches(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: string().default('Creators Combat League <no-reply@creatorscombat.in>'),
  REDIS_URL: string()
    .matches(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  TOKEN_TTL_HOURS: number()
    .integer()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  LOG_LEVEL: string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  SEED_DEMO_DATA: boolean().optional(),
  NODE_ENV: string().optional(),
  TRUST_PROXY_HOPS: number().integer().min(0).max(10).default(0),
  SHUTDOWN_GRACE_MS: number().integer().min(0).max(600_000).default(10_000),
  GATEWAY_SHARED_SECRET: string()
    .min(32, 'GATEWAY_SHARED_SECRET must be at least 32 characters')
    .optional(),
  SIGNING_KEY_SECRET: string()
    .min(32, 'SIGNING_KEY_SECRET must be at least 32 characters')
    .optional(),
  PASSWORD_HASH_COST: number()
    .oneOf([1024, 2048, 4096, 8192], 'PASSWORD_HASH_COST must be 1024, 2048, 4096 or 8192')
    .optional(),
})
  .test(
    'admin-pair',
    'ADMIN_MOBILE and ADMIN_PASSWORD must be set together',
    (env) => Boolean(env.ADMIN_MOBILE) === Boolean(env.ADMIN_PASSWORD),
  )
  .test(
    'no-demo-in-production',
    'SEED_DEMO_DATA cannot be true with NODE_ENV=production: demo accounts have published passwords',
    (env) => !(env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === true),
  )
  .test(
    'gateway-secret-in-production',
    'GATEWAY_SHARED_SECRET must be set with NODE_ENV=production: the same value on backend and gateway, 32+ characters',
    requiredInProduction('GATEWAY_SHARED_SECRET'),
  )
  .test(
    'signing-key-secret-in-production',
    'SIGNING_KEY_SECRET must be set with NODE_ENV=production: it encrypts the token signing keys, 32+ characters',
    requiredInProduction('SIGNING_KEY_SECRET'),
  )
  .test(
    'password-hash-cost-not-in-production',
    'PASSWORD_HASH_COST cannot be set with NODE_ENV=production: passwords are hashed at full cost there',
    (env) => !(env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== undefined),
  )
  .test(
    'direct-url-with-database-url',
    'DATABASE_DIRECT_URL needs DATABASE_URL: it is the session connection beside a PostgreSQL server',
    (env) => !env.DATABASE_DIRECT_URL || Boolean(env.DATABASE_URL),
  )
  .test('metrics-port-apart', 'BACKEND_METRICS_PORT must differ from BACKEND_PORT', (env) =>
    metricsPortApart(env.BACKEND_METRICS_PORT, env.BACKEND_PORT),
  )
  .noUnknown(false);

/**
 * An organiser without ADMIN_EMAIL gets an address on the reserved .invalid domain: nobody can
 * receive its password-reset codes, so nobody can take the account over by registering it.
 */
export const organiserEmail = (mobile: string) => `organiser-${mobile}@organisers.invalid`;

export interface BackendConfig {
  /** NODE_ENV: production, development (the default) or test. */
  mode: RunMode;
  port: number;
  host: string;
  /** A Unix socket to listen on instead of host and port (a cluster copy, decision 055). */
  socketPath: string | undefined;
  /** The Prometheus metrics listener (loopback by default); undefined when it is off. */
  metrics: MetricsAddress | undefined;
  databaseUrl: string | undefined;
  /**
   * The same database without a transaction-pooling PgBouncer between, for what needs a session
   * of its own: LISTEN, the migrations' lock, pg_dump (decision 054). DATABASE_URL when unset.
   */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  /** Where `npm run backup` writes its timestamped files. */
  backupDir: string;
  admin: { mobile: string; password: string; email: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  tokenTtlHours: number;
  logLevel: string;
  seedDemoData: boolean;
  /** Load balancers in front of the backend; their X-Forwarded-For names the client. */
  trustProxyHops: number;
  /** How long SIGTERM waits for in-flight requests before giving up on them. */
  shutdownGraceMs: number;
  /**
   * Proves a request comes from our gateway, whose X-Client-IP then names the end user. Outside
   * production without GATEWAY_SHARED_SECRET, the one made in DATA_DIR for backend and gateway.
   */
  gatewaySharedSecret: string;
  /** Encrypts the signing keys' private parts at rest; made in DATA_DIR like the gateway's. */
  signingKeySecret: string;
  /** A lower scrypt cost for a test run's password hashes; never set in production. */
  passwordHashCost: number | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const parsed = parseEnv(envSchema, env);
  const mode = runModeOf(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const secret = (given: string | undefined, fileName: string) =>
    secretOrDevSecret(given, mode === 'production', dataDir, fileName);
  return {
    mode,
    port: parsed.BACKEND_PORT,
    host: parsed.BACKEND_HOST,
    socketPath: parsed.BACKEND_SOCKET_PATH,
    metrics: metricsAddressOf(parsed.BACKEND_METRICS_PORT, parsed.BACKEND_METRICS_HOST),
    databaseUrl: parsed.DATABASE_URL,
    databaseDirectUrl: parsed.DATABASE_DIRECT_URL ?? parsed.DATABASE_URL,
    dataDir,
    backupDir: path.resolve(parsed.BACKUP_DIR),
    admin:
      parsed.ADMIN_MOBILE && parsed.ADMIN_PASSWORD
        ? {
            mobile: parsed.ADMIN_MOBILE,
            password: parsed.ADMIN_PASSWORD,
            email: parsed.ADMIN_EMAIL ?? organiserEmail(parsed.ADMIN_MOBILE),
          }
        : undefined,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    redisUrl: parsed.REDIS_URL,
    tokenTtlHours: parsed.TOKEN_TTL_HOURS,
    logLevel: parsed.LOG_LEVEL,
    // Demo accounts have published passwords: only a development start seeds them unasked.
    seedDemoData: parsed.SEED_DEMO_DATA ?? mode === 'development',
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    gatewaySharedSecret: secret(parsed.GATEWAY_SHARED_SECRET, DEV_SECRET_FILES.gateway),
    signingKeySecret: secret(parsed.SIGNING_KEY_SECRET, DEV_SECRET_FILES.signingKeys),
    passwordHashCost: parsed.PASSWORD_HASH_COST,
  };
}
