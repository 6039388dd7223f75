import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GRIEVANCE_NUMBER_PATTERN, GRIEVANCE_STATUSES } from '../../common/grievances';
import { expectVisible } from './browser-fixture';
import { screen } from './lawful-pages';
import { heading, main } from './money-desk-pages';

/**
 * Grievance redressal end to end: a visitor, logged out, files a complaint from the footer's
 * link and gets its acknowledgement number; the console's queue acknowledges and resolves it;
 * the visitor's status page shows it resolved.
 */

export interface Filer {
  name: string;
  email: string;
  phone: string;
}

/** Files the complaint from the home page's footer; answers its acknowledgement number. */
export async function fileGrievance(visitor: Page, filer: Filer, subject: string) {
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'File a complaint' }).click();
  await expectVisible(heading(visitor, 'File a complaint'));
  // The officer the operator named is on the page.
  await screen(visitor, 'grievance-officer');
  const form = main(visitor);
  await form.getByLabel('Category', { exact: true }).selectOption({
    label: 'A payment, refund or prize',
  });
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form
    .getByLabel('What happened', { exact: true })
    .fill('My prize was credited less than the prize table says. Please explain the difference.');
  await form.getByLabel('Your name', { exact: true }).fill(filer.name);
  await form.getByLabel('E-mail', { exact: true }).fill(filer.email);
  await form.getByLabel('Phone', { exact: true }).fill(filer.phone);
  await screen(visitor, 'grievance-form');
  await form.getByRole('button', { name: 'Submit complaint' }).click();
  const receipt = main(visitor).getByText(/GRV-\d{4}-\d{6,}/);
  await expectVisible(receipt);
  const number = /GRV-\d{4}-\d{6,}/.exec((await receipt.first().textContent()) ?? '')?.[0];
  expect(number).toMatch(GRIEVANCE_NUMBER_PATTERN);
  await screen(visitor, 'grievance-filed');
  return number!;
}

/** The console's queue acknowledges the case and resolves it with a reply the filer reads. */
export async function answerGrievance(desk: Page, number: string, resolution: string) {
  await desk.goto('/admin/grievances');
  await expectVisible(heading(desk, 'Grievances'));
  const item = main(desk).getByRole('listitem').filter({ hasText: number });
  await expectVisible(item);
  await screen(desk, 'grievance-queue');
  await item.getByRole('link', { name: number }).click();
  await expectVisible(heading(desk, number));
  await main(desk).getByRole('button', { name: 'Acknowledge' }).click();
  await expectVisible(main(desk).getByText(GRIEVANCE_STATUSES.acknowledged));
  await main(desk).getByLabel('Resolve', { exact: true }).fill(resolution);
  await main(desk).getByRole('button', { name: 'Mark resolved' }).click();
  await expectVisible(main(desk).getByText(GRIEVANCE_STATUSES.resolved, { exact: true }));
  await screen(desk, 'grievance-resolved-console');
}

/** The filer's status page, found by the number and the e-mail, says it is resolved. */
export async function seeResolved(
  visitor: Page,
  number: string,
  email: string,
  resolution: string,
) {
  await visitor.goto('/grievances/status');
  const form = main(visitor);
  await form.getByLabel('Acknowledgement number', { exact: true }).fill(number);
  await form.getByLabel('E-mail or phone', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Check status' }).click();
  await expectVisible(main(visitor).getByText(GRIEVANCE_STATUSES.resolved, { exact: true }));
  await expectVisible(main(visitor).getByText(resolution));
  await screen(visitor, 'grievance-status-resolved');
}
