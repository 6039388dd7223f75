import type { Page } from 'playwright-core';
import { screen as moneyDeskScreen } from './money-desk-pages';

/**
 * Each new screen of the lawful night, as the money desk checks its own: axe (decision 032) and,
 * with `E2E_SCREENSHOTS=1`, a screenshot at test-results/screenshots/lawful/<name>-375.png.
 */
export const screen = (page: Page, name: string) =>
  moneyDeskScreen(page, name, { journey: 'lawful' });
