import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, Pool, errors as undiciErrors } from 'undici';
import type { GatewayConfig } from '../config';
import { type UpstreamResponse, type UpstreamStream, createBodyReaders } from './body-readers';
import {
  type PathParams,
  type QueryParams,
  ROUTES,
  type RouteName,
  isReadRoute,
  upstreamUrl,
} from './route-table';
import { UpstreamError, type UpstreamFailure } from './upstream-error';
import { type UpstreamMetrics, upstreamOutcome } from './upstream-metrics';

export interface CallOptions {
  params?: PathParams;
  query?: QueryParams;
  /** A JSON body. */
  body?: unknown;
  /** A raw body with its content type (the picture upload streams through). */
  raw?: { body: NodeJS.ReadableStream | Buffer; contentType: string };
  /** The player's bearer token; sent only to routes that take one. */
  token?: string;
  /** The end user's address, named to the upstream so its rate limits key on the player. */
  clientIp?: string;
  /** The client's Idempotency-Key; sent only to routes that take one (decision 023). */
  idempotencyKey?: string;
  log?: FastifyBaseLogger;
}

export interface UpstreamClient {
  /** Calls a route and parses its JSON; any non-2xx or unusable answer throws UpstreamError. */
  call<T = unknown>(name: RouteName, options?: CallOptions): Promise<UpstreamResponse<T>>;
  /** Calls a route and hands its 2xx body on as a stream; failures throw as for `call`. */
  stream(name: RouteName, options?: CallOptions): Promise<UpstreamStream>;
  /**
   * Opens the backend's live event stream (server-sent events) after `lastEventId`: no deadline
   * and no size cap, as it stays open; it fails when no byte (not even a heartbeat) arrives for
   * LIVE_STREAM_IDLE_MS. Ends when `signal` aborts.
   */
  openEventStream(lastEventId: string | undefined, signal: AbortSignal): Promise<Readable>;
  close(): Promise<void>;
}

/** The backend sends a heartbeat every 15 s; three missed mean the stream is dead. */
export const LIVE_STREAM_IDLE_MS = 45_000;

/** Reads are tried again after a passing fault; writes never are (they may have happened). */
const RETRIES_FOR_READS = 2;
const RETRY_DELAY_MS = 50;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

