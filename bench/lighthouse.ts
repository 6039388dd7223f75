/**
 * Lighthouse (its default mobile settings: a mid-range phone, simulated Slow 4G, 4× CPU
 * slowdown) on the public pages of the built product, served by the gateway in front of a
 * backend with the demo data (each a child process, PGlite), in Debian's Chromium:
 * performance score, LCP, CLS, TBT and the accessibility score of `/`, `/tournaments`, a normal
 * tournament's details and `/blogs`. Each page is measured BENCH_RUNS times (default 1) from a
 * cold start of the browser; the median run (by performance score) is shown.
 *
 *   npm run bench:lighthouse            (needs `npm run build`, which `npm test` also runs)
 *   BENCH_RUNS=3 npm run bench:lighthouse
 *   BENCH_REPORTS_DIR=lighthouse-reports npm run bench:lighthouse   (keeps each whole report)
 *   BENCH_CPU_SLOWDOWN=8 npm run bench:lighthouse   (a slower phone, or a faster machine's 4×)
 *
 * The CPU slowdown divides this machine's speed, so a machine twice as fast (Lighthouse's
 * benchmark index, printed) measures a phone twice as fast: compare figures at a like index,
 * or scale the slowdown with the index.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { startProduct } from '../tests/support/product';
import { formatTable } from './support/browser';
import { TINY_RUN, benchSetting } from './support/size';

const RUNS = benchSetting('BENCH_RUNS', 1, 1);
/** Lighthouse's CPU slowdown; unset, its default (4). */
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;
/** A folder to keep each run's whole report in (JSON), to see where a figure comes from. */
const REPORTS_DIR = process.env.BENCH_REPORTS_DIR;

interface PageFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's CPU: figures compare across machines only at a like index. */
  benchmarkIndex: number;
}

/** A normal (not special) tournament of the demo data, as a visitor's list shows it. */
async function normalTournamentPath(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ tournaments { id kind } }' }),
  });
  const body = (await res.json()) as { data?: { tournaments: { id: string; kind: string }[] } };
  const normal = body.data?.tournaments.find((tournament) => tournament.kind === 'NORMAL');
  if (!normal) throw new Error('the demo data has no normal tournament');
  return `/tournaments-details/${normal.id}`;
}

class LighthouseRunError extends Error {
  readonly code: string;
  constructor(url: string, runtimeError: { code: string; message: string }) {
    super(`${url}: ${runtimeError.message}`);
    this.code = runtimeError.code;
  }
}

/** Lighthouse sometimes misses the start of the page load in its trace and asks to run again. */
const RETRIED_CODES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
const ATTEMPTS = 3;

async function measureWithRetries(url: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      const retried = error instanceof LighthouseRunError && RETRIED_CODES.has(error.code);
      if (!retried || attempt === ATTEMPTS) throw error;
      console.error(`${error.message}; measuring again`);
    }
  }
}

async function measure(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError);
    if (REPORTS_DIR) {
      await mkdir(REPORTS_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      await writeFile(join(REPORTS_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

const medianRun = (runs: PageFigures[]): PageFigures =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

async function main() {
  const product = await startProduct();
  try {
    const allPages = ['/', '/tournaments', await normalTournamentPath(product.url), '/blogs'];
    // A tiny run measures one page: it shows Lighthouse still runs against the product.
    const pages = TINY_RUN ? allPages.slice(0, 1) : allPages;
    const rows: string[][] = [];
    for (const path of pages) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measureWithRetries(`${product.url}${path}`));
      }
      const figures = medianRun(runs);
      rows.push([
        path,
        String(figures.performance),
        `${(figures.lcpMs / 1000).toFixed(2)} s`,
        figures.cls.toFixed(3),
        `${Math.round(figures.tbtMs)} ms`,
        String(figures.accessibility),
        String(figures.benchmarkIndex),
      ]);
    }
    process.stdout.write(
      [
        `Lighthouse 12 mobile defaults (simulated Slow 4G, ${CPU_SLOWDOWN ?? 4}× CPU${CPU_SLOWDOWN ? ', set by BENCH_CPU_SLOWDOWN' : ''}), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page`,
        formatTable(
          ['page', 'performance', 'LCP', 'CLS', 'TBT', 'accessibility', 'benchmark index'],
          rows,
        ),
        "benchmark index: Lighthouse's measure of this machine's CPU (higher is faster), which the slowdown divides",
        '',
      ].join('\n'),
    );
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
