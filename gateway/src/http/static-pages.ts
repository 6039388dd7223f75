import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageRenderer } from '../ssr/page-renderer';
import { API_PATHS } from './api-paths';
import { serverRenderedPagePolicy } from './security-headers';

/**
 * The builds put their hashed files under bundle/ (build.assetsDir): a name that never changes
 * content, cached for a year. Everything else, such as the fixed-name images under assets/,
 * is revalidated.
 */
const HASHED_ASSET = `${path.sep}bundle${path.sep}`;

function cacheHeaders(res: { setHeader: (name: string, value: string) => void }, file: string) {
  res.setHeader(
    'cache-control',
    file.includes(HASHED_ASSET) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const built = (dir: string) => existsSync(path.join(dir, 'index.html'));

function sendIndex(reply: FastifyReply, dir: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(createReadStream(path.join(dir, 'index.html')));
}

/**
 * The public pages a visitor lands on, rendered on the server (decision 019); the shell when a
 * render is not to be had (too slow, failed, too many at once). Their policy allows the inline
 * session mark by its hash (decision 022). The mark is still served as a file, immutable, for
 * pages saved before it went inline (browser caches, the service worker's saved pages).
 */
function serverRenderedPages(app: FastifyInstance, distDir: string, pages: PageRenderer) {
  const helmet = serverRenderedPagePolicy([pages.sessionMark.body]);
  for (const route of pages.routes) {
    app.get(route, { helmet }, async (request, reply) => {
      const html = await pages.render(request);
      if (html === undefined) return sendIndex(reply, distDir);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
  app.get(pages.sessionMark.path, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(pages.sessionMark.body),
  );
}

/**
 * GraphiQL at /playground, bundled at build time into its own files (no CDN: it works with no
 * internet access). Until it is built, the page says how to build it.
 */
export async function playgroundPages(app: FastifyInstance, distDir: string): Promise<void> {
  if (!built(distDir)) {
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The playground is not built. Run `npm run build:playground`, then restart.');
    app.get('/playground', notBuilt);
    app.get('/playground/*', notBuilt);
    return;
  }
  app.get('/playground', async (_request, reply) => reply.redirect('/playground/'));
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/playground/',
    decorateReply: false,
    index: 'index.html',
    // Our own Cache-Control (cacheHeaders), not the default "max-age=0".
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}

/**
 * The built web app at / when WEB_DIST_DIR holds one, with history fallback: an unknown GET
 * path outside the API that names no file answers index.html, so the app's router shows it;
 * with `pages`, the public pages are server-rendered. Otherwise / says the app is not built;
 * other unknown paths are 404 `{ message }`.
 */
export async function webAppPages(
  app: FastifyInstance,
  distDir: string,
  pages?: PageRenderer,
): Promise<void> {
  const hasApp = built(distDir);
  if (hasApp && pages) serverRenderedPages(app, distDir, pages);
  if (hasApp) {
    // The stream overlay is for OBS, not for search engines (the page says so too, once it runs).
    app.get('/overlay/*', async (_request, reply) =>
      sendIndex(reply.header('x-robots-tag', 'noindex, nofollow'), distDir),
    );
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      decorateReply: false,
      index: 'index.html',
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The build's manifest is for the gateway's server rendering, not for the world.
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
    });
  } else {
    app.get('/', async () => ({
      message:
        'The web app is not built yet: run `npm run build`, then restart the gateway. ' +
        'The API is at /graphql and the playground at /playground.',
    }));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.split('/').pop() ?? '';
    const fallback =
      hasApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATHS.test(pathname) &&
      !lastSegment.includes('.');
    if (fallback) return sendIndex(reply, distDir);
    return reply.status(404).send({ message: 'Not found' });
  });
}
