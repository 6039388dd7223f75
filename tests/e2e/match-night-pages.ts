import { parse } from 'graphql';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { collectPageErrors } from '../support/page-errors';
import { SHOW_TIMEOUT_MS, type Session, WITHOUT_SERVICE_WORKER } from './browser-fixture';
import type { ProductAddress } from './global-setup';

/**
 * The match-night journey's pages: phones (a fresh context each, logged in), whose live socket
 * is watched from the start and whose document is marked, so a step can tell that what it sees
 * came without a reload.
 */
export interface Phone {
  page: Page;
  /** Console errors and warnings: the journey fails at its end on any (page-errors.ts). */
  errors: string[];
  /** Resolves once the page has subscribed to `field`: the gateway then pushes its changes. */
  subscribedTo: (field: string) => Promise<void>;
  /** Marks the document as it is now (after a reload the step asked for). */
  mark: () => Promise<void>;
  /** True while the page has not been reloaded since it was opened or marked. */
  stillSameDocument: () => Promise<boolean>;
}

/** The fields a page's live socket subscribed to, read from its `subscribe` frames. */
function watchSubscriptions(page: Page): Set<string> {
  const subscribed = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; payload?: { query: string } };
      if (message.type !== 'subscribe' || !message.payload) return;
      for (const definition of parse(message.payload.query).definitions) {
        if (definition.kind !== 'OperationDefinition') continue;
        for (const selection of definition.selectionSet.selections) {
          if (selection.kind === 'Field') subscribed.add(selection.name.value);
        }
      }
    });
  });
  return subscribed;
}

export async function openPhone(
  browser: Browser,
  product: ProductAddress,
  url: string,
  { session, width = 375, height = 812 }: { session?: Session; width?: number; height?: number },
): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width, height },
    ...WITHOUT_SERVICE_WORKER,
  });
  if (session) {
    await context.addInitScript(({ token, username }) => {
      if (window.location.protocol === 'about:') return;
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('username', username);
    }, session);
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const subscribed = watchSubscriptions(page);
  const mark = () =>
    page.evaluate(() => {
      (window as { matchNightMark?: boolean }).matchNightMark = true;
    });
  await page.goto(url);
  await mark();
  return {
    page,
    errors,
    mark,
    subscribedTo: (field) =>
      expect.poll(() => subscribed.has(field), { timeout: SHOW_TIMEOUT_MS }).toBe(true),
    stillSameDocument: () =>
      page.evaluate(() => (window as { matchNightMark?: boolean }).matchNightMark === true),
  };
}

export const main = (page: Page) => page.getByRole('main');

/** Opens a tab of the details page and answers its panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel');
}

/** A `datetime-local` value `offsetMs` from now, in the browser's own time zone. */
export const localDateTime = (page: Page, offsetMs: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
  }, offsetMs);

export async function expectToast(page: Page, text: string | RegExp) {
  await page
    .getByRole('status')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: SHOW_TIMEOUT_MS });
}
