import type { IncomingMessage } from 'node:http';

/**
 * Limits of the live socket. Per address, generously: Indian mobile carriers put many phones
 * behind one address (carrier-grade NAT), so a low cap would lock out whole neighbourhoods.
 */
export const SOCKET_LIMITS = {
  socketsPerAddress: 200,
  subscriptionsPerSocket: 10,
  /**
   * Across all of an address's sockets: each of its 200 sockets may hold the 4 the web app
   * opens at most (wallet, bell, a tournament and its room), not the 10 a socket could; so no
   * crowd of real phones is refused, and a script's 2,000 stop at 800 (decision 027).
   */
  subscriptionsPerAddress: 800,
  /** The server pings this often; a socket that has not answered the last ping is dropped. */
  heartbeatMs: 15_000,
  /** A socket carrying no subscription this long is closed (the client reconnects when needed). */
  idleMs: 60_000,
  /** connection_init must come this soon after the socket opens. */
  initTimeoutMs: 10_000,
} as const;

/**
 * The client's address as Fastify's trustProxy sees it for HTTP: the socket's peer, or the
 * entry of X-Forwarded-For that many trusted proxy hops in front of it.
 */
export function socketAddressOf(request: IncomingMessage, trustedHops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? peer;
}

/** Open sockets (or subscriptions) per address. */
export function createAddressCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    /** Counts a socket in; false (not counted) when the address is at its limit. */
    admit(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address: string, released = 1): void {
      const count = (open.get(address) ?? released) - released;
      if (count <= 0) open.delete(address);
      else open.set(address, count);
    },
  };
}
