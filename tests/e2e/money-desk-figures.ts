import type { Page } from 'playwright-core';
import { expectVisible } from './browser-fixture';
import { type Effort, type Hands, heading, main } from './money-desk-pages';
import type { PendingDeposit } from './money-desk-setup';
import { approveMatched, statementCsv, uploadStatement } from './money-desk-statement';

/**
 * The closing note's comparison: twelve pending deposits approved from the bank statement, and
 * twelve more one by one on the desk, each UTR looked up as the organiser reads it off the bank
 * app. Each run counts its taps and key entries and its time until the last one is credited.
 */

export const DEPOSITS_PER_RUN = 12;

const rupeesOf = (deposits: PendingDeposit[]) =>
  deposits.reduce((sum, deposit) => sum + deposit.rupees, 0);

/** From the desk's Statements link to the twelve credited: upload, approve, confirm. */
export async function approveByStatement(
  page: Page,
  hands: Hands,
  deposits: PendingDeposit[],
  stamp: number,
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
    await uploadStatement(page, hands, { csv, fileName: `statement-${stamp}-run.csv` });
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
