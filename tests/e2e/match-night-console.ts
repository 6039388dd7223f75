import type { Page } from 'playwright-core';
import { expectHidden, expectVisible } from './browser-fixture';
import type { organiserHands } from './match-night-evidence';
import { screen } from './match-night-evidence';
import { main } from './match-night-pages';

type Hands = ReturnType<typeof organiserHands>;

/** A section of the console by its tab in the section bar. */
export const consoleLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

export const h1 = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });

/**
 * The audit of the evening, found by the tournament's name: each step reads as a sentence with
 * names and what changed.
 */
export async function readAudit(page: Page, hands: Hands, tournament: string, sentences: RegExp[]) {
  await hands.work(async () => {
    await hands.tap(consoleLink(page, 'Audit'));
    await expectVisible(h1(page, 'Audit'));
    await hands.type(main(page).getByLabel('Tournament name', { exact: true }), tournament);
  });
  for (const sentence of sentences) {
    await expectVisible(main(page).getByText(sentence));
  }
  await screen(page, 'console-audit-sentences');
}

export const MESSAGE = 'Match 2 room comes 7 minutes before the start: be in the lobby on time';

/**
 * Repeat nights from the match desk: a message to every member of every booked squad, and
 * tomorrow's tournament started from tonight's form (looked at, not created).
 */
export async function repeatNight(page: Page, hands: Hands, tournament: string, deskId: string) {
  await hands.work(async () => {
    await hands.tap(consoleLink(page, 'Tournaments'));
    await hands.tap(main(page).getByRole('link', { name: `Match desk: ${tournament}` }));
    await expectVisible(h1(page, tournament));
    await hands.tap(main(page).getByRole('button', { name: 'Message squads', exact: true }));
    const dialog = page.getByRole('dialog', { name: `Message the squads of ${tournament}` });
    await hands.type(dialog.getByLabel('Message', { exact: true }), MESSAGE);
    await screen(page, 'console-message-dialog');
    await hands.tap(dialog.getByRole('button', { name: 'Send to every member', exact: true }));
    // Sent: the dialog closes (a refusal stays in it, under the form).
    await expectHidden(dialog);
    await hands.tap(main(page).getByRole('link', { name: 'Duplicate', exact: true }));
    await page.waitForURL(`**/admin/tournaments/new?from=${deskId}`);
    await expectVisible(h1(page, `Duplicate ${tournament}`));
    await expectVisible(main(page).getByLabel('Name', { exact: true }));
  });
  await screen(page, 'console-duplicate-form');
}
