import type { Locator, Page } from 'playwright-core';
import { type TestContext, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_BLOGS, DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { SLOW_4G } from '../../bench/support/browser';
import { blogIdByTitle, loginAsDemoPlayer, tournamentIdByName } from '../support/backend-api';
import { type Session, type Width, expectVisible, useBrowser } from './browser-fixture';

/**
 * Issue 11, "nothing moves": each public page, loaded cold on a 375 px phone (and a laptop) over
 * an emulated Slow 4G network, shifts its layout by a CLS of at most 0.05 until it has settled.
 * The slow network spreads the page's arrival (code, data, pictures) over separate frames, as
 * on a phone, so each arrival's shift is seen; the CPU is not slowed, to keep the test fast.
 * A visitor gets the server-rendered page; a signed-in player the client-rendered one, which
 * shows skeletons while its data arrives (as the shell does when the server gives up).
 *
 * CLS here is the plain sum of every layout-shift entry without recent input, from the first
 * paint until the page has settled. That is never less than web-vitals' figure (the largest
 * session window), so a page that passes here passes there too.
 */
const { product, open } = useBrowser();

const MAX_CLS = 0.05;

/**
 * How long a whole page may take to arrive over the emulated Slow 4G (its code, data and
 * pictures at 1.6 Mbit/s, shared with two other pages' loads and the rest of the suite on a busy
 * machine): a page still loading after SHOW_TIMEOUT_MS is slow, not stuck.
 */
const SLOW_NETWORK_SETTLE_MS = 45_000;

/** An upcoming normal tournament: the booking view a visitor lands on from a card. */
const TOURNAMENT = 'Kalahari Clash Weekly';
const BLOG = DEMO_BLOGS[0]!.title;
if (!DEMO_TOURNAMENTS.some((tournament) => tournament.name === TOURNAMENT)) {
  throw new Error(`the demo data has no tournament ${TOURNAMENT}`);
}

interface Shift {
  value: number;
  hadRecentInput: boolean;
  /** What moved, as tag.class of each source node (for the failure message). */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift of the page from its first paint, before any script of the app. */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  window.__layoutShifts = shifts;
  const nameOf = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().replace(/\s+/g, '.')}` : ''}`
      : String(node?.nodeName ?? 'gone');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      };
      shifts.push({
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        sources: (shift.sources ?? []).map((source) => nameOf(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` cold on Slow 4G with the shifts recorded from the start. */
async function openOnSlowNetwork(
  path: string,
  { width, session }: { width: Width; session?: Session },
  context: TestContext,
) {
  const opened = await open('about:blank', { width, session, test: context });
  const { page } = opened;
  await page.context().addInitScript(recordLayoutShifts);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(path);
  return opened;
}

/**
 * Settled: the page's content is visible, no request is in flight, the fonts are ready, every
 * picture in view has loaded, and two frames have been painted since (shifts are reported
 * after the frame that made them).
 */
async function settle(
  page: Page,
  content: Locator[],
  settled: (timeoutMs: number) => Promise<void>,
) {
  for (const locator of content) await expectVisible(locator);
  await settled(SLOW_NETWORK_SETTLE_MS);
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const inView = (start: number, end: number, size: number) => end > 0 && start < size;
          return (
            box.width > 0 &&
            inView(box.top, box.bottom, window.innerHeight) &&
            inView(box.left, box.right, window.innerWidth)
          );
        })
        .every((image) => image.complete),
    undefined,
    { polling: 'raf', timeout: SLOW_NETWORK_SETTLE_MS },
  );
  await settled(SLOW_NETWORK_SETTLE_MS);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const clsOf = (shifts: readonly Shift[]) =>
  shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);

let ids: { tournament: string; blog: string };
let player: Session;
beforeAll(async () => {
  ids = {
    tournament: await tournamentIdByName(product.backendUrl, 'normal', TOURNAMENT),
    blog: await blogIdByTitle(product.backendUrl, BLOG),
  };
  player = await loginAsDemoPlayer(product.backendUrl);
});

interface PublicPage {
  name: string;
  path: () => string;
  /** What the visitor came for: visible once the page's data has arrived. */
  content: (page: Page) => Locator[];
}

const PAGES: PublicPage[] = [
  {
    name: 'home',
    path: () => '/',
    content: (page) => [
      page.getByRole('region', { name: 'New Matches' }).getByRole('link', { name: /Squad Up/ }),
      page.getByRole('region', { name: 'Agent News' }).getByRole('link', { name: /Read more/ }),
    ],
  },
  {
    name: 'tournament list',
    path: () => '/tournaments',
    content: (page) => [page.getByRole('heading', { level: 2, name: TOURNAMENT })],
  },
  {
    name: "a normal tournament's details",
    path: () => `/tournaments-details/${ids.tournament}`,
    content: (page) => [page.getByRole('heading', { level: 1, name: TOURNAMENT })],
  },
  {
    name: 'blog list',
    path: () => '/blogs',
    content: (page) => [page.getByRole('heading', { level: 2, name: BLOG })],
  },
  {
    name: 'a blog',
    path: () => `/blogs/${ids.blog}`,
    content: (page) => [page.getByRole('heading', { level: 1, name: BLOG })],
  },
];

const VIEWERS = [
  { who: 'a visitor', width: 375, signedIn: false },
  { who: 'a visitor', width: 1280, signedIn: false },
  { who: 'a signed-in player', width: 375, signedIn: true },
] as const;

describe.each(VIEWERS)('$who at $width px on Slow 4G', ({ width, signedIn }) => {
  test.concurrent.for(PAGES)(
    `$name loads with a CLS of at most ${MAX_CLS}`,
    { timeout: 3 * SLOW_NETWORK_SETTLE_MS },
    async ({ path, content }, context) => {
      const session = signedIn ? player : undefined;
      const { page, settled, errors } = await openOnSlowNetwork(
        path(),
        { width, session },
        context,
      );
      await settle(page, content(page), settled);

      const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
      const cls = clsOf(shifts);
      const moved = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      expect(cls, `CLS on ${path()}; what moved:\n${moved.join('\n')}`).toBeLessThanOrEqual(
        MAX_CLS,
      );
      expect(errors).toEqual([]);
    },
  );
});
