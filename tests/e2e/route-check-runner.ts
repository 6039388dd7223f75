import { type TestContext, beforeAll } from 'vitest';
import { blogIdByTitle, tournamentIdByName } from '../support/backend-api';
import { blockingViolationsOf, checkedAt } from './accessibility';
import {
  type OpenedPage,
  type Session,
  WIDTHS,
  expectVisible,
  resizeTo,
  saveScreenshot,
  untilHydrated,
  useBrowser,
} from './browser-fixture';
import {
  BLOG,
  NORMAL_TOURNAMENT,
  type RouteCheck,
  SPECIAL_TOURNAMENT,
  type SeededIds,
} from './route-checks';

/** Selects the page's tab by its name and waits until its panel has settled. */
async function openTab({ page, settled }: OpenedPage, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expectVisible(page.getByRole('tab', { name, exact: true, selected: true }));
  await settled();
}

const slugOf = (text: string) => text.toLowerCase().replace(/\W+/g, '-');

/**
 * A file's browser and the seeded ids its routes open, and the check of one route: it opens on
 * a phone, then gets a desktop's width (one load checks both layouts); the phone, each tab's
 * panel on it and one screen per shell on the desktop are checked for accessibility (decision
 * 032) even when one fails.
 */
export function useRouteChecks() {
  const browser = useBrowser();
  const { product, open } = browser;
  let ids: SeededIds;

  beforeAll(async () => {
    ids = {
      normalTournament: await tournamentIdByName(product.backendUrl, 'normal', NORMAL_TOURNAMENT),
      specialTournament: await tournamentIdByName(
        product.backendUrl,
        'special',
        SPECIAL_TOURNAMENT,
      ),
      blog: await blogIdByTitle(product.backendUrl, BLOG),
    };
  });

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
      if (checkedAt(route.name, width)) await accessible(route.name, width, `at ${width} px`);
      // Each tab's panel on the phone, the players' screen: on a desktop a panel is the same
      // markup, wider, and the suite's time goes mostly to axe (decision 032).
      if (!firstTab || width !== WIDTHS[0]) continue;
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

  return { ...browser, checkRoute };
}
