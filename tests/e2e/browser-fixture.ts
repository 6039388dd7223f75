import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from '../support/chromium';
import { collectPageErrors } from '../support/page-errors';
import { REPO_ROOT } from '../support/product';

/** The two widths every screen is checked at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

const HEIGHT: Record<Width, number> = { 375: 812, 1280: 800 };
const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'test-results', 'screenshots');
/** How long a user-visible change may take to show (a cold page load on a busy CI machine). */
export const SHOW_TIMEOUT_MS = 20_000;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions of this page so far. */
  errors: string[];
}

export interface Session {
  token: string;
  username: string;
}

/**
 * Chromium for one test file against the product of the global setup. Each `open` is a fresh
 * browser context (cold cache, empty storage); contexts close after each test.
 */
export function useBrowser() {
  const product = inject('product');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    url: string,
    { width = 1280, session }: { width?: Width; session?: Session } = {},
  ): Promise<OpenedPage> {
    if (!browser) throw new Error('Chromium is not running');
    const context = await browser.newContext({
      baseURL: product.url,
      viewport: { width, height: HEIGHT[width] },
    });
    contexts.push(context);
    if (session) {
      // What the login screen leaves behind (SPEC §3): the app restores the session from it.
      await context.addInitScript(({ token, username }) => {
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('username', username);
      }, session);
    }
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(url);
    return { page, errors };
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

/** A full-page screenshot at test-results/screenshots/<name>-<width>.png. */
export async function saveScreenshot(page: Page, name: string, width: Width): Promise<void> {
  await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
    fullPage: true,
  });
}
