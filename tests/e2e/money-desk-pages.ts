import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectPageErrors } from '../support/page-errors';
import { REPO_ROOT } from '../support/product';
import { blockingViolationsOf } from './accessibility';
import {
  SCREENSHOTS_KEPT,
  SHOW_TIMEOUT_MS,
  type Session,
  WITHOUT_SERVICE_WORKER,
} from './browser-fixture';
import type { ProductAddress } from './global-setup';

/**
 * The money-desk journey's phones, a check of each screen it passes (axe, decision 032, and a
 * screenshot on request), and the organiser's counted hands, which bench/money-desk-figures.ts also uses.
 */
const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
const SCREENSHOTS_DIR = path.join(RESULTS_DIR, 'screenshots');

export interface Phone {
  page: Page;
  /** Console errors and warnings: the journey fails at its end on any (page-errors.ts). */
  errors: string[];
}

/**
 * A phone at 375 px with a touch screen (a fresh context, logged in as `session` unless a
 * visitor's): the Deposit tab offers its `upi://pay` link where a UPI app can take it.
 */
export async function openPhone(
  browser: Browser,
  product: ProductAddress,
  url: string,
  session?: Session,
): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
    ...WITHOUT_SERVICE_WORKER,
  });
  if (session) {
    await context.addInitScript(({ token, username }) => {
      if (window.location.protocol === 'about:') return;
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('username', username);
    }, session);
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  return { page, errors };
}

export const main = (page: Page) => page.getByRole('main');

export const heading = (page: Page, name: string | RegExp) =>
  main(page).getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

/** Until no finite animation runs: a dialog sliding in would be read half-drawn. */
const untilStill = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: SHOW_TIMEOUT_MS },
  );

/**
 * The screen as it is now, checked with axe (a critical or serious violation fails the journey
 * at its end, naming the screen) and, with `E2E_SCREENSHOTS=1`, kept at
 * test-results/screenshots/<journey>/<name>-375.png (the money desk's unless another journey
 * names its own). A toast is waited out unless `withToast`, where the toast is what the screen
 * shows.
 */
export async function screen(
  page: Page,
  name: string,
  { withToast = false, journey = 'money-desk' } = {},
) {
  const width = page.viewportSize()?.width ?? 0;
  if (!withToast) {
    await page
      .locator('[data-rht-toaster] [role="status"]')
      .first()
      .waitFor({ state: 'hidden', timeout: SHOW_TIMEOUT_MS });
  }
  await untilStill(page);
  // From the top, as the screen opens: the phone's fixed bars then cover no field halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await blockingViolationsOf(page, `${journey}-${name}`, width), name).toEqual([]);
  if (!SCREENSHOTS_KEPT) return;
  await fs.mkdir(path.join(SCREENSHOTS_DIR, journey), { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, journey, `${name}-${width}.png`),
    fullPage: true,
  });
}

/** Saves a download the page started and answers its text (UTF-8, the BOM kept). */
export async function downloadedText(download: Download): Promise<string> {
  const file = path.join(RESULTS_DIR, 'money-desk-downloads', download.suggestedFilename());
  await fs.mkdir(path.dirname(file), { recursive: true });
  await download.saveAs(file);
  return fs.readFile(file, 'utf8');
}

/** Taps and key entries (a field typed, a file chosen) of one organiser's run, and its time. */
export interface Effort {
  taps: number;
  keyEntries: number;
  total: number;
  seconds: number;
}

/**
 * The organiser's hands for the figures of the closing note: every tap and key entry of a run
 * goes through here, and the run's wall-clock time is measured from its first input to the
 * moment the last deposit shows as credited. Times are recorded, never asserted.
 */
export function countingHands() {
  let taps = 0;
  let keyEntries = 0;
  return {
    async tap(locator: Locator): Promise<void> {
      taps += 1;
      await locator.click();
    },
    async type(locator: Locator, value: string): Promise<void> {
      keyEntries += 1;
      await locator.fill(value);
    },
    /** Choosing a file in the phone's picker: a tap on the field and one on the file. */
    async chooseFile(
      locator: Locator,
      file: { name: string; mimeType: string; buffer: Buffer },
    ): Promise<void> {
      taps += 2;
      await locator.setInputFiles(file);
    },
    async run(step: () => Promise<void>): Promise<Effort> {
      [taps, keyEntries] = [0, 0];
      const started = performance.now();
      await step();
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      return { taps, keyEntries, total: taps + keyEntries, seconds };
    },
  };
}
export type Hands = ReturnType<typeof countingHands>;
