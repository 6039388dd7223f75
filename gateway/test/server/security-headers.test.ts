import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestGateway,
  type TestStack,
  startGateway,
  startStack,
} from '../support/gateway-server';
import { requireServerBuild, serverRenderedRoot } from '../ssr/built-web-app';
import { createStage } from '../tournaments/tournament-stage';

/**
 * Every answer of the gateway carries the browser's security headers (decision 022): a
 * Content-Security-Policy per kind of answer (the web app's pages, the server-rendered pages,
 * the playground, the API's JSON), nosniff, no framing, a referrer and a permissions policy, and
 * HSTS in production only.
 */

/** A Content-Security-Policy header as directive → sources. */
function directivesOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy');
  if (!header) throw new Error(`${response.url} has no Content-Security-Policy`);
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries, whatever its kind. */
function expectCommonHeaders(response: Response) {
  const { headers, url } = response;
  expect(headers.get('x-content-type-options'), url).toBe('nosniff');
  expect(headers.get('x-frame-options'), url).toBe('DENY');
  expect(headers.get('referrer-policy'), url).toBe('same-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, url).toContain(`${feature}=()`);
  }
  expect(directivesOf(response)['frame-ancestors'], url).toEqual(["'none'"]);
}

/** The policy of the web app's pages: our own files, nothing inline. */
function expectWebAppPolicy(response: Response) {
  const csp = directivesOf(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'"]);
  expect(csp['style-src-attr']).toBeUndefined();
  expect(csp['img-src']).toEqual(["'self'", 'blob:']);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['worker-src']).toEqual(["'self'"]);
  expect(csp['manifest-src']).toEqual(["'self'"]);
}

/** `'sha256-…'` of each inline script of a page (one with no src attribute). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );

/** Fetches and reads the whole answer, so no connection is left busy for the close to wait on. */
async function fetchRead(input: string, init?: RequestInit) {
  const response = await fetch(input, init);
  const text = await response.text();
  return Object.assign(response, {
    text: async () => text,
    json: async (): Promise<unknown> => JSON.parse(text),
  });
}

const API_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

describe('security headers', () => {
  let stack: TestStack;
  let playgroundDir: string;
  let detailsPath: string;
  let url: string;

  beforeAll(async () => {
    requireServerBuild();
    // A stand-in playground build: the headers do not depend on GraphiQL's files.
    playgroundDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-playground-headers-'));
    await writeFile(path.join(playgroundDir, 'index.html'), '<!doctype html><div id="root">');
    stack = await startStack({ PLAYGROUND_DIST_DIR: playgroundDir, SSR_CACHE_MS: '0' });
    url = stack.gateway.url;
    const stage = await createStage(stack.backend);
    detailsPath = `/tournaments-details/${await stage.tournament({ tournName: 'Header Cup' })}`;
  });
  afterAll(async () => {
    await stack?.close();
    if (playgroundDir) await rm(playgroundDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Creators Combat League'],
    ['details', 'Header Cup'],
  ])('server-rendered %s: its inline session mark allowed by hash', async (page, text) => {
    const response = await fetchRead(`${url}${page === 'details' ? detailsPath : page}`);
    const html = await response.text();
    expect(serverRenderedRoot(html)).toContain(text);
    expectCommonHeaders(response);
    // The inline script the page carries is the one its policy allows, and the only one.
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(html).toMatch(/<head><script>[^<]*localStorage[^<]*<\/script>/);
    // The web app's policy, but for that script and the style attributes of the server's HTML.
    const {
      'script-src': scripts,
      'style-src-attr': styleAttributes,
      ...rest
    } = directivesOf(response);
    expect(scripts).toEqual(["'self'", hashes[0]!]);
    expect(styleAttributes).toEqual(["'unsafe-inline'"]);
    expect(rest['style-src-elem']).toEqual(["'self'"]);
    const { 'script-src': _, ...webApp } = directivesOf(await fetchRead(`${url}/wallet`));
    expect(rest).toEqual({ ...webApp, 'style-src-elem': ["'self'"] });
  });

  it('the client-rendered shell, its files and the old session-mark file: the web app policy', async () => {
    const shell = await fetchRead(`${url}/wallet`);
    expect(serverRenderedRoot(await shell.text())).toBeUndefined();
    const files = await Promise.all(
      ['/icons/favicon-48.png', '/manifest.webmanifest', '/session-mark.js?v=0123456789ab'].map(
        (file) => fetchRead(`${url}${file}`),
      ),
    );
    for (const response of [shell, ...files]) {
      expect(response.status, response.url).toBe(200);
      expectCommonHeaders(response);
      expectWebAppPolicy(response);
    }
    expect(await files[2]!.text()).toContain('localStorage.getItem("authToken")');
  });

  it('the playground: a policy of its own, still no script but its files', async () => {
    const response = await fetchRead(`${url}/playground`);
    expect(response.url).toBe(`${url}/playground/`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const csp = directivesOf(response);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toContain("'unsafe-inline'");
  });

  it('GraphQL over POST and GET, and other API answers: nothing to load, nothing framed', async () => {
    const post = await fetchRead(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const get = await fetchRead(`${url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    const others = await Promise.all(
      ['/healthz', '/media/pictures/nothing'].map((p) => fetchRead(`${url}${p}`)),
    );
    for (const response of [post, get]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    }
    for (const response of [post, get, ...others]) {
      expectCommonHeaders(response);
      expect(directivesOf(response), response.url).toEqual(API_POLICY);
    }
    // A path no route knows gets the page policy (it may be the app's shell), and the rest.
    const unknown = await fetchRead(`${url}/api/unknown`);
    expect(unknown.status).toBe(404);
    expectCommonHeaders(unknown);
  });

  it('sends no HSTS outside production', async () => {
    const response = await fetchRead(`${url}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers in production', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // No upstream is needed for headers: the shell and the health page answer without one.
    gateway = await startGateway('http://127.0.0.1:9', { NODE_ENV: 'production' });
  });
  afterAll(() => gateway?.close());

  it('adds HSTS for a year to pages and API answers alike', async () => {
    for (const page of ['/wallet', '/healthz']) {
      const response = await fetchRead(`${gateway.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('strict-transport-security'), page).toBe('max-age=31536000');
      expectCommonHeaders(response);
    }
  });
});
