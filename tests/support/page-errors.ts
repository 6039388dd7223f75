import type { Page } from 'playwright-core';
import { type TestContext, onTestFinished } from 'vitest';

/**
 * What a page reports as broken: console errors (a failed request, a React error), console
 * warnings (React's and the browser's) and uncaught exceptions. The returned array fills as the
 * page runs; when the test finishes it fails, naming them, if any is left that the test did not
 * allow with allowPageErrors. Pass the test's context where a file's tests run concurrently.
 */
export function collectPageErrors(page: Page, { test }: { test?: TestContext } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const kind = REPORTED[message.type()];
    if (!kind || message.text() === SERVICE_WORKER_BLOCKED) return;
    const { url } = message.location();
    errors.push(`${kind}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  (test?.onTestFinished ?? onTestFinished)(() => {
    const unexpected = unexpectedPageErrors(errors);
    if (unexpected.length > 0) {
      throw new Error(
        `The page reported what the test did not expect:\n\n${unexpected.join('\n')}`,
      );
    }
  });
  return errors;
}

/** The console messages a test fails on, by Playwright's type, as they are written in `errors`. */
const REPORTED: Partial<Record<string, string>> = {
  error: 'console error',
  warning: 'console warning',
};

/**
 * Playwright's own warning, in a context that blocks service workers at the test's choice
 * (WITHOUT_SERVICE_WORKER), when the app registers its worker: not the page's doing.
 */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

const allowed = new WeakMap<string[], RegExp[]>();

/**
 * Lets the page of `errors` report what matches `pattern` (matched against the entry as it
 * stands in `errors`, e.g. /^console error: Failed to load resource: net::ERR_FAILED/) without
 * failing the test: for what the test provokes on purpose, such as a request it makes fail.
 * Only for that page; say why beside the call.
 */
export function allowPageErrors(errors: string[], pattern: RegExp): void {
  allowed.set(errors, [...(allowed.get(errors) ?? []), pattern]);
}

/** The entries of `errors` that no allowPageErrors call for that page matches. */
export function unexpectedPageErrors(errors: string[]): string[] {
  const patterns = allowed.get(errors) ?? [];
  return errors.filter((error) => !patterns.some((pattern) => pattern.test(error)));
}
