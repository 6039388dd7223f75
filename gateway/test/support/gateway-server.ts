import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loadGatewayConfig } from '../../src/config';
import { buildGateway } from '../../src/server';
import {
  TEST_GATEWAY_SECRET,
  type TestServer,
  startTestServer,
} from '../../../backend/test/support/test-server';

/**
 * The gateway started in-process on a free port of 127.0.0.1 and spoken to over real HTTP,
 * pointed at any upstream: the real backend (integration tests) or msw handlers served on a
 * socket (unit tests, see msw-upstream.ts).
 */
export interface GraphQLResult {
  status: number;
  headers: Headers;
  // GraphQL answers are checked field by field in each test.
  body: {
    data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
  };
}

export interface TestGateway {
  url: string;
  app: FastifyInstance;
  graphql: (
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ) => Promise<GraphQLResult>;
  close: () => Promise<void>;
}

export async function startGateway(
  upstreamUrl: string,
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestGateway> {
  const config = loadGatewayConfig({
    UPSTREAM_URL: upstreamUrl,
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '2000',
    // No waiting for a first start: each test's upstream is up, or down on purpose.
    STARTUP_WAIT_MS: '0',
    // Every read reaches the upstream each test sets up; the cache's own tests turn it on.
    PUBLIC_CACHE: 'false',
    // A test that reads a server-rendered page gets it even on a busy machine (the first render
    // after a start loads the pages' code); the fallback's own tests set a short one.
    SSR_TIMEOUT_MS: '10000',
    // The test backends' secret: this gateway is theirs, as the real one is its backend's.
    GATEWAY_SHARED_SECRET: TEST_GATEWAY_SECRET,
    ...env,
  });
  const app = await buildGateway({ config, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    async graphql(query, variables, options = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...options.headers,
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    close: () => closeWithinGrace('gateway', app, () => app.close()),
  };
}

/** The real backend on a database of its own, and the gateway in front of it. */
export interface TestStack {
  backend: TestServer;
  gateway: TestGateway;
  close: () => Promise<void>;
}

/** How long a test server's close may wait for its connections before they are cut. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Closes a test server; if it has not closed within the grace, says so with what the process
 * still holds, cuts the server's connections and waits for the close once more. A close ends the
 * kept-alive connections that are idle when it begins; one still busy then (seen on a loaded
 * machine: the test's own HTTP client, its last answer unread) stays open for Fastify's
 * keep-alive timeout, 72 s, past the hook's 60 s.
 */
async function closeWithinGrace(name: string, app: FastifyInstance, close: () => Promise<void>) {
  const closed = close();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), CLOSE_GRACE_MS);
  });
  const first = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (first !== 'grace over') return;
  const held = process.getActiveResourcesInfo();
  console.warn(`${name} not closed after ${CLOSE_GRACE_MS} ms; cutting its connections`, held);
  app.server.closeAllConnections();
  await closed;
}

export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  const backend = await startTestServer();
  // A real backend on a busy machine may pass the 2 s that suits the fake upstreams (a
  // registration hashes a password): room for it, unless the test sets its own.
  const gateway = await startGateway(backend.baseUrl, {
    UPSTREAM_TIMEOUT_MS: '10000',
    GATEWAY_SHARED_SECRET: backend.config.gatewaySharedSecret,
    ...env,
  });
  return {
    backend,
    gateway,
    async close() {
      await gateway.close();
      await closeWithinGrace('backend', backend.app, backend.close);
    },
  };
}
