import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { type TestContext, afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { launchChromium } from '../support/chromium';
import { collectPageErrors } from '../support/page-errors';
import { REPO_ROOT } from '../support/product';

/**
 * The browser contexts of tests that are not about offline reading: the service worker fetches
 * the whole app into its cache in each new context (a third of a page's cost in the browser),
 * and on a busy machine its saved copies stand in for a slow answer, with the offline banner
 * over the page. offline.test.ts covers the worker.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** The two widths every screen is checked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

const HEIGHT: Record<Width, number> = { 375: 812, 1280: 800 };

/** Gives the page the screen of a phone or a desktop: the layout follows, as on a turned tablet. */
export const resizeTo = (page: Page, width: Width) =>
  page.setViewportSize({ width, height: HEIGHT[width] });
const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');
/** How long a user-visible change may take to show (a cold page load on a busy CI machine). */
export const SHOW_TIMEOUT_MS = 20_000;

export interface OpenedPage {
  page: Page;
  /**
   * Console errors and warnings and uncaught exceptions of this page so far: the test fails at
   * its end on any it did not allow (allowPageErrors in tests/support/page-errors.ts).
   */
  errors: string[];
  /**
   * Resolves once no request of the page (data, code, images it asked for) is in flight; fails
   * after `timeoutMs` (SHOW_TIMEOUT_MS unless given).
   */
  settled: (timeoutMs?: number) => Promise<void>;
}

/**
 * Counts the page's requests in flight. Waiting for none is the condition `networkidle`
 * approximates with a fixed half second of quiet per page. Lazy images below the fold are not
 * asked for, so they are not waited for.
 */
export function trackRequests(page: Page): (timeoutMs?: number) => Promise<void> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  page.on('request', () => (inFlight += 1));
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) waiting.splice(0).forEach((resolve) => resolve());
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return (timeoutMs = SHOW_TIMEOUT_MS) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`${inFlight} requests still in flight`)),
            timeoutMs,
          );
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
}

/**
 * Runs in every page before its own scripts: each thing the Content-Security-Policy blocks
 * (decision 022) becomes a console error, so `errors` holds it beside Chromium's own console
 * message, and every screen a test opens is checked for violations.
 */
function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
    console.error(
      `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`,
    );
  });
}

/**
 * Adds an inline script to the page, as an injection would: answers whether it ran (under the
 * policy it must not, and the browser reports a violation).
 */
export const injectInlineScript = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.head.append(script);
    return 'injectedScriptRan' in window;
  });

export interface Session {
  token: string;
  username: string;
}

/**
 * Chromium for one test file against the product of the global setup. Each `open` is a fresh
 * browser context (cold cache, empty storage), closed when the test that opened it finishes, so
 * tests of a file may run concurrently.
 */
export function useBrowser() {
  const product = inject('product');
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    url: string,
    {
      width = 1280,
      session,
      serviceWorkers = WITHOUT_SERVICE_WORKER.serviceWorkers,
      test,
    }: {
      width?: Width;
      session?: Session;
      /** Blocked unless the test is about offline reading (WITHOUT_SERVICE_WORKER). */
      serviceWorkers?: 'allow' | 'block';
      /** The calling test's context: needed where a file's tests run concurrently. */
      test?: TestContext;
    } = {},
  ): Promise<OpenedPage> {
    if (!browser) throw new Error('Chromium is not running');
    const context = await browser.newContext({
      baseURL: product.url,
      viewport: { width, height: HEIGHT[width] },
      serviceWorkers,
    });
    (test?.onTestFinished ?? onTestFinished)(() => context.close());
    await context.addInitScript(reportPolicyViolations);
    if (session) {
      // What the login screen leaves behind (SPEC §3): the app restores the session from it.
      await context.addInitScript(({ token, username }) => {
        // about:blank (a page opened before it is set up) has no storage of its own.
        if (window.location.protocol === 'about:') return;
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('username', username);
      }, session);
    }
    const page = await context.newPage();
    const errors = collectPageErrors(page, { test });
    const settled = trackRequests(page);
    await page.goto(url);
    return { page, errors, settled };
  }

  return { product, open };
}

/** Waits until the first element the locator finds is visible; fails naming the locator. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: SHOW_TIMEOUT_MS });
}

/** Waits until the first element the locator finds is hidden or gone. */
export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: SHOW_TIMEOUT_MS });
}

/**
 * Whether the browser tests keep screenshots (`E2E_SCREENSHOTS=1`): off by default, as encoding
 * them was a sixth of the route checks' time on a 2-core machine (decisions 032 and 051). The
 * checks before each one (content, axe) run either way.
 */
export const SCREENSHOTS_KEPT = process.env.E2E_SCREENSHOTS === '1';

/** With `E2E_SCREENSHOTS=1`, a full-page screenshot at test-results/screenshots/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string, width: Width): Promise<void> {
  if (!SCREENSHOTS_KEPT) return;
  await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
    fullPage: true,
  });
}

/**
 * Until the app has taken a server-rendered page over: React marks each element it hydrated, and
 * the page's heading is part of the page's own code. Before, a link is the browser's own.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: SHOW_TIMEOUT_MS },
  );
}
