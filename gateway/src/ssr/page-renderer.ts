import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import type { GatewayContext } from '../context';
import { createHtmlCache } from './html-cache';
import { type ClientManifest, pageTemplate } from './page-template';
import { loadServerEntry } from './server-entry';
import { type QueryFailures, visitorLink } from './visitor-link';

/** Where vite's `--manifest` puts the client build's manifest, inside web/dist. */
const MANIFEST_FILE = path.join('.vite', 'manifest.json');

/** The server-rendered public pages, as the web app pages (see static-pages.ts). */
export interface PageRenderer {
  /** The route patterns rendered on the server. */
  routes: readonly string[];
  /** The render of the request's page, or undefined when the visitor gets the shell instead. */
  render(request: FastifyRequest): Promise<string | undefined>;
  /**
   * The session-mark script: inline in each page's head, allowed by its hash (decision 022);
   * also served at `path` for pages saved when it was a file of its own.
   */
  sessionMark: { path: string; body: string };
}

export interface PageRendererOptions {
  config: Pick<GatewayConfig, 'webDistDir' | 'ssr'>;
  schema: GraphQLSchema;
  /** Builds a request's GraphQL context (graphql-context.ts); given no token, a visitor's. */
  contextFor: (request: Pick<FastifyRequest, 'headers' | 'ip' | 'log'>) => Promise<GatewayContext>;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Rejects once `signal` aborts, whatever `work` is still waiting for. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Server rendering of the public pages (decision 019), or undefined when it cannot run: the web
 * app's server build, its shell or the client manifest missing, or SSR_MAX_RENDERS=0. It stays
 * bounded under load: a rendered page is served again to every visitor for SSR_CACHE_MS (memory,
 * or Redis shared by the copies); visitors asking for a page being rendered wait for that one
 * render; at most SSR_MAX_RENDERS pages render at once; and a render that takes longer than
 * SSR_TIMEOUT_MS is given up. In each case the visitor gets the client-rendered shell instead.
 */
export async function createPageRenderer(
  options: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const { config, schema, contextFor, log } = options;
  const { timeoutMs, cacheMs, maxRenders, distDir } = config.ssr;
  const shellFile = path.join(config.webDistDir, 'index.html');
  const manifestFile = path.join(config.webDistDir, MANIFEST_FILE);
  if (maxRenders === 0 || !existsSync(shellFile)) return undefined;
  if (!existsSync(manifestFile)) {
    log.warn({ manifestFile }, 'no client build manifest: pages are not server-rendered');
    return undefined;
  }
  const loaded = await loadServerEntry(distDir);
  if (!loaded) return undefined;
  const entry = loaded;

  const sessionMark = { path: '/session-mark.js', body: entry.SESSION_MARK_SCRIPT };
  const shell = readFileSync(shellFile, 'utf8');
  const template = pageTemplate(
    shell,
    readJson(manifestFile) as ClientManifest,
    entry,
    sessionMark.body,
  );
  if (!template) {
    log.warn({ shellFile }, 'the web app shell has no empty #root: pages are not server-rendered');
    return undefined;
  }
  const assemble = template;
  // In the background: the gateway answers meanwhile, a render started before it waits for it.
  entry.prepare().catch((error: unknown) => log.warn({ err: error }, 'server render not prepared'));
  const build = createHash('sha256').update(shell).digest('hex').slice(0, 12);
  const cache = createHtmlCache(cacheMs, options.redis, build);
  // The shell, manifest and server build are read once: a web app rebuilt under a running
  // gateway names other files, so its pages get the (current) shell until a restart.
  const builtAt = statSync(shellFile).mtimeMs;
  let rebuilt = false;
  const rebuiltSinceStart = () => {
    if (rebuilt) return true;
    rebuilt = statSync(shellFile, { throwIfNoEntry: false })?.mtimeMs !== builtAt;
    if (rebuilt) log.warn('the web app was rebuilt: pages are not server-rendered until a restart');
    return rebuilt;
  };
  const rendering = new Map<string, Promise<string | undefined>>();

  async function renderNow(pathname: string, request: FastifyRequest) {
    const signal = AbortSignal.timeout(timeoutMs);
    const failures: QueryFailures = { messages: [] };
    try {
      const page = await untilAborted(
        (async () => {
          // No token, whatever the request carries: the page is a visitor's, for every visitor.
          const context = await contextFor({ headers: {}, ip: request.ip, log: request.log });
          return entry.render(pathname, { link: visitorLink(schema, context, failures), signal });
        })(),
        signal,
      );
      if (failures.messages.length > 0) {
        request.log.warn({ pathname, failures: failures.messages }, 'page not server-rendered');
        return undefined;
      }
      const html = assemble(page);
      await cache.set(pathname, html);
      return html;
    } catch (error) {
      const reason = signal.aborted ? `took longer than ${timeoutMs} ms` : error;
      request.log.warn({ pathname, err: reason }, 'page not server-rendered');
      return undefined;
    }
  }

  return {
    routes: entry.SERVER_RENDERED_ROUTES,
    sessionMark,
    async render(request) {
      if (rebuiltSinceStart()) return undefined;
      const pathname = request.url.split('?')[0] ?? '/';
      const cached = await cache.get(pathname);
      if (cached !== undefined) return cached;
      let pending = rendering.get(pathname);
      if (!pending) {
        if (rendering.size >= maxRenders) return undefined;
        pending = renderNow(pathname, request).finally(() => rendering.delete(pathname));
        rendering.set(pathname, pending);
      }
      return pending;
    },
  };
}
