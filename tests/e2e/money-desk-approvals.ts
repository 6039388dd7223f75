import type { Page } from 'playwright-core';
import { expectVisible } from './browser-fixture';
import { heading, main } from './money-desk-pages';

/**
 * A second organiser approves, on the approvals page, the waiting item that holds every one of
 * `texts` (the tournament's name and the amount, say); the proposer cannot.
 */
export async function approveWaiting(page: Page, texts: string[]): Promise<void> {
  await expectVisible(heading(page, 'Approvals'));
  let item = main(page).getByRole('listitem');
  for (const text of texts) item = item.filter({ hasText: text });
  await expectVisible(item);
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve/ });
  await dialog.getByRole('button', { name: /^Approve/ }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: /approved/i }));
}
