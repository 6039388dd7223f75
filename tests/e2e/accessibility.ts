import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../support/product';
import { WIDTHS } from './browser-fixture';

/** axe-core's browser build, read once per test file. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * WCAG 2.2 level AA and what it contains (2.0 and 2.1, levels A and AA), and axe's best
 * practices: those that fail (critical, serious: a dialog or a tree without a name) are barriers
 * too, and the others (heading order, one h1) are kept in the report (decision 032).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The impacts that fail a screen: a user of assistive technology is blocked or badly hindered. */
const BLOCKING: readonly ImpactValue[] = ['critical', 'serious'];

/**
 * The screens axe also checks at a desktop's width: one per shell (a visitor's header, a
 * player's, the console's navigation). Every screen is checked on the phone; at 1280 px a
 * screen's own markup is the same, wider, and axe is most of the browser tests' time.
 */
const DESKTOP_SAMPLES = new Set(['home', 'player-tournaments-details', 'admin-today']);

/** Whether axe checks the screen at this width (decision 032). */
export const checkedAt = (screen: string, width: number): boolean =>
  width === WIDTHS[0] || DESKTOP_SAMPLES.has(screen);

const REPORTS_DIR = path.join(REPO_ROOT, 'test-results', 'accessibility');

interface Violation {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  /** Each element that fails: its CSS selector and what axe says to fix there. */
  nodes: { target: string; summary: string }[];
}

type Axe = (context: Document, options: RunOptions) => Promise<AxeResults>;

/**
 * Runs axe-core in the page as it is now. The source goes in through the DevTools protocol
 * (`evaluate`), which the Content-Security-Policy does not govern, so the page keeps its policy
 * and nothing is reported blocked; axe itself adds no script or style element.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations are read: axe then details no passing or inapplicable rule (routes.test.ts
  // 60 → 52 s).
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run: Axe } }).axe.run(document, runOptions),
    options,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary ?? '',
    })),
  }));
}

/** One line per failing element: the rule, its impact, where, and what to fix. */
const describeViolations = (violations: Violation[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.rule} (${violation.impact}) at ${node.target}: ${violation.help}. ${node.summary.replace(/\s+/g, ' ')}`,
    ),
  );

/**
 * The critical and serious violations of the page as it is now, described element by element.
 * Every violation, of any impact, is kept at test-results/accessibility/<name>-<width>.json.
 */
export async function blockingViolationsOf(
  page: Page,
  name: string,
  width: number,
): Promise<string[]> {
  const violations = await violationsOf(page);
  await fs.mkdir(REPORTS_DIR, { recursive: true });
  await fs.writeFile(
    path.join(REPORTS_DIR, `${name}-${width}.json`),
    `${JSON.stringify(violations, null, 2)}\n`,
  );
  return describeViolations(
    violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact)),
  );
}
