import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { type Stage, createStage } from '../tournaments/tournament-stage';
import { apolloStateOf, appCodeOf, requireServerBuild, serverRenderedRoot } from './built-web-app';

/**
 * A visitor's first request for a public page gets its content in the HTML (decision 019),
 * rendered in the gateway from its own schema over the real backend.
 */
describe('server-rendered public pages', () => {
  let stack: TestStack;
  let stage: Stage;
  const ids: Record<string, string> = {};

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${stack.gateway.url}${path}`, { headers });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toContain('text/html');
    return response.text();
  };

  beforeAll(async () => {
    requireServerBuild();
    // No HTML cache: each request renders what the backend holds now.
    stack = await startStack({ SSR_CACHE_MS: '0' });
    stage = await createStage(stack.backend);
    ids.normal = String(
      await stage.tournament({ tournName: 'Bermuda Night Cup', startsInHours: 10 }),
    );
    ids.special = String(
      await stage.tournament({ tournName: 'Creators Royale', kind: 'special', startsInHours: 20 }),
    );
    const admin = await createAdmin(stack.backend);
    const blog = await stack.backend.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body: {
        title: 'Rotations that win',
        author: 'Rohan',
        description: '<p>Move <strong>early</strong>.</p><script>alert(1)</script>',
      },
    });
    expect(blog.status).toBe(201);
    ids.blog = String(blog.body.id);
  });
  afterAll(() => stack?.close());

  it('renders the tournament list with its cards, styles, code and data', async () => {
    const html = await page('/tournaments');
    const root = serverRenderedRoot(html);
    expect(root).toContain('<h1 class="page__title">Tournaments</h1>');
    expect(root).toContain('Bermuda Night Cup');
    expect(root).toContain('Creators Royale');
    // The session mark first in the head, inline (its hash is in the page's policy); no code
    // preloaded ahead of the pictures (the app asks for it once the page has loaded); one
    // stylesheet for every page, so one render-blocking request.
    expect(html).toMatch(/<head><script>try\{if\(localStorage\.getItem\("authToken"\)\)/);
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<link rel="stylesheet" crossorigin href="\/bundle\/style-[\w-]+\.css">$/,
      ),
    ]);
    expect(html.match(/<script>/g)).toHaveLength(1);
    const state = apolloStateOf(html);
    expect(JSON.stringify(state.ROOT_QUERY)).toContain('tournaments');
  });

  it("names the app's code and the page's own for after the page has loaded, each served", async () => {
    const code = appCodeOf(await page('/tournaments'));
    const app = code.findIndex((file) => /^\/bundle\/start-app-[\w-]+\.js$/.test(file));
    const list = code.findIndex((file) => /^\/bundle\/tournament-list-page-[\w-]+\.js$/.test(file));
    const react = code.findIndex((file) => /^\/bundle\/react-[\w-]+\.js$/.test(file));
    // A file after those it imports, so each can run in a task of its own.
    expect(react).toBeGreaterThanOrEqual(0);
    expect(app).toBeGreaterThan(react);
    expect(list).toBeGreaterThan(app);
    expect(new Set(code).size).toBe(code.length);
    for (const file of code) {
      const response = await fetch(`${stack.gateway.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toContain('javascript');
    }
    expect(appCodeOf(await page('/blogs'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/bundle\/blog-list-page-[\w-]+\.js$/)]),
    );
  });

  it('renders home, both details pages, the blog list and a blog', async () => {
    expect(serverRenderedRoot(await page('/'))).toContain('Bermuda Night Cup');
    expect(serverRenderedRoot(await page(`/tournaments-details/${ids.normal}`))).toContain(
      'Bermuda Night Cup',
    );
    expect(serverRenderedRoot(await page(`/special-tournaments-details/${ids.special}`))).toContain(
      'Royale',
    );
    expect(serverRenderedRoot(await page('/blogs'))).toContain('Rotations that win');
    const blog = serverRenderedRoot(await page(`/blogs/${ids.blog}`));
    // The organiser's HTML, sanitised on the server as the browser would: no script survives.
    expect(blog).toContain('<p>Move <strong>early</strong>.</p>');
    expect(blog).not.toContain('alert(1)');
    expect(serverRenderedRoot(await page(`/blog/${ids.blog}`))).toContain('Rotations that win');
  });

  it("renders a visitor's page whatever token the request carries", async () => {
    const player = await stage.player();
    const html = await page(`/tournaments-details/${ids.normal}`, {
      authorization: `Bearer ${player.token}`,
    });
    expect(serverRenderedRoot(html)).toContain('Login to Book Slot');
  });

  it('serves the plain shell on every other page, and the API as before', async () => {
    for (const path of ['/wallet', '/login', '/no-such-page', '/tournaments/']) {
      const html = await page(path);
      expect(serverRenderedRoot(html), path).toBeUndefined();
      expect(html, path).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${stack.gateway.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${stack.gateway.url}/api/unknown`)).status).toBe(404);
    expect((await stack.gateway.graphql('{ __typename }')).body).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('still serves the session mark as a file, cached for good, for pages saved before', async () => {
    // The address pages carried when the mark was a file of its own.
    const script = await fetch(`${stack.gateway.url}/session-mark.js?v=0123456789ab`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toContain('localStorage.getItem("authToken")');
  });
});
