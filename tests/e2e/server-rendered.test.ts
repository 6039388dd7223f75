import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from '../support/chromium';
import { loginAsDemoPlayer } from '../support/backend-api';
import { allowPageErrors, collectPageErrors } from '../support/page-errors';
import { SHOW_TIMEOUT_MS, expectVisible, untilHydrated } from './browser-fixture';
import { BLOG } from './route-checks';

/**
 * The public pages come server-rendered (decision 019): the content is in the HTML before any
 * script runs, and the app hydrates it as it is, with no console warning or error and no
 * GraphQL request. A player with a stored login never sees the visitor's page.
 */
const product = inject('product');
let browser: Browser;

interface PublicPage {
  name: string;
  path: string;
  heading: string;
}
let pages: PublicPage[];

async function demoContent() {
  const response = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ tournaments { id kind name } blogs { id title } }' }),
  });
  const { data } = (await response.json()) as {
    data: {
      tournaments: { id: string; kind: 'NORMAL' | 'SPECIAL'; name: string }[];
      blogs: { id: string; title: string }[];
    };
  };
  const normal = data.tournaments.find((tournament) => tournament.kind === 'NORMAL')!;
  const special = data.tournaments.find((tournament) => tournament.kind === 'SPECIAL')!;
  // A seeded blog by its title: blog-detail.test.ts publishes one of its own on this product.
  const blog = data.blogs.find(({ title }) => title === BLOG)!;
  return { normal, special, blog };
}

beforeAll(async () => {
  browser = await launchChromium();
  const { normal, special, blog } = await demoContent();
  // The special page highlights the name's last word in a span of its own; its text is the same.
  pages = [
    { name: 'home', path: '/', heading: 'Creators Combat League' },
    { name: 'tournaments', path: '/tournaments', heading: 'Tournaments' },
    { name: 'details', path: `/tournaments-details/${normal.id}`, heading: normal.name },
    { name: 'special', path: `/special-tournaments-details/${special.id}`, heading: special.name },
    { name: 'blogs', path: '/blogs', heading: 'Blogs' },
    { name: 'blog', path: `/blogs/${blog.id}`, heading: blog.title },
  ];
});
afterAll(() => browser?.close());

async function newContext(options: { javaScript?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 375, height: 812 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  return context;
}

const PAGE_NAMES = ['home', 'tournaments', 'details', 'special', 'blogs', 'blog'];
const pageNamed = (name: string) => pages.find((page) => page.name === name)!;

describe.each(PAGE_NAMES)('the %s page', (name) => {
  test('has its content in the HTML, shown with no script at all', async () => {
    const { path, heading } = pageNamed(name);
    const html = await (await fetch(`${product.url}${path}`)).text();
    expect(html).toContain('<div id="root" data-server-rendered>');

    const context = await newContext({ javaScript: false });
    try {
      const page = await context.newPage();
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
    } finally {
      await context.close();
    }
  });

  test('hydrates the server markup as it is: no warning, no error, no GraphQL request', async () => {
    const { path, heading } = pageNamed(name);
    const context = await newContext();
    try {
      // The page's heading as the HTML parser made it, before any script of the page ran.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('main h1');
        });
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const graphqlRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.url());
      });

      await page.goto(path);
      await untilHydrated(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      // The same element: hydrated, not replaced by a client render or the loading fallback.
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { serverHeading: Element | null }).serverHeading ===
            document.querySelector('main h1'),
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
      expect(graphqlRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a visitor's input before the app's code has come", () => {
  /** Opens `path` with the app's code held back until the returned `release` is called. */
  async function openHoldingCode(path: string) {
    const context = await newContext();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/bundle/start-app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    collectPageErrors(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    return { context, page, problems, release };
  }

  test('typing into the search is kept and filters the list once the app has come', async () => {
    const { context, page, problems, release } = await openHoldingCode('/tournaments');
    try {
      const { normal } = await demoContent();
      const cards = page.getByRole('main').getByRole('article');
      await expectVisible(cards.first());
      const before = await cards.count();
      await page.getByRole('searchbox', { name: 'Search tournaments' }).fill(normal.name);
      release();
      await untilHydrated(page);
      await expect.poll(() => cards.count(), { timeout: SHOW_TIMEOUT_MS }).toBeLessThan(before);
      await expectVisible(cards.getByRole('heading', { name: normal.name }));
      await expect(
        page.getByRole('searchbox', { name: 'Search tournaments' }).inputValue(),
      ).resolves.toBe(normal.name);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a tab tapped is opened once the app has come', async () => {
    const { normal } = await demoContent();
    const { context, page, problems, release } = await openHoldingCode(
      `/tournaments-details/${normal.id}`,
    );
    try {
      const rules = page.getByRole('tab', { name: 'RULES', exact: true });
      await rules.click();
      await expect(rules.getAttribute('aria-selected')).resolves.toBe('false');
      release();
      await untilHydrated(page);
      await expect
        .poll(() => rules.getAttribute('aria-selected'), { timeout: SHOW_TIMEOUT_MS })
        .toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a player with a stored login', () => {
  async function openAs(
    session: { token: string; username: string } | undefined,
    options: { appCode: boolean },
  ) {
    const context = await newContext();
    if (session) {
      await context.addInitScript(({ token, username }) => {
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('username', username);
      }, session);
    }
    // Without the app's code, the page stays as the server sent it: what shows before it runs.
    if (!options.appCode) await context.route('**/bundle/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The code this test holds back on purpose: Chromium reports each script it could not load.
    if (!options.appCode) {
      allowPageErrors(
        errors,
        /^console error: Failed to load resource: net::ERR_FAILED \(.*\/bundle\//,
      );
    }
    await page.goto('/tournaments');
    return { context, page };
  }

  test("never sees the visitor's page the server rendered", async () => {
    const session = await loginAsDemoPlayer(product.backendUrl);
    const before = await openAs(session, { appCode: false });
    const visitor = await openAs(undefined, { appCode: false });
    const player = await openAs(session, { appCode: true });
    try {
      // The server's page is there, hidden from the player before any of the app's code runs,
      // while a visitor sees it at once.
      const heading = (page: Page) =>
        page.getByRole('heading', { level: 1, name: 'Tournaments', includeHidden: true });
      await expect(heading(before.page).count()).resolves.toBe(1);
      await expect(heading(before.page).isVisible()).resolves.toBe(false);
      await expectVisible(visitor.page.getByRole('link', { name: 'Login', exact: true }));
      await expectVisible(heading(visitor.page));

      // The app then renders the player's own page.
      await expectVisible(player.page.getByRole('link', { name: /^Wallet balance/ }));
      await expectVisible(heading(player.page));
      await expect(player.page.locator('#root[data-server-rendered]').count()).resolves.toBe(0);
    } finally {
      await Promise.all([before, visitor, player].map(({ context }) => context.close()));
    }
  });
});
