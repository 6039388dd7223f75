import { beforeAll, describe, test } from 'vitest';
import { blogIdByTitle, tournamentIdByName } from '../support/backend-api';
import {
  WIDTHS,
  expectVisible,
  injectInlineScript,
  resizeTo,
  saveScreenshot,
  useBrowser,
} from './browser-fixture';
import {
  BLOG,
  NORMAL_TOURNAMENT,
  ROUTE_CHECKS,
  SPECIAL_TOURNAMENT,
  type SeededIds,
} from './route-checks';

/**
 * Every route of SPEC §2 opens with its content, on a phone and a desktop, without errors and
 * with nothing blocked by the Content-Security-Policy (the fixture reports each violation).
 */
const { product, open } = useBrowser();
let ids: SeededIds;

beforeAll(async () => {
  ids = {
    normalTournament: await tournamentIdByName(product.backendUrl, 'normal', NORMAL_TOURNAMENT),
    specialTournament: await tournamentIdByName(product.backendUrl, 'special', SPECIAL_TOURNAMENT),
    blog: await blogIdByTitle(product.backendUrl, BLOG),
  };
});

test("the fixture's errors hold what the Content-Security-Policy blocks", async ({ expect }) => {
  // An empty error list on the screens below therefore means nothing was blocked.
  const { page, errors } = await open('/about-us');
  expect(await injectInlineScript(page)).toBe(false);
  await expect
    .poll(() => errors)
    .toContainEqual(
      expect.stringMatching(/Content-Security-Policy violation: script-src-elem blocked inline/),
    );
});

// Each route has a context of its own: a few run at once, waiting on the product together. The
// page opens on a phone, then takes a desktop's width: one load checks both layouts.
describe.concurrent('on a phone and a desktop', () => {
  test.for(ROUTE_CHECKS)('$name shows its content', async (route, context) => {
    const { expect } = context;
    const { page, errors, settled } = await open(route.path(ids), {
      width: WIDTHS[0],
      test: context,
    });
    for (const width of WIDTHS) {
      await resizeTo(page, width);
      for (const locator of route.shows(page)) await expectVisible(locator);
      // Late requests (images, lazy data) settle before the screenshot and the error check.
      await settled();
      await saveScreenshot(page, route.name, width);
    }
    expect(errors).toEqual([]);
  });
});
