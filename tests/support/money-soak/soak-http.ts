import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { PROCESS_SECRETS } from '../../../bench/support/backend-process';
import type { WebOperation } from '../../../bench/support/web-operations';

/**
 * The soak's clients: REST straight to the backend and GraphQL through the gateway. Each call
 * is retried, with the same Idempotency-Key, until it gets a definite answer: a transport error,
 * a 5xx, a 409 "still in progress" or an upstream failure reported by the gateway says nothing
 * about whether the request took effect, so the client asks again, as a phone app would.
 */

/** How a call ended. `definite` is false when the client cannot know whether it took effect. */
export interface Outcome {
  /** The final HTTP status; 0 when nothing ever answered. */
  status: number;
  body: unknown;
  /** The backend said the answer is a stored one (`Idempotent-Replayed: true`). */
  replayed: boolean;
  attempts: number;
  definite: boolean;
  /** Why the answer is not definite, for the report. */
  uncertainty?: string;
}

export interface RetryPolicy {
  /** Past this the call gives up and its outcome is not definite. */
  giveUpAfterMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  giveUpAfterMs: 90_000,
  firstDelayMs: 25,
  maxDelayMs: 1000,
};

/** Counts of what attempts met, over the whole run. */
export interface AttemptStats {
  attempts: number;
  transportErrors: number;
  serverErrors: number;
  inProgress: number;
  replays: number;
  rateLimited: number;
}

export const newAttemptStats = (): AttemptStats => ({
  attempts: 0,
  transportErrors: 0,
  serverErrors: 0,
  inProgress: 0,
  replays: 0,
  rateLimited: 0,
});

/** The backend's 409 for a key whose first request still runs (the contract's code). */
const KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
const IN_PROGRESS = /still in progress/i;

const keyInUse = (body: unknown): boolean => {
  const record = body as { code?: unknown; message?: unknown; error?: unknown } | null | undefined;
  const text = record?.message ?? record?.error;
  return record?.code === KEY_IN_USE || (typeof text === 'string' && IN_PROGRESS.test(text));
};

/** What one attempt tells: an answer to keep, or a reason to ask again. */
type Attempt =
  | { retry: false; status: number; body: unknown; replayed: boolean; rateLimited: boolean }
  | { retry: true; why: 'transport' | 'server' | 'in-progress'; detail: string };

export interface RestRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  /** Sent as Idempotency-Key; the same on every attempt. */
  key?: string;
  /** Names the client's address to the backend (believed from loopback, decision 010). */
  clientIp?: string;
}

export interface GraphqlRequest {
  operation: WebOperation;
  variables: Record<string, unknown>;
  token: string;
  key?: string;
}

/** The GraphQL error codes that say nothing about whether the mutation happened. */
const RETRYABLE_GRAPHQL_CODES = new Set([
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_ERROR',
  'INTERNAL',
  'INTERNAL_SERVER_ERROR',
  'STARTING_UP',
]);

