import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PLAYER, DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { OFFLINE_CACHES } from '../../web/src/lib/offline/offline-caches';
import { loginAsDemoPlayer, tournamentIdByName } from '../support/backend-api';
import { allowPageErrors } from '../support/page-errors';
import {
  SHOW_TIMEOUT_MS,
  type Session,
  expectVisible,
  untilHydrated,
  useBrowser,
} from './browser-fixture';
import { recordReads, savedReads, untilServiceWorkerControls } from './service-worker-support';

/**
 * Decision 020: with the service worker in control, what a player last saw stays readable with
 * no network (Chromium's offline mode), under a banner that says so.
 */
const { product, open } = useBrowser();

/** Live, the demo player's squad booked and the room released. */
const NORMAL = DEMO_TOURNAMENTS.find((tournament) => tournament.name === 'Bermuda Blitz Cup')!;
const ROOM = NORMAL.room!;
const OFFLINE_NOTICE = 'You are offline. Showing what you last saw';

let detailsPath: string;
let player: Session;

beforeAll(async () => {
  detailsPath = `/tournaments-details/${await tournamentIdByName(product.backendUrl, 'normal', NORMAL.name)}`;
  player = await loginAsDemoPlayer(product.backendUrl);
});

/** The paths of the pages the service worker saved. */
const savedPages = (page: Page) =>
  page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, OFFLINE_CACHES.pages);

/** Waits until the service worker has saved `pages` and every read in `reads` to `cache`. */
async function untilSaved(page: Page, pages: string[], cache: string, reads: Set<string>) {
  await expect
    .poll(() => savedPages(page), { timeout: SHOW_TIMEOUT_MS })
    .toEqual(expect.arrayContaining(pages));
  await expect
    .poll(() => savedReads(page, cache), { timeout: SHOW_TIMEOUT_MS })
    .toEqual(expect.arrayContaining([...reads]));
}

/** Whether what the page shows at the middle of the element is the element itself. */
const isUncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return shown !== null && element.contains(shown);
  });

/**
 * What Chromium logs for a request that fails because this file cut the network: the live
 * socket's connection, and a read the service worker leaves to the network.
 */
const OFFLINE_FAILURE =
  /^console error: (Failed to load resource|WebSocket connection to '\S+' failed: Error in connection establishment): net::ERR_INTERNET_DISCONNECTED /;

/**
 * The footer's grievance officer is read with the server's render, so no saved read holds it:
 * offline the worker answers its read with a network error and the line stays hidden.
 */
const OFFICER_READ_OFFLINE =
  /^console error: Failed to load resource: net::ERR_FAILED \(\S+operationName=SiteGrievanceOfficer&/;

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel');
}

const tournamentCard = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: NORMAL.name });

describe('with no network', () => {
  test('a visitor reads the tournament list and a details page last seen', async () => {
    const { page, errors } = await open('/tournaments', { width: 375, serviceWorkers: 'allow' });
    await untilServiceWorkerControls(page);
    // Through the service worker from here: the page and its reads are saved as they arrive.
    const reads = recordReads(page);
    await page.reload();
    await expectVisible(tournamentCard(page));
    // The app's own navigation, which reads the details (before it has taken the page over, the
    // link is the browser's and the details page comes server-rendered, with no read to save).
    await untilHydrated(page);
    await page.getByRole('main').getByRole('link', { name: NORMAL.name }).first().click();
    await expectVisible(page.getByRole('heading', { level: 1, name: NORMAL.name }));
    expect(reads).toContain('TournamentDetails');
    await untilSaved(page, ['/tournaments'], OFFLINE_CACHES.publicData, reads);
    await expect(offlineBanner(page).count()).resolves.toBe(0);

    allowPageErrors(errors, OFFLINE_FAILURE);
    allowPageErrors(errors, OFFICER_READ_OFFLINE);
    await page.context().setOffline(true);

    // Never loaded as a page of its own: the shell renders it from the saved reads.
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: NORMAL.name }));
    await expectVisible(page.getByText(`₹${NORMAL.prizePoolRupees.toLocaleString('en-IN')}`));
    await expectVisible(offlineBanner(page));

    await page.goto('/tournaments');
    await expectVisible(tournamentCard(page));
    await expectVisible(offlineBanner(page));
    // The banner covers nothing: the page's title is where a tap on it lands.
    const title = page.getByRole('heading', { level: 1, name: 'Tournaments' });
    await expect.poll(() => isUncovered(title)).toBe(true);
  });

  test("a booked player reads the room last seen; logging out deletes the player's saved reads", async () => {
    const { page, errors } = await open('/profile', {
      width: 375,
      session: player,
      serviceWorkers: 'allow',
    });
    await untilServiceWorkerControls(page);
    const reads = recordReads(page);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: DEMO_PLAYER.username }));
    await page.goto(detailsPath);
    const idp = await openTab(page, 'IDP');
    await expectVisible(idp.getByText(ROOM.id, { exact: true }));
    expect(reads).toContain('TournamentRoom');
    await untilSaved(page, ['/profile', detailsPath], OFFLINE_CACHES.playerData, reads);
    // Everything this player read went with the token: nothing of it is kept for visitors.
    await expect(savedReads(page, OFFLINE_CACHES.publicData)).resolves.toEqual([]);

    allowPageErrors(errors, OFFLINE_FAILURE);
    await page.context().setOffline(true);

    await page.reload();
    const savedIdp = await openTab(page, 'IDP');
    await expectVisible(savedIdp.getByText(ROOM.id, { exact: true }));
    await expectVisible(savedIdp.getByText(ROOM.password, { exact: true }));
    await expectVisible(offlineBanner(page));

    // Logging out offline: the platform is not told, the browser forgets all the same.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect(
      page.evaluate((name) => caches.has(name), OFFLINE_CACHES.playerData),
    ).resolves.toBe(false);
  });
});
