import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { Pool, errors as undiciErrors } from 'undici';
import type { GatewayConfig } from '../config';
import {
  type PathParams,
  type QueryParams,
  ROUTES,
  type RouteName,
  upstreamUrl,
} from './route-table';
import { UpstreamError, readErrorBody } from './upstream-error';

export interface CallOptions {
  params?: PathParams;
  query?: QueryParams;
  /** A JSON body. */
  body?: unknown;
  /** A raw body with its content type (the picture upload streams through). */
  raw?: { body: NodeJS.ReadableStream | Buffer; contentType: string };
  /** The player's bearer token; sent only to routes that take one. */
  token?: string;
  log?: FastifyBaseLogger;
}

export interface UpstreamResponse<T = unknown> {
  status: number;
  body: T;
}

export interface UpstreamClient {
  call<T = unknown>(name: RouteName, options?: CallOptions): Promise<UpstreamResponse<T>>;
  close(): Promise<void>;
}

/** Reads can be retried once the upstream had a passing fault; writes never are. */
const RETRIES_FOR_READS = 2;
const RETRY_DELAY_MS = 50;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class ResponseTooLarge extends Error {}

/** A failure before any answer is "unreachable"; one after the answer began is a bad answer. */
function failureOf(error: unknown): 'timeout' | 'unreachable' | 'bad_response' {
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  ) {
    return 'timeout';
  }
  if (error instanceof ResponseTooLarge || (error as { bodyStarted?: boolean }).bodyStarted) {
    return 'bad_response';
  }
  return 'unreachable';
}

async function readCapped(body: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new ResponseTooLarge(`upstream response over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The one HTTP client of the gateway: a keep-alive pool to UPSTREAM_URL with connect, header
 * and body timeouts, a response size cap, retries for reads only, and a log line per call.
 */
export function createUpstreamClient(
  config: GatewayConfig,
  log: FastifyBaseLogger,
): UpstreamClient {
  const { upstream } = config;
  const pool = new Pool(config.upstreamUrl.origin, {
    connections: upstream.connections,
    connect: { timeout: upstream.connectTimeoutMs },
    headersTimeout: upstream.timeoutMs,
    bodyTimeout: upstream.timeoutMs,
    keepAliveTimeout: 10_000,
  });

  async function once<T>(name: RouteName, options: CallOptions): Promise<UpstreamResponse<T>> {
    const route = ROUTES[name];
    const url = upstreamUrl(config.upstreamUrl, name, options.params, options.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.auth && options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | NodeJS.ReadableStream | undefined;
    if (options.raw) {
      body = options.raw.body;
      headers['content-type'] = options.raw.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    let status: number | undefined;
    try {
      const response = await pool.request({
        method: route.method,
        path: `${url.pathname}${url.search}`,
        headers,
        body: body as string | Buffer | undefined,
      });
      status = response.statusCode;
      let text: string;
      try {
        text = await readCapped(response.body, upstream.maxResponseBytes);
      } catch (error) {
        response.body.destroy();
        throw Object.assign(error as Error, { bodyStarted: true });
      }
      const contentType = response.headers['content-type'];
      const type = Array.isArray(contentType) ? contentType[0] : contentType;
      if (status < 200 || status >= 300) {
        const { message, fieldIssues } = readErrorBody(text, type);
        throw new UpstreamError(name, 'status', status, message, fieldIssues);
      }
      if (!text) return { status, body: undefined as T };
      try {
        return { status, body: JSON.parse(text) as T };
      } catch {
        throw new UpstreamError(name, 'bad_response', status, undefined);
      }
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      throw new UpstreamError(name, failureOf(error), status, undefined);
    } finally {
      (options.log ?? log).info(
        {
          upstream: {
            route: name,
            method: route.method,
            path: url.pathname,
            status: status ?? null,
            ms: Math.round(performance.now() - started),
          },
        },
        'upstream call',
      );
    }
  }

  return {
    async call<T>(name: RouteName, options: CallOptions = {}) {
      const retries = ROUTES[name].method === 'GET' ? RETRIES_FOR_READS : 0;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await once<T>(name, options);
        } catch (error) {
          const retryable =
            error instanceof UpstreamError &&
            (error.failure === 'unreachable' ||
              error.failure === 'timeout' ||
              (error.failure === 'status' && RETRYABLE_STATUSES.has(error.status ?? 0)));
          if (!retryable || attempt >= retries) throw error;
          await sleep(RETRY_DELAY_MS * (attempt + 1));
        }
      }
    },
    close: () => pool.close(),
  };
}
