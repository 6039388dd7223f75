import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { adminRead, blogIdByTitle, loginAsAdmin, tournamentIdByName } from '../support/backend-api';
import {
  type Session,
  WIDTHS,
  expectHidden,
  expectVisible,
  saveScreenshot,
  useBrowser,
} from './browser-fixture';
import { BLOG } from './route-checks';

/**
 * Every console screen opens for an organiser with its content, on a phone and a desktop,
 * without errors and without anything wider than the phone's screen. Reads only: the shared
 * product keeps its demo data as seeded.
 */
const { product, open } = useBrowser();

const COMPLETED = DEMO_TOURNAMENTS.find((t) => t.kind === 'normal' && t.status === 'completed');

interface ConsoleIds {
  tournament: string;
  transaction: string;
  player: string;
  blog: string;
}

let ids: ConsoleIds;
let organiser: Session;

beforeAll(async () => {
  const token = await loginAsAdmin(product.backendUrl);
  organiser = { token, username: 'organiser' };
  const [transaction] = await adminRead<{ id: number }[]>(
    product.backendUrl,
    token,
    '/api/admin/wallet/transactions?status=APPROVED&limit=1',
  );
  const [player] = await adminRead<{ id: number; role: string }[]>(
    product.backendUrl,
    token,
    '/api/admin/users?search=demo',
  );
  if (!COMPLETED || !transaction || !player) throw new Error('the demo data changed');
  ids = {
    tournament: await tournamentIdByName(product.backendUrl, 'normal', COMPLETED.name),
    transaction: String(transaction.id),
    player: String(player.id),
    blog: await blogIdByTitle(product.backendUrl, BLOG),
  };
});

const SCREENS: { name: string; path: (ids: ConsoleIds) => string }[] = [
  { name: 'admin-today', path: () => '/admin' },
  { name: 'admin-tournaments', path: () => '/admin/tournaments' },
  { name: 'admin-tournament-new', path: () => '/admin/tournaments/new' },
  { name: 'admin-tournament-edit', path: (ids) => `/admin/tournaments/${ids.tournament}/edit` },
  { name: 'admin-match-desk', path: (ids) => `/admin/tournaments/${ids.tournament}` },
  { name: 'admin-payouts', path: (ids) => `/admin/tournaments/${ids.tournament}/payouts` },
  { name: 'admin-money-deposits', path: () => '/admin/money' },
  { name: 'admin-money-withdrawals', path: () => '/admin/money?tab=withdrawals' },
  { name: 'admin-transaction', path: (ids) => `/admin/money/${ids.transaction}` },
  { name: 'admin-players', path: () => '/admin/players' },
  { name: 'admin-player', path: (ids) => `/admin/players/${ids.player}` },
  { name: 'admin-content', path: () => '/admin/content' },
  { name: 'admin-blog-edit', path: (ids) => `/admin/content/blogs/${ids.blog}` },
  { name: 'admin-product-new', path: () => '/admin/content/products/new' },
  { name: 'admin-audit', path: () => '/admin/audit' },
];

/** How far the page's content reaches past the viewport's right edge, in CSS pixels. */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Each check has a context of its own: a few run at once, waiting on the product together.
describe.concurrent.each(WIDTHS)('at %i px', (width) => {
  test.for(SCREENS)('$name opens with its content', async (screen, context) => {
    const { expect } = context;
    const { page, errors, settled } = await open(screen.path(ids), {
      width,
      session: organiser,
      test: context,
    });
    await expectVisible(page.getByRole('navigation', { name: 'Console' }));
    await expectVisible(page.getByRole('main').getByRole('heading', { level: 1 }));
    // Data arrives, then nothing is still loading.
    await settled();
    await expectHidden(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /loading/i }),
    );
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, screen.name, width);
    expect(errors).toEqual([]);
  });
});
