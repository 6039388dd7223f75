import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_CONTENT_SECURITY_POLICY, securityHeaderDefaults } from '#common/security-headers';
import { API_PATHS } from './api-paths';

/** A route's helmet settings: only its Content-Security-Policy differs from the gateway's. */
export type RouteSecurityHeaders = Pick<FastifyHelmetOptions, 'contentSecurityPolicy'>;
type Directives = Record<string, string[]>;

const SELF = "'self'";
const NONE = "'none'";

/** What every HTML page of ours forbids, whatever else it allows. */
const PAGE_BASE: Directives = {
  defaultSrc: [SELF],
  objectSrc: [NONE],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: [NONE],
};

/**
 * The web app (decision 022): the shell, its files and the service worker. Everything comes
 * from this origin; `connect-src 'self'` covers the live socket on /graphql too (ws: and wss:
 * of the same host match 'self' in CSP Level 3).
 */
const WEB_APP: Directives = {
  ...PAGE_BASE,
  scriptSrc: [SELF],
  // Our stylesheets only: no <style> element, no style attribute in the markup. React sets a
  // style prop through the DOM's style object when it renders, which the policy allows.
  styleSrc: [SELF],
  // blob: is the profile picture's preview before upload (URL.createObjectURL).
  imgSrc: [SELF, 'blob:'],
  connectSrc: [SELF],
  workerSrc: [SELF],
  manifestSrc: [SELF],
};

/**
 * GraphiQL at /playground, as strict as it runs (decision 022): Monaco, its editor, adds <style>
 * elements as it runs (and the page has one of its own), and GraphiQL's fonts are data: URLs in
 * its stylesheet. Scripts and workers are still our files only.
 */
const PLAYGROUND: Directives = {
  ...PAGE_BASE,
  scriptSrc: [SELF],
  styleSrc: [SELF, "'unsafe-inline'"],
  fontSrc: [SELF, 'data:'],
  imgSrc: [SELF],
  connectSrc: [SELF],
  workerSrc: [SELF],
};

const policy = (directives: Directives): RouteSecurityHeaders => ({
  contentSecurityPolicy: { useDefaults: false, directives },
});

/** The `'sha256-…'` source that allows one inline script whose body is exactly `body`. */
export const scriptHashSource = (body: string): string =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The server-rendered pages: the web app's policy plus their inline scripts, by hash, and style
 * attributes. The server writes React's style props into the HTML as attributes (the
 * carousel's track, skeleton widths, the toasts' area), values computed from data that no hash
 * can name; an attribute can restyle an element but load or run nothing.
 */
export const serverRenderedPagePolicy = (inlineScripts: readonly string[]): RouteSecurityHeaders =>
  policy({
    ...WEB_APP,
    scriptSrc: [SELF, ...inlineScripts.map(scriptHashSource)],
    styleSrcElem: [SELF],
    styleSrcAttr: ["'unsafe-inline'"],
  });

const PLAYGROUND_PATH = /^\/playground(\/|$)/;

/** The policy of a route the gateway or a plugin registers, by its path. */
function routePolicy(url: string): RouteSecurityHeaders | undefined {
  if (PLAYGROUND_PATH.test(url)) return policy(PLAYGROUND);
  if (API_PATHS.test(url)) return { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY };
  return undefined;
}

/** Features the app never uses, denied to it and to anything that gets into a page. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Browser security headers on every answer (decision 022), with helmet: the web app's
 * Content-Security-Policy by default (pages, files, the history fallback), the playground's on
 * /playground, and `default-src 'none'` on the API's answers (/graphql, /api, /media, health).
 * A route may name its own (the server-rendered pages do, for their inline script). Register
 * before any route: the policy of a route is chosen when it is added.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  // Before helmet's own onRoute hook, which reads the route's `helmet` option.
  app.addHook('onRoute', (route) => {
    route.helmet ??= routePolicy(route.url);
  });
  await app.register(helmet, { ...securityHeaderDefaults(options.production), ...policy(WEB_APP) });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
