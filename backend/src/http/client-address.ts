import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The end user's address: every rate limit keys on it. */
    clientIp: string;
  }
}

/** The gateway names the client it calls for; the backend decides whether to believe it. */
export const CLIENT_IP_HEADER = 'x-client-ip';
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who the gateway is: the caller holding the gateway secret, and nobody for where it calls
 * from. A proxy on this machine makes every outside request a loopback one (decision 030).
 * Only the gateway may name the client (anyone else's header is ignored) or use the
 * gateway-only routes (see gateway-only.ts).
 */
export function isGateway(request: FastifyRequest, secret: string): boolean {
  return sameSecret(request.headers[GATEWAY_SECRET_HEADER], secret);
}

export function clientAddressOf(request: FastifyRequest, secret: string): string {
  const named = request.headers[CLIENT_IP_HEADER];
  if (typeof named === 'string' && isIP(named) !== 0 && isGateway(request, secret)) return named;
  return request.ip;
}

export function installClientAddress(app: FastifyInstance, secret: string): void {
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = clientAddressOf(request, secret);
  });
}
