/**
 * The web app's first load, against the built app (web/dist; run `npm run build` first) served
 * by the gateway in front of a backend with the demo data (each a child process, PGlite):
 *  (a) the JavaScript and CSS a first visit to / and to /tournaments loads: files, bytes and
 *      bytes gzipped at level 9 (what a compressing server would send);
 *  (b) the time from navigation until the tournament list shows (a tournament card's name is
 *      visible) on a 375×812 phone with Chromium's "Slow 4G" network throttling and a 4× slower
 *      CPU, from a cold cache: each run and the median of RUNS.
 *
 *   npm run bench:web
 */
import type { Browser } from 'playwright-core';
import { DEMO_TOURNAMENTS } from '../backend/src/seed/demo-data';
import { launchChromium } from '../tests/support/chromium';
import { startProduct } from '../tests/support/product';
import {
  CPU_SLOWDOWN,
  type LoadedAsset,
  PHONE_VIEWPORT,
  SLOW_4G,
  emulateSlowPhone,
  formatTable,
  kib,
  median,
  recordAssets,
} from './support/browser';
import { benchSetting } from './support/size';

const RUNS = benchSetting('BENCH_RUNS', 3, 1);
const TOURNAMENT_NAMES = DEMO_TOURNAMENTS.map((tournament) => tournament.name);

/** What shows when each page has loaded: its main heading (then the network goes quiet). */
const FIRST_VISITS = [
  { path: '/', shows: 'Creators Combat League' },
  { path: '/tournaments', shows: 'Tournaments' },
];

async function firstVisitAssets(browser: Browser, url: string, heading: string) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    return await assets.done();
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation start until a tournament card's name is on screen. */
async function timeToTournamentList(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(page);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // Checked in the page at every frame, timed by the page's own clock (0 = navigation start).
    const shownAt = await page.waitForFunction(
      (names) => {
        // A card's name, at whatever heading level its page gives it.
        const shown = [...document.querySelectorAll('main .tournament-card__name')].some(
          (heading) =>
            names.includes(heading.textContent?.trim() ?? '') &&
            heading.getBoundingClientRect().height > 0,
        );
        return shown ? performance.now() : false;
      },
      TOURNAMENT_NAMES,
      { polling: 'raf', timeout: 120_000 },
    );
    return Math.round(Number(await shownAt.jsonValue()));
  } finally {
    await context.close();
  }
}

function assetRows(path: string, assets: LoadedAsset[]) {
  const of = (type: LoadedAsset['type']) => assets.filter((asset) => asset.type === type);
  const sum = (list: LoadedAsset[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((total, asset) => total + asset[key], 0);
  return [
    ['JavaScript', of('script')],
    ['CSS', of('stylesheet')],
    ['JS + CSS', assets],
  ].map(([label, list]) => [
    `${path} ${label as string}`,
    String((list as LoadedAsset[]).length),
    kib(sum(list as LoadedAsset[], 'bytes')),
    kib(sum(list as LoadedAsset[], 'gzipBytes')),
  ]);
}

async function main() {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const sizeRows: string[][] = [];
    for (const visit of FIRST_VISITS) {
      const assets = await firstVisitAssets(browser, `${product.url}${visit.path}`, visit.shows);
      sizeRows.push(...assetRows(visit.path, assets));
    }

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      times.push(await timeToTournamentList(browser, `${product.url}/tournaments`));
    }

    const network = `latency ${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down, ${(SLOW_4G.uploadThroughput * 8) / 1e3} kbit/s up`;
    process.stdout.write(
      [
        'First visit: JavaScript and CSS loaded (gzip level 9)',
        formatTable(['page', 'files', 'bytes', 'gzipped'], sizeRows),
        '',
        `Tournament list shown on a ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} phone, Slow 4G (${network}), CPU ${CPU_SLOWDOWN}× slower, cold cache`,
        formatTable(
          ['run', 'time to list'],
          [
            ...times.map((time, run) => [String(run + 1), `${time} ms`]),
            [`median of ${RUNS}`, `${median(times)} ms`],
          ],
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
