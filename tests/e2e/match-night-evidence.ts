import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from '../support/product';
import { blockingViolationsOf } from './accessibility';
import { SCREENSHOTS_KEPT, SHOW_TIMEOUT_MS } from './browser-fixture';

/**
 * What the match-night journey leaves for the closing note of issue 22: a screenshot of each
 * new screen as it passes it (with `E2E_SCREENSHOTS=1`), and the organiser's figures (taps and
 * typed fields for one 12-squad match, minutes of console work for the evening) in a file,
 * since the tests print nothing.
 */
const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
const SCREENSHOTS_DIR = path.join(RESULTS_DIR, 'screenshots', 'match-night');
export const FIGURES_FILE = path.join(RESULTS_DIR, 'match-night-figures.json');

/**
 * Until no finite animation runs: a toast sliding in is read by axe in its blended colours, and
 * a screenshot would catch it half-drawn. Endless ones (a spinner) are not waited for.
 */
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
 * Checks the screen with axe (decision 032): a critical or serious violation fails the journey.
 * With `E2E_SCREENSHOTS=1`, then a full-page screenshot at
 * test-results/screenshots/match-night/<name>-<width>.png.
 */
export async function screen(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // A toast lies over the screen for a few seconds: the screen is read and kept once it has gone.
  await page
    .locator('[data-rht-toaster] [role="status"]')
    .first()
    .waitFor({ state: 'hidden', timeout: SHOW_TIMEOUT_MS });
  await untilStill(page);
  // From the top, as the screen opens: the phone's fixed bars then cover no field halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Soft: the journey goes on to the next screens and fails at its end naming every barrier.
  expect.soft(await blockingViolationsOf(page, `match-night-${name}`, width), name).toEqual([]);
  if (!SCREENSHOTS_KEPT) return;
  await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
    fullPage: true,
  });
}

/**
 * With `E2E_SCREENSHOTS=1`, the overlay as OBS shows it: the 1920×1080 viewport, its transparent
 * background kept.
 */
export async function overlayShot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_KEPT) return;
  await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS_DIR, `${name}-1920x1080.png`),
    omitBackground: true,
  });
}

/**
 * The organiser's hands on the console: every tap and typed field goes through here, so the
 * journey counts those of the match entry, and the time spent on console work adds up.
 */
export function organiserHands() {
  let consoleMs = 0;
  let counting = false;
  const entry = { taps: 0, typedFields: 0 };
  const evening = { taps: 0, typedFields: 0 };
  return {
    async tap(locator: Locator): Promise<void> {
      if (counting) entry.taps += 1;
      evening.taps += 1;
      await locator.click();
    },
    async type(locator: Locator, value: string): Promise<void> {
      if (counting) entry.typedFields += 1;
      evening.typedFields += 1;
      await locator.fill(value);
    },
    /** A pick in a list (a native select): one tap on a phone's picker. */
    async choose(locator: Locator, value: string): Promise<void> {
      if (counting) entry.taps += 1;
      evening.taps += 1;
      await locator.selectOption(value);
    },
    /** Console work: its wall-clock time counts towards the evening's minutes. */
    async work<T>(step: () => Promise<T>): Promise<T> {
      const started = Date.now();
      try {
        return await step();
      } finally {
        consoleMs += Date.now() - started;
      }
    },
    /** The one 12-squad match entry whose taps and typed fields the closing note counts. */
    async countingEntry<T>(step: () => Promise<T>): Promise<T> {
      counting = true;
      try {
        return await step();
      } finally {
        counting = false;
      }
    },
    /** Writes the figures for the lead's closing note. */
    async write(squads: number): Promise<void> {
      const figures = {
        matchEntry: {
          squads,
          before: { inputs: squads * 7, note: 'the old results sheet, as issue 22 counts it' },
          after: { ...entry, total: entry.taps + entry.typedFields },
        },
        consoleMinutes: Math.round((consoleMs / 60_000) * 10) / 10,
        /** Every tap and typed field of the organiser's evening, the match entry included. */
        eveningInputs: { ...evening, total: evening.taps + evening.typedFields },
      };
      await fs.mkdir(RESULTS_DIR, { recursive: true });
      await fs.writeFile(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    },
  };
}
