import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type TestContext, afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { blogIdByTitle, loginAsDemoPlayer, tournamentIdByName } from '../support/backend-api';
import { launchChromium } from '../support/chromium';
import { allowPageErrors, collectPageErrors } from '../support/page-errors';
import {
  SHOW_TIMEOUT_MS,
  type Session,
  expectVisible,
  injectInlineScript,
  trackRequests,
} from './browser-fixture';
import {
  BLOG,
  NORMAL_TOURNAMENT,
  ROUTE_CHECKS,
  SPECIAL_TOURNAMENT,
  type SeededIds,
} from './route-checks';

/**
 * The web app runs under the gateway's Content-Security-Policy (decision 022) with nothing
 * blocked: every route as a logged-in player, a player's live socket and picture preview, and
 * the playground, on a phone. A page's violations are read from the `securitypolicyviolation`
 * events (recorded from before its first script) and from the console. Every route as a visitor
 * (routes.test.ts) and every console screen as the organiser (console-screens.test.ts), at both
 * widths, are checked the same way by the browser fixture, which reports each violation as a
 * console error.
 */
const product = inject('product');
let browser: Browser;
let ids: SeededIds;
let player: Session;
const contexts: Record<'visitor' | 'player', BrowserContext> = {} as never;

/** A 1×1 PNG, for the picture preview. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What Chromium logs when the policy blocks something. */
const CSP_MESSAGE = /Content Security Policy/i;

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** A context (a phone's unless told) whose pages record every violation from their start. */
async function recordingContext({
  session,
  width = 375,
  serviceWorkers = 'allow',
}: {
  session?: Session;
  width?: 375 | 1280;
  serviceWorkers?: 'allow' | 'block';
} = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width, height: 800 },
    serviceWorkers,
  });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      window.cspViolations.push(`${event.effectiveDirective} blocked ${blocked}${where}`);
    });
  });
  if (session) {
    // What the login screen leaves behind (SPEC §3): the app restores the session from it.
    await context.addInitScript(({ token, username }) => {
      if (window.location.protocol === 'about:') return;
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('username', username);
    }, session);
  }
  return context;
}

/**
 * Opens `path` in a new page of `context`, waits until `ready` and no request is in flight, and
 * answers every violation the page reported, by event or on the console.
 */
async function violationsOf(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<void>,
  {
    before,
    allowErrors = [],
    test,
  }: {
    before?: (page: Page) => void;
    /** What the page may log besides the policy's messages: what the test provokes. */
    allowErrors?: RegExp[];
    /** The calling test's context: needed where a file's tests run concurrently. */
    test?: TestContext;
  } = {},
): Promise<string[]> {
  const page = await context.newPage();
  const errors = collectPageErrors(page, { test });
  // The policy's messages are answered below as violations, which each test checks.
  allowPageErrors(errors, CSP_MESSAGE);
  for (const pattern of allowErrors) allowPageErrors(errors, pattern);
  try {
    before?.(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) logged.push(`console: ${message.text()}`);
    });
    const settled = trackRequests(page);
    const response = await page.goto(path);
    // The page is under the policy at all (a missing header would report nothing).
    expect(response?.headers()['content-security-policy'], path).toMatch(
      /script-src 'self'.*frame-ancestors 'none'|frame-ancestors 'none'.*script-src 'self'/,
    );
    await ready(page);
    await settled();
    return [...(await page.evaluate(() => window.cspViolations)), ...logged];
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  const [normalTournament, specialTournament, blog, demoPlayer] = await Promise.all([
    tournamentIdByName(product.backendUrl, 'normal', NORMAL_TOURNAMENT),
    tournamentIdByName(product.backendUrl, 'special', SPECIAL_TOURNAMENT),
    blogIdByTitle(product.backendUrl, BLOG),
    loginAsDemoPlayer(product.backendUrl),
  ]);
  ids = { normalTournament, specialTournament, blog };
  player = demoPlayer;
  contexts.visitor = await recordingContext();
  contexts.player = await recordingContext({ session: player });
});
afterAll(() => browser?.close());

test('the recorder sees what the policy blocks', async () => {
  // An injected inline script is refused and reported: an empty list below means nothing was.
  const violations = await violationsOf(contexts.visitor, '/about-us', async (page) => {
    expect(await injectInlineScript(page)).toBe(false);
    await page.waitForFunction(() => window.cspViolations.length > 0);
  });
  expect(
    violations.some((violation) => violation.startsWith('script-src-elem blocked inline')),
  ).toBe(true);
});

/** The main heading or status of a page whose content depends on who is looking. */
const anyPageContent = (page: Page) =>
  expectVisible(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('main').getByRole('status')),
  );

describe.concurrent('as a logged-in player', () => {
  test.for(ROUTE_CHECKS)('$name: nothing blocked', async (route, context) => {
    const { expect } = context;
    const violations = await violationsOf(
      contexts.player,
      route.path(ids),
      async (page) => {
        // A player's own header: the session was restored.
        await expectVisible(page.getByRole('link', { name: /^Wallet balance/ }));
        await anyPageContent(page);
      },
      { test: context },
    );
    expect(violations).toEqual([]);
  });
});

test("a player's live socket and picture preview run with nothing blocked", async () => {
  // No service worker: the upload below must meet the test's route, which a worker would skip.
  const context = await recordingContext({ session: player, serviceWorkers: 'block' });
  const sockets: string[] = [];
  const violations = await violationsOf(
    context,
    '/profile/edit',
    async (page) => {
      // The upload itself is refused here: the shared product keeps the demo player's picture.
      await page.route('**/api/profile/picture', (route) => route.abort());
      await page.getByLabel('Change picture').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      const preview = page.getByRole('img', { name: /profile picture/ });
      await expectVisible(preview);
      await expect(preview.getAttribute('src')).resolves.toMatch(/^blob:/);
      // The preview decoded, or the policy blocked it (reported below).
      await page.waitForFunction(
        () =>
          window.cspViolations.length > 0 ||
          [...document.images].some(
            (image) => image.src.startsWith('blob:') && image.naturalWidth > 0,
          ),
        undefined,
        { timeout: SHOW_TIMEOUT_MS },
      );
    },
    {
      // The upload this test refuses: Chromium's report of it and the app's.
      allowErrors: [
        /^console error: Failed to load resource: net::ERR_FAILED \(.*\/api\/profile\/picture\)$/,
        /^console error: Profile picture upload failed: TypeError: Failed to fetch/,
      ],
      // The bell's live feed: graphql-ws on /graphql, a ws: address that 'self' must cover.
      before: (page) =>
        page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname)),
    },
  );
  await context.close();
  expect(sockets).toContain('/graphql');
  expect(violations).toEqual([]);
});

test('the playground runs a query with nothing blocked', async () => {
  // A developer's tool, on a desktop's screen.
  const context = await recordingContext({ width: 1280 });
  try {
    const violations = await violationsOf(context, '/playground/', async (page) => {
      await expectVisible(page.getByText('query Tournaments {'));
      await page.getByRole('button', { name: /execute query/i }).click();
      // The answer comes back into the result pane (Monaco, its workers, our fetcher).
      await expectVisible(page.locator('.graphiql-response', { hasText: '"tournaments"' }));
    });
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
