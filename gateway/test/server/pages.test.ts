import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway, startStack } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

const PLAYGROUND_CONFIG = fileURLToPath(
  new URL('../../playground/vite.config.ts', import.meta.url),
);

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every script, stylesheet and preload the page names. */
const referencesOf = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script|link(?=[^>]*\brel="(?:stylesheet|modulepreload)"))\b[^>]*?\b(?:src|href)="([^"]+)"/g,
    ),
  ].map((m) => m[1]!);

/** Absolute URLs to another host (a CDN); same-origin paths and data: URLs are fine. */
const isForeign = (reference: string, origin: string) =>
  /^(https?:)?\/\//i.test(reference) && !reference.startsWith(origin);

describe('health pages', () => {
  it('answers /healthz always and /readyz only while the upstream answers', async () => {
    const stack = await startStack();
    const down = await startGateway(`http://127.0.0.1:${await closedPort()}`);
    try {
      const health = await fetch(`${stack.gateway.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${stack.gateway.url}/readyz`)).status).toBe(200);

      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
      const notReady = await fetch(`${down.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'upstream unavailable' });
    } finally {
      await down.close();
      await stack.close();
    }
  });
});

describe('the playground', () => {
  let upstream: MswUpstream;
  let distDir: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    // Built exactly as `npm run build:playground` builds it, into a folder of this test's own.
    distDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-playground-'));
    await build({ configFile: PLAYGROUND_CONFIG, logLevel: 'silent', build: { outDir: distDir } });
    gateway = await startGateway(upstream.url, { PLAYGROUND_DIST_DIR: distDir });
  }, 120_000);
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('is GraphiQL served from the gateway itself, naming no other host', async () => {
    const page = await fetch(`${gateway.url}/playground`);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${gateway.url}/playground/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<div id="root">');

    const references = referencesOf(html);
    expect(references.some((reference) => reference.endsWith('.js'))).toBe(true);
    expect(references.some((reference) => reference.endsWith('.css'))).toBe(true);
    for (const reference of references) {
      expect(isForeign(reference, gateway.url), reference).toBe(false);
      const asset = await fetch(new URL(reference, page.url));
      expect(asset.status, reference).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (reference.endsWith('.css')) {
        // Fonts and images a stylesheet loads come from the gateway (or are inlined) too.
        const css = await asset.text();
        for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
          if (url!.startsWith('data:')) continue;
          expect(isForeign(url!, gateway.url), url).toBe(false);
          expect((await fetch(new URL(url!, asset.url))).status, url).toBe(200);
        }
      } else {
        const script = await asset.text();
        expect(script).not.toMatch(/\bimport\s*\(?\s*["']https?:\/\//);
      }
    }
  });

  it('asks the gateway that served it, and says so when it is not built', async () => {
    const script = await (
      await fetch(
        new URL(
          referencesOf(await (await fetch(`${gateway.url}/playground/`)).text())[0]!,
          gateway.url,
        ),
      )
    ).text();
    expect(script).toContain('/graphql');

    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-no-playground-'));
    const bare = await startGateway(upstream.url, { PLAYGROUND_DIST_DIR: emptyDir });
    try {
      const page = await fetch(`${bare.url}/playground`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build:playground');
    } finally {
      await bare.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});

/** A bundle over the compression threshold. */
const LARGE_BUNDLE = `export const squads = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Squad ${i}`))};`;

describe('the web app', () => {
  let upstream: MswUpstream;
  let webDir: string;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    webDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-web-'));
    await mkdir(path.join(webDir, 'bundle'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="app"></div><script type="module" src="/bundle/app-4f2a.js"></script></body></html>',
    );
    await writeFile(path.join(webDir, 'bundle', 'app-4f2a.js'), 'console.log("app");');
    await writeFile(path.join(webDir, 'bundle', 'app-large.js'), LARGE_BUNDLE);
    await writeFile(path.join(webDir, 'assets', 'banner-night-showdown.jpg'), 'jpeg bytes');
    await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await upstream.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves the built app at / with history fallback, the API untouched', async () => {
    const gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDir });
    try {
      const home = await fetch(`${gateway.url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(await home.text()).toContain('<div id="app">');

      const asset = await fetch(`${gateway.url}/bundle/app-4f2a.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const compressed = await fetch(`${gateway.url}/bundle/app-large.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      expect(await compressed.text()).toBe(LARGE_BUNDLE);
      // A fixed-name image may be replaced under the same name: phones must revalidate it.
      const image = await fetch(`${gateway.url}/assets/banner-night-showdown.jpg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${gateway.url}/favicon.svg`)).status).toBe(200);

      for (const route of ['/tournaments-details/12', '/wallet', '/blogs/3?ref=home']) {
        const page = await fetch(`${gateway.url}${route}`);
        expect(page.status, route).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(await page.text()).toContain('<div id="app">');
      }

      const missingFile = await fetch(`${gateway.url}/bundle/gone-1234.js`);
      expect(missingFile.status).toBe(404);
      for (const apiPath of ['/api/unknown', '/media/nothing', '/graphql/extra']) {
        const response = await fetch(`${gateway.url}${apiPath}`);
        expect(response.status, apiPath).toBe(404);
        expect(await response.json()).toEqual({ message: 'Not found' });
      }
      expect((await gateway.graphql('{ __typename }')).body).toEqual({
        data: { __typename: 'Query' },
      });
    } finally {
      await gateway.close();
    }
  });

  it('says the web app is not built when WEB_DIST_DIR holds none', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-no-web-'));
    const gateway = await startGateway(upstream.url, { WEB_DIST_DIR: emptyDir });
    try {
      const home = await fetch(`${gateway.url}/`);
      expect(home.status).toBe(200);
      expect((await home.json()).message).toContain('The web app is not built yet');
      expect((await fetch(`${gateway.url}/tournaments`)).status).toBe(404);
    } finally {
      await gateway.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
