import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { SHOW_TIMEOUT_MS, WIDTHS, expectVisible, useBrowser } from './browser-fixture';

/** SPEC §2 tournament list: the search narrows normal tournaments; special ones always show. */
const { open } = useBrowser();

const names = (kind: 'normal' | 'special') =>
  DEMO_TOURNAMENTS.filter((t) => t.kind === kind).map((t) => t.name);
const SPECIAL = names('special');
const NORMAL = names('normal');

/** The seeded normal tournaments with the word in any of their fields. */
const normalWith = (word: string) =>
  DEMO_TOURNAMENTS.filter(
    (t) => t.kind === 'normal' && JSON.stringify(t).toLowerCase().includes(word.toLowerCase()),
  ).map((t) => t.name);

/** The names on the tournament cards, in the order shown. */
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

async function openList(width: (typeof WIDTHS)[number]) {
  const opened = await open('/tournaments', { width });
  await expectVisible(opened.page.getByRole('heading', { name: NORMAL[0] }));
  return opened;
}

const sorted = (values: string[]) => [...values].sort();

describe.each(WIDTHS)('at %i px', (width) => {
  test('lists special tournaments first, then every normal one', async () => {
    const { page, errors } = await openList(width);
    const shown = await cardNames(page);
    expect(sorted(shown.slice(0, SPECIAL.length))).toEqual(sorted(SPECIAL));
    expect(sorted(shown.slice(SPECIAL.length))).toEqual(sorted(NORMAL));
    expect(errors).toEqual([]);
  });

  test("typing a tournament's word keeps it and the special ones, hiding other normal ones", async () => {
    const { page, errors } = await openList(width);
    // The word is in one normal tournament only (a guard against a change of demo data).
    expect(normalWith('kalahari')).toEqual(['Kalahari Clash Weekly']);

    // Upper and lower case mixed: the search ignores case.
    await page.getByRole('searchbox', { name: 'Search tournaments' }).fill('kaLAHari');
    await expect
      .poll(async () => sorted(await cardNames(page)), { timeout: SHOW_TIMEOUT_MS })
      .toEqual(sorted([...SPECIAL, 'Kalahari Clash Weekly']));
    expect(errors).toEqual([]);
  });

  test('the Completed hint shows the completed normal tournaments and the special ones', async () => {
    const { page, errors } = await openList(width);
    const completed = DEMO_TOURNAMENTS.filter(
      (t) => t.kind === 'normal' && t.status === 'completed',
    ).map((t) => t.name);
    expect(normalWith('completed')).toEqual(completed);

    // A tap before the app's code has come is answered once it has (decision 026).
    await page.getByRole('button', { name: 'Completed' }).click();
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search tournaments' }).inputValue(), {
        timeout: SHOW_TIMEOUT_MS,
      })
      .toBe('Completed');
    await expect
      .poll(async () => sorted(await cardNames(page)), { timeout: SHOW_TIMEOUT_MS })
      .toEqual(sorted([...SPECIAL, ...completed]));
    expect(errors).toEqual([]);
  });

  test('clearing the search brings every tournament back', async () => {
    const { page } = await openList(width);
    const search = page.getByRole('searchbox', { name: 'Search tournaments' });
    await search.fill('Kalahari');
    await expect
      .poll(async () => (await cardNames(page)).length, { timeout: SHOW_TIMEOUT_MS })
      .toBe(SPECIAL.length + 1);
    await search.fill('');
    await expect
      .poll(async () => sorted(await cardNames(page)), { timeout: SHOW_TIMEOUT_MS })
      .toEqual(sorted([...SPECIAL, ...NORMAL]));
  });
});
