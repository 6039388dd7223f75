import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 printable ASCII characters.';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key; undefined without one; 400 when it is not a usable key. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  // Node joins a repeated header's values with ", " (one key then); the type check is for arrays.
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw invalid(INVALID_KEY_MESSAGE);
  return value;
}

/** JSON with every object's keys sorted, so one request is one text however it was written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Both forms of a path (SPEC §7: with and without /api) are one route. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url?.replace(/^\/api(?=\/)/, '');

/** What makes two requests "the same": method, route, path parameters, query and body. */
export function fingerprintOf(request: FastifyRequest): string {
  const text = canonicalJson({
    method: request.method,
    route: routeOf(request),
    params: request.params,
    query: request.query,
    body: request.body,
  });
  return createHash('sha256').update(text).digest('hex');
}
