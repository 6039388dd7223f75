import type { Browser, Page } from 'playwright-core';
import { WITHOUT_SERVICE_WORKER, expectVisible } from '../../tests/e2e/browser-fixture';
import { type Effort, type Hands, heading, main } from '../../tests/e2e/money-desk-pages';
import {
  approveMatched,
  statementCsv,
  uploadStatement,
} from '../../tests/e2e/money-desk-statement';

/**
 * The two ways an organiser settles pending deposits on the money desk, each counted by the
 * organiser's hands (taps, key entries) and timed until the last deposit shows credited.
 */

/**
 * The organiser's phone at 375 px with a touch screen, logged in, on the money desk. Uncaught
 * errors of the page land in `errors` (the journey's own checks of the console are the tests').
 */
export async function openDesk(
  browser: Browser,
  baseURL: string,
  session: { token: string; username: string },
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    ...WITHOUT_SERVICE_WORKER,
  });
  await context.addInitScript(({ token, username }) => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('authToken', token);
    window.localStorage.setItem('username', username);
  }, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/admin/money');
  await expectVisible(heading(page, 'Money desk'));
  return { page, errors };
}

/** A deposit a player asked for: the UTR and rupees a bank statement lists. */
export interface PendingDeposit {
  utr: string;
  rupees: number;
  player: { username: string };
}

const rupeesOf = (deposits: PendingDeposit[]) =>
  deposits.reduce((sum, deposit) => sum + deposit.rupees, 0);

/** From the desk's Statements link to every deposit credited: upload, approve, confirm. */
export async function approveByStatement(
  page: Page,
  hands: Hands,
  deposits: PendingDeposit[],
): Promise<Effort> {
  return hands.run(async () => {
    await hands.tap(
      page.getByRole('navigation', { name: 'Money desk pages' }).getByRole('link', {
        name: 'Statements',
      }),
    );
    const csv = statementCsv(
      deposits.map(({ utr, rupees, player }) => ({ utr, rupees, payer: player.username })),
    );
    await uploadStatement(page, hands, { csv, fileName: `statement-${Date.now()}.csv` });
    await approveMatched(page, hands, {
      count: deposits.length,
      totalRupees: rupeesOf(deposits),
    });
  });
}

/** On the desk, for each deposit: its UTR typed into the search, Approve, then Credit ₹X. */
export async function approveOneByOne(
  page: Page,
  hands: Hands,
  deposits: PendingDeposit[],
): Promise<Effort> {
  return hands.run(async () => {
    await hands.tap(
      page.getByRole('navigation', { name: 'Money desk pages' }).getByRole('link', {
        name: 'Desk',
      }),
    );
    await expectVisible(heading(page, 'Money desk'));
    for (const deposit of deposits) {
      await hands.type(main(page).getByLabel('Search by UTR'), deposit.utr);
      const card = main(page).getByRole('listitem').filter({ hasText: deposit.utr });
      await hands.tap(card.getByRole('button', { name: 'Approve', exact: true }));
      await hands.tap(
        page
          .getByRole('dialog', { name: 'Approve deposit' })
          .getByRole('button', { name: `Credit ₹${deposit.rupees}` }),
      );
      await expectVisible(
        page
          .getByRole('status')
          .filter({ hasText: `₹${deposit.rupees} credited to ${deposit.player.username}` }),
      );
    }
  });
}
