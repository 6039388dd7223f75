import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PLAYER } from '../../backend/src/seed/demo-data';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { OFFLINE_CACHES } from '../../web/src/lib/offline/offline-caches';
import { TOKEN_KEY } from '../../web/src/lib/session-keys';
import { loginAsAdmin, loginAsDemoPlayer } from '../support/backend-api';
import { type Session, expectVisible, useBrowser } from './browser-fixture';
import { consoleIdsOf } from './console-route-checks';
import {
  everySavedRead,
  recordReads,
  savedReads,
  sessionDigestOf,
  untilServiceWorkerControls,
} from './service-worker-support';

/**
 * Decision 033: what the service worker saves of a player's reads belongs to that player's
 * session only, and goes when the stored token changes; an organiser's reads are never saved.
 * Checked as the next person on the browser would look: every cache, through devtools' API.
 */
const { product, open } = useBrowser();

let player: Session;
let organiser: Session;
let playerId: string;

beforeAll(async () => {
  player = await loginAsDemoPlayer(product.backendUrl);
  organiser = { token: await loginAsAdmin(product.backendUrl), username: 'organiser' };
  playerId = (await consoleIdsOf(product.backendUrl, organiser.token)).player;
});

/** The saved answers that hold something of the demo player: read with its token, or its mobile. */
async function playersSavedReads(page: Page) {
  const digest = sessionDigestOf(player.token);
  const saved = await everySavedRead(page);
  return saved
    .filter((read) => read.session === digest || read.body.includes(DEMO_PLAYER.mobile))
    .map((read) => `${read.cache} ${read.operationName}`);
}

/** The demo player opens the wallet and the profile (the bell reads on both): all is saved. */
async function playerReadsPrivatePages(): Promise<Page> {
  const { page } = await open('/wallet', { width: 375, session: player, serviceWorkers: 'allow' });
  await untilServiceWorkerControls(page);
  const reads = recordReads(page);
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Wallet' }));
  await page.goto('/profile');
  await expectVisible(page.getByRole('heading', { level: 1, name: DEMO_PLAYER.username }));
  // The header's balance may come after the page's heading on a busy machine: wait for it.
  await expect
    .poll(() => [...reads])
    .toEqual(expect.arrayContaining(['ViewerBalance', 'ViewerProfile', 'ViewerNotifications']));
  await expect
    .poll(() => savedReads(page, OFFLINE_CACHES.playerData))
    .toEqual(expect.arrayContaining([...reads]));
  // What the next person would find today: the player's mobile among them.
  await expect(playersSavedReads(page)).resolves.toEqual(
    expect.arrayContaining([`${OFFLINE_CACHES.playerData} ViewerProfile`]),
  );
  return page;
}

describe("a player's saved reads go when the stored token changes", () => {
  test('another tab stores another token: this tab deletes them', async () => {
    const page = await playerReadsPrivatePages();

    // The other tab only writes the token (no read of its own): this tab hears of it.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/about-us');
    await otherTab.evaluate(({ key, token }) => localStorage.setItem(key, token), {
      key: TOKEN_KEY,
      token: organiser.token,
    });

    await expect.poll(() => playersSavedReads(page)).toEqual([]);
  });

  test('someone else logs in on the same tab: they are deleted', async () => {
    const page = await playerReadsPrivatePages();

    await page.goto('/login');
    await page.getByLabel('Mobile').fill(BENCH_ADMIN.mobile);
    await page.getByLabel('Password').fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');

    await expect.poll(() => playersSavedReads(page)).toEqual([]);
  });
});

/** A visitor's read made by the page after everything else, and saved as visitors' reads are. */
async function untilAVisitorsReadIsSaved(page: Page) {
  const answer = await page.evaluate(async () => {
    const response = await fetch(
      '/graphql?operationName=Marker&query=query%20Marker%7B__typename%7D',
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    return response.status;
  });
  expect(answer).toBe(200);
  await expect.poll(() => savedReads(page, OFFLINE_CACHES.publicData)).toContain('Marker');
}

test("an organiser's console reads are never saved", async () => {
  const { page } = await open('/admin/players', {
    width: 375,
    session: organiser,
    serviceWorkers: 'allow',
  });
  await untilServiceWorkerControls(page);
  const reads = recordReads(page);
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Players' }));
  await page.goto(`/admin/players/${playerId}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: DEMO_PLAYER.username }));
  await page.goto('/admin/money?tab=withdrawals');
  await expectVisible(page.getByRole('heading', { level: 1 }));
  expect(reads).toContain('PlayerDetail');
  // By the time this later read is saved, any earlier one would have been.
  await untilAVisitorsReadIsSaved(page);

  const saved = await everySavedRead(page);
  expect(saved.filter((read) => reads.has(read.operationName ?? ''))).toEqual([]);
  expect(saved.filter((read) => read.body.includes(DEMO_PLAYER.mobile))).toEqual([]);
});
