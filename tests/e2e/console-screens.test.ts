import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { loginAsAdmin } from '../support/backend-api';
import { blockingViolationsOf, checkedAt } from './accessibility';
import {
  type Session,
  WIDTHS,
  expectHidden,
  expectVisible,
  resizeTo,
  saveScreenshot,
  useBrowser,
} from './browser-fixture';
import { CONSOLE_SCREENS, type ConsoleIds, consoleIdsOf } from './console-route-checks';

/**
 * Every console screen opens for an organiser with its content, on a phone and a desktop,
 * without errors, without anything wider than the phone's screen and with nothing critical or
 * serious that axe-core finds (WCAG 2.2 AA and best practices, decision 032). Reads only: the
 * shared product keeps its demo data as seeded.
 */
const { product, open } = useBrowser();

let ids: ConsoleIds;
let organiser: Session;

beforeAll(async () => {
  const token = await loginAsAdmin(product.backendUrl);
  organiser = { token, username: 'organiser' };
  ids = await consoleIdsOf(product.backendUrl, token);
});

/** How far the page's content reaches past the viewport's right edge, in CSS pixels. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Each screen has a context of its own: a few run at once, waiting on the product together. The
// screen opens on a phone, then takes a desktop's width: one load checks both layouts.
describe.concurrent('on a phone and a desktop', () => {
  test.for(CONSOLE_SCREENS)('$name opens with its content', async (screen, context) => {
    const { expect } = context;
    const { page, errors, settled } = await open(screen.path(ids), {
      width: WIDTHS[0],
      session: organiser,
      test: context,
    });
    for (const width of WIDTHS) {
      await resizeTo(page, width);
      await expectVisible(page.getByRole('navigation', { name: 'Console' }));
      await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }));
      // Data arrives, then nothing is still loading.
      await settled();
      await expectHidden(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /loading/i }),
      );
      expect(await overflowOf(page), `at ${width} px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, screen.name, width);
      if (!checkedAt(screen.name, width)) continue;
      expect
        .soft(await blockingViolationsOf(page, screen.name, width), `axe-core at ${width} px`)
        .toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
