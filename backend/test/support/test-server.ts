import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type BackendConfig, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { usePasswordHashCost } from '../../src/features/accounts/passwords';
import { outboxDir } from '../../src/mail/mailer';
import { createSigningKeysRepository } from '../../src/tokens/signing-keys-repository';
import { TEST_PASSWORD_HASHING } from './password-hashing';
import { createTestDatabase } from './test-database';

/**
 * The backend started in-process on a free port of 127.0.0.1, on a database of its own, and
 * spoken to over real HTTP.
 */
export interface TestServer {
  baseUrl: string;
  db: Db;
  dbKind: 'postgresql' | 'pglite';
  /** The server URL of this server's own database (PostgreSQL only). */
  databaseUrl: string | undefined;
  /** That database without the pooler, when one is configured (decision 054). */
  databaseDirectUrl: string | undefined;
  config: BackendConfig;
  app: FastifyInstance;
  call: (method: string, url: string, options?: CallOptions) => Promise<CallResult>;
  /** Every request the server received, with when it started and ended (performance.now()). */
  requestLog: LoggedRequest[];
  /** The text of the newest mail in the dev outbox sent to `to`. */
  lastMailTo: (to: string) => Promise<string | undefined>;
  close: () => Promise<void>;
}

export interface LoggedRequest {
  method: string;
  url: string;
  startedAt: number;
  endedAt?: number;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: BodyInit;
  token?: string;
  /**
   * The client's address as the gateway would name it (X-Client-IP, believed with the gateway
   * secret). By default every call comes from an address of its own, as if from many players;
   * tests of per-address limits name one.
   */
  clientIp?: string;
  /**
   * Calls are the gateway's (X-Gateway-Secret with the client's address) unless this is false:
   * then the call is a stranger's, whose X-Client-IP the backend ignores.
   */
  asGateway?: boolean;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/**
 * The secrets every test server and test gateway share unless a test sets its own: the gateway
 * of gateway/test/support reaches any test backend as the real one reaches its backend.
 */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-of-32-characters-or-more';
export const TEST_SIGNING_KEY_SECRET = 'test-signing-key-secret-of-32-characters-or-more';
/** Both, as a production configuration must be given them. */
export const TEST_SECRETS = {
  GATEWAY_SHARED_SECRET: TEST_GATEWAY_SECRET,
  SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
};

/** A server's database and the secret its signing keys are sealed with. */
export interface KeyHolder {
  db: Db;
  config: { signingKeySecret: string };
}

/** The signing keys of a test server, as its own token service reads them. */
export const signingKeysOf = (server: KeyHolder) =>
  createSigningKeysRepository(server.db, server.config.signingKeySecret);

/** The header proving a caller is the gateway (decision 030), for a server's config. */
export const gatewayHeaders = (config: { gatewaySharedSecret: string }) => ({
  'x-gateway-secret': config.gatewaySharedSecret,
});

/** An address from the documentation range 198.18.0.0/15, different for each call. */
export const randomClientIp = () =>
  `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function startTestServer(
  env: Record<string, string> = {},
  options: { poolSize?: number; clock?: () => Date; embedded?: boolean } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(options);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-backend-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...TEST_SECRETS,
    ...(env.NODE_ENV === 'production' ? {} : TEST_PASSWORD_HASHING),
    ...env,
  });
  usePasswordHashCost(config.passwordHashCost);
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const requestLog: LoggedRequest[] = [];
  app.addHook('onRequest', async (request) => {
    requestLog.push({ method: request.method, url: request.url, startedAt: performance.now() });
  });
  app.addHook('onResponse', async (request) => {
    const entry = requestLog.findLast((e) => e.url === request.url && e.endedAt === undefined);
    if (entry) entry.endedAt = performance.now();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const call = async (method: string, url: string, opts: CallOptions = {}): Promise<CallResult> => {
    const target = new URL(url.startsWith('/') ? url : `/${url}`, baseUrl);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      target.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      'x-client-ip': opts.clientIp ?? randomClientIp(),
      ...(opts.asGateway === false ? {} : gatewayHeaders(config)),
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  const lastMailTo = async (to: string) => {
    const dir = outboxDir(dataDir);
    const files = (await fs.readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const content = await fs.readFile(path.join(dir, file), 'utf8');
      if (content.includes(`To: ${to}\n`)) return content;
    }
    return undefined;
  };

  return {
    baseUrl,
    db: database.db,
    dbKind: database.kind,
    databaseUrl: database.url,
    databaseDirectUrl: database.directUrl,
    config,
    app,
    call,
    lastMailTo,
    requestLog,
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
