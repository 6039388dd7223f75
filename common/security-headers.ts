import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The browser security headers the gateway and the backend both send (decision 022), through
 * helmet: helmet's own defaults (nosniff, no cross-origin opener or resource use, …), no
 * framing at all, the referrer for our own origin only, and HSTS in production only (a
 * development copy on plain HTTP must stay reachable). Each program adds its
 * Content-Security-Policy.
 */
export function securityHeaderDefaults(production: boolean): FastifyHelmetOptions {
  return {
    frameguard: { action: 'deny' },
    // Every link out is rel="noreferrer" already; nothing of ours needs the referrer elsewhere.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  };
}

/** A year: the figure browsers' HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The policy of JSON, event streams and pictures: nothing to load, nothing to run, not framed. */
export const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
} satisfies FastifyHelmetOptions['contentSecurityPolicy'];