interface GraphqlAnswer {
  data?: Record<string, { errors?: { code: string; message: string }[] } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function graphqlAttempt(status: number, body: unknown): Attempt {
  const answer = body as GraphqlAnswer | undefined;
  const error = answer?.errors?.[0];
  if (status >= 500 && !error) return { retry: true, why: 'server', detail: `HTTP ${status}` };
  if (error) {
    const code = error.extensions?.code ?? '';
    if (RETRYABLE_GRAPHQL_CODES.has(code)) return { retry: true, why: 'server', detail: code };
    // The gateway's form of the backend's 409 for a key in use (decision 023).
    if (code === 'CONFLICT' && (status === 409 || IN_PROGRESS.test(error.message))) {
      return { retry: true, why: 'in-progress', detail: error.message };
    }
  }
  const payload = answer?.data ? Object.values(answer.data)[0] : undefined;
  const rateLimited = payload?.errors?.some((e) => e.code === 'RATE_LIMITED') ?? false;
  return { retry: false, status, body, replayed: false, rateLimited };
}

function restAttempt(status: number, body: unknown, replayed: boolean): Attempt {
  if (status >= 500) return { retry: true, why: 'server', detail: `HTTP ${status}` };
  if (status === 409 && keyInUse(body)) {
    return { retry: true, why: 'in-progress', detail: KEY_IN_USE };
  }
  return { retry: false, status, body, replayed, rateLimited: status === 429 };
}

export interface SoakHttp {
  rest(request: RestRequest): Promise<Outcome>;
  graphql(request: GraphqlRequest): Promise<Outcome>;
  readonly stats: AttemptStats;
  close(): Promise<void>;
}

export function createSoakHttp(
  urls: { backend: string; gateway: string },
  connections: number,
  retry: RetryPolicy = DEFAULT_RETRY,
): SoakHttp {
  const timeouts = { headersTimeout: 30_000, bodyTimeout: 30_000, connectTimeout: 5_000 };
  const backend = new Pool(urls.backend, { connections, ...timeouts });
  const gateway = new Pool(urls.gateway, { connections, ...timeouts });
  const stats = newAttemptStats();

  async function send(
    pool: Pool,
    request: { method: string; path: string; headers: Record<string, string>; body?: string },
  ): Promise<{ status: number; body: unknown; replayed: boolean }> {
    const response = await pool.request({
      method: request.method as 'POST',
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.body.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // An HTML error page or a cut body: kept as text.
    }
    const replayed = String(response.headers['idempotent-replayed'] ?? '') === 'true';
    return { status: response.statusCode, body, replayed };
  }

  /** Attempts until one is definite or the policy gives up. */
  async function untilDefinite(attempt: () => Promise<Attempt>): Promise<Outcome> {
    const started = performance.now();
    let delay = retry.firstDelayMs;
    let attempts = 0;
    let last = '';
    for (;;) {
      attempts += 1;
      stats.attempts += 1;
      const result = await attempt().catch((error: unknown): Attempt => ({
        retry: true,
        why: 'transport',
        detail: error instanceof Error ? error.message : String(error),
      }));
      if (!result.retry) {
        if (result.replayed) stats.replays += 1;
        if (result.rateLimited) stats.rateLimited += 1;
        // A limit refuses before the key is looked up (the contract): after an attempt that
        // may have taken effect, a 429 leaves the outcome unknown.
        const unknown = result.rateLimited && attempts > 1;
        return {
          status: result.status,
          body: result.body,
          replayed: result.replayed,
          attempts,
          definite: !unknown,
          ...(unknown ? { uncertainty: `rate limited after ${last}` } : {}),
        };
      }
      if (result.why === 'transport') stats.transportErrors += 1;
      if (result.why === 'server') stats.serverErrors += 1;
      if (result.why === 'in-progress') stats.inProgress += 1;
      last = `${result.why}: ${result.detail}`;
      if (performance.now() - started > retry.giveUpAfterMs) {
        return {
          status: 0,
          body: undefined,
          replayed: false,
          attempts,
          definite: false,
          uncertainty: `gave up after ${attempts} attempts; last: ${last}`,
        };
      }
      await sleep(delay);
      delay = Math.min(retry.maxDelayMs, delay * 2);
    }
  }

  return {
    stats,
    rest(request) {
      // As the gateway calls: its secret makes the backend believe the client's address.
      const headers: Record<string, string> = {
        'x-gateway-secret': PROCESS_SECRETS.GATEWAY_SHARED_SECRET,
      };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      if (request.key) headers['idempotency-key'] = request.key;
      if (request.clientIp) headers['x-client-ip'] = request.clientIp;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      return untilDefinite(async () => {
        const answer = await send(backend, { ...request, headers, body });
        return restAttempt(answer.status, answer.body, answer.replayed);
      });
    },
    graphql(request) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${request.token}`,
        'content-type': 'application/json',
      };
      if (request.key) headers['idempotency-key'] = request.key;
      const body = JSON.stringify({
        operationName: request.operation.operationName,
        query: request.operation.query,
        variables: request.variables,
      });
      return untilDefinite(async () => {
        const answer = await send(gateway, { method: 'POST', path: '/graphql', headers, body });
        return graphqlAttempt(answer.status, answer.body);
      });
    },
    async close() {
      await Promise.all([backend.close(), gateway.close()]);
    },
  };
}