const ignore = () => {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The whole attempt (connect, headers and body) took longer than UPSTREAM_TIMEOUT_MS. */
class DeadlineExceeded extends Error {}

/**
 * What went wrong, from where it went wrong: before an answer began it is a timeout or the
 * upstream is unreachable; once the status line arrived, a broken or oversized body is a bad
 * answer (a reset mid-body must not be mistaken for "try again later").
 */
function failureOf(error: unknown, answered: boolean): UpstreamFailure {
  if (
    error instanceof DeadlineExceeded ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  ) {
    return 'timeout';
  }
  return answered ? 'bad_response' : 'unreachable';
}

const isRetryable = (error: unknown): boolean =>
  error instanceof UpstreamError &&
  (error.failure === 'unreachable' ||
    error.failure === 'timeout' ||
    (error.failure === 'status' && RETRYABLE_STATUSES.has(error.status ?? 0)));

/**
 * The one HTTP client of the gateway: a keep-alive pool to UPSTREAM_URL with connect, header and
 * body timeouts plus a deadline per attempt, a response size cap, retries for reads only, and a
 * log line per attempt. Only the headers built here are sent (the client's address as the gateway
 * sees it, never the client's own X-Forwarded-For): the player's token to routes that
 * take one, never any header of the gateway's own client (cookies, X-Forwarded-For, ...).
 */
export function createUpstreamClient(
  config: GatewayConfig,
  log: FastifyBaseLogger,
  metrics?: UpstreamMetrics,
): UpstreamClient {
  const { upstream } = config;
  const pool = new Pool(config.upstreamUrl.origin, {
    connections: upstream.connections,
    connect: { timeout: upstream.connectTimeoutMs },
    headersTimeout: upstream.timeoutMs,
    bodyTimeout: upstream.timeoutMs,
    keepAliveTimeout: 10_000,
  });
  metrics?.watchPool(pool);
  const { throwIfRefused, readJson, openStream } = createBodyReaders(upstream.maxResponseBytes);
  let closed = false;

  /** Reads its answer once; `read` turns the response into the result (or throws). */
  async function attempt<R>(
    name: RouteName,
    options: CallOptions,
    attemptNumber: number,
    read: (response: Dispatcher.ResponseData) => Promise<R>,
  ): Promise<R> {
    const route = ROUTES[name];
    const url = upstreamUrl(config.upstreamUrl, name, options.params, options.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.auth && options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.clientIp) headers['x-client-ip'] = options.clientIp;
    if ('idempotent' in route && options.idempotencyKey) {
      headers['idempotency-key'] = options.idempotencyKey;
    }
    // Proves to the backend that this header comes from us (decision 010).
    if (config.gatewaySharedSecret) headers['x-gateway-secret'] = config.gatewaySharedSecret;
    let body: string | Buffer | Readable | undefined;
    if (options.raw) {
      body = options.raw.body as Buffer | Readable;
      headers['content-type'] = options.raw.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }

    // The whole attempt must finish within the timeout, however slowly bytes trickle in. Not
    // when the body streams from the gateway's own client (an upload on a phone's connection):
    // undici's header and body timeouts still catch an upstream that stops answering.
    const deadline = new AbortController();
    const streamsBody = options.raw !== undefined && !Buffer.isBuffer(options.raw.body);
    const timer = streamsBody
      ? undefined
      : setTimeout(() => deadline.abort(new DeadlineExceeded()), upstream.timeoutMs);
    const started = performance.now();
    let status: number | undefined;
    let failure: UpstreamFailure | undefined;
    try {
      const response = await pool.request({
        method: route.method,
        path: `${url.pathname}${url.search}`,
        headers,
        body,
        signal: deadline.signal,
      });
      status = response.statusCode;
      // A body given up on (too large, an error page) is destroyed; its late "aborted" error
      // must not become an uncaught exception. Readers still see errors through iteration.
      response.body.on('error', ignore);
      return await read(response);
    } catch (error) {
      // A request the client itself refuses (a bad header value) is a bug, not an outage.
      if (error instanceof undiciErrors.InvalidArgumentError) throw error;
      const upstreamError =
        error instanceof UpstreamError
          ? error
          : new UpstreamError(name, failureOf(error, status !== undefined), status, undefined);
      failure = upstreamError.failure;
      throw upstreamError;
    } finally {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      metrics?.observe(name, upstreamOutcome(status, failure), seconds);
      const line = {
        upstream: {
          route: name,
          method: route.method,
          // The path only: query strings may carry an e-mail address or an OTP.
          path: url.pathname,
          status: status ?? null,
          ms: Math.round(seconds * 1000),
          attempt: attemptNumber + 1,
          ...(failure && failure !== 'status' ? { failure } : {}),
        },
      };
      const logger = options.log ?? log;
      if ((failure && failure !== 'status') || (status ?? 0) >= 500) {
        logger.warn(line, 'upstream call');
      } else {
        logger.info(line, 'upstream call');
      }
    }
  }

  async function withRetries<R>(name: RouteName, run: (attempt: number) => Promise<R>) {
    const retries = isReadRoute(name) ? RETRIES_FOR_READS : 0;
    for (let attemptNumber = 0; ; attemptNumber += 1) {
      try {
        return await run(attemptNumber);
      } catch (error) {
        if (closed || attemptNumber >= retries || !isRetryable(error)) throw error;
        // Backs off a little more each time, with jitter so copies of the gateway spread out.
        await sleep(RETRY_DELAY_MS * 2 ** attemptNumber + Math.random() * RETRY_DELAY_MS);
      }
    }
  }

  async function openEventStream(lastEventId: string | undefined, signal: AbortSignal) {
    const name = 'liveEvents';
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    if (config.gatewaySharedSecret) headers['x-gateway-secret'] = config.gatewaySharedSecret;
    let response: Dispatcher.ResponseData;
    try {
      response = await pool.request({
        method: 'GET',
        path: upstreamUrl(config.upstreamUrl, name).pathname,
        headers,
        signal,
        bodyTimeout: LIVE_STREAM_IDLE_MS,
      });
    } catch (error) {
      throw new UpstreamError(name, failureOf(error, false), undefined, undefined);
    }
    response.body.on('error', ignore);
    await throwIfRefused(name, response);
    log.info({ upstream: { route: name, status: response.statusCode } }, 'live events stream open');
    return response.body;
  }

  return {
    openEventStream,
    call: <T>(name: RouteName, options: CallOptions = {}) =>
      withRetries(name, (n) =>
        attempt(name, options, n, (response) => readJson<T>(name, response)),
      ),
    stream: (name: RouteName, options: CallOptions = {}) =>
      withRetries(name, (n) => attempt(name, options, n, (response) => openStream(name, response))),
    close: async () => {
      closed = true;
      await pool.close();
    },
  };
}
