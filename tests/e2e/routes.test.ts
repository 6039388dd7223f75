import { type TestContext, beforeAll, describe, test } from 'vitest';
import { blogIdByTitle, loginAsDemoPlayer, tournamentIdByName } from '../support/backend-api';
import { blockingViolationsOf } from './accessibility';
import {
  type OpenedPage,
  type Session,
  WIDTHS,
  expectVisible,
  injectInlineScript,
  resizeTo,
  saveScreenshot,
  untilHydrated,
  useBrowser,
} from './browser-fixture';
import {
  BLOG,
  NORMAL_TOURNAMENT,
  PLAYER_ROUTE_CHECKS,
  ROUTE_CHECKS,
  type RouteCheck,
  SPECIAL_TOURNAMENT,
  type SeededIds,
} from './route-checks';

/**
 * Every route of SPEC §2 opens with its content, on a phone and a desktop, without errors, with
 * nothing blocked by the Content-Security-Policy (the fixture reports each violation) and with
 * nothing critical or serious that axe-core finds (WCAG 2.2 AA and best practices, decision
 * 032): for a visitor, and the screens a player sees otherwise.
 */
const { product, open } = useBrowser();
let ids: SeededIds;
let player: Session;

beforeAll(async () => {
  player = await loginAsDemoPlayer(product.backendUrl);
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

/** Selects the page's tab by its name and waits until its panel has settled. */
async function openTab({ page, settled }: OpenedPage, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expectVisible(page.getByRole('tab', { name, exact: true, selected: true }));
  await settled();
}

const slugOf = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

/**
 * Opens the route on a phone, then gives it a desktop's width: one load checks both layouts.
 * Both widths, and each tab's panel, are checked for accessibility even when one fails.
 */
async function checkRoute(route: RouteCheck, context: TestContext, session?: Session) {
  const { expect } = context;
  const opened = await open(route.path(ids), { width: WIDTHS[0], session, test: context });
  const { page, errors, settled } = opened;
  const accessible = async (name: string, width: number, where: string) =>
    expect.soft(await blockingViolationsOf(page, name, width), `axe-core ${where}`).toEqual([]);
  const [firstTab, ...otherTabs] = route.tabs ?? [];
  for (const width of WIDTHS) {
    await resizeTo(page, width);
    for (const locator of route.shows(page)) await expectVisible(locator);
    // Late requests (images, lazy data) settle before the screenshot and the checks.
    await settled();
    await saveScreenshot(page, route.name, width);
    await accessible(route.name, width, `at ${width} px`);
    if (!firstTab) continue;
    // A tap is answered once the app has taken the server's page over.
    await untilHydrated(page);
    for (const tab of otherTabs) {
      await openTab(opened, tab);
      await accessible(`${route.name}-${slugOf(tab)}`, width, `on ${tab} at ${width} px`);
    }
    await openTab(opened, firstTab);
  }
  expect(errors).toEqual([]);
}

// Each route has a context of its own: a few run at once, waiting on the product together.
describe.concurrent('on a phone and a desktop', () => {
  test.for(ROUTE_CHECKS)('$name shows its content', (route, context) => checkRoute(route, context));
});

describe.concurrent("a player's screens on a phone and a desktop", () => {
  test.for(PLAYER_ROUTE_CHECKS)('$name shows its content', (route, context) =>
    checkRoute(route, context, player),
  );
});
