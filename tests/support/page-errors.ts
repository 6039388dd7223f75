import type { Page } from 'playwright-core';

/**
 * Collects what a page reports as broken: console errors (a failed request, a React warning
 * logged as an error) and uncaught exceptions. The returned array fills as the page runs.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
