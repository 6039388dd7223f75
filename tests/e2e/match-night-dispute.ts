import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './browser-fixture';
import { type organiserHands, screen } from './match-night-evidence';
import { type Phone, expectToast, main } from './match-night-pages';
import { killsField } from './match-night-results';

/**
 * A dispute of match 1 and its correction: a member of Alpha disputes with a screenshot on
 * POINTS; the organiser sees it on Today, corrects Alpha's P2 kills with a reason in Results and
 * resolves the dispute as corrected.
 */
export const DISPUTE = 'Our P2 had 3 kills, not 1: see the result screen';
export const CORRECTION = 'Result screen shows 3 kills for P2';

/** A small PNG as a phone's screenshot would be: the member's own screen, cut down. */
const screenshotOf = (page: Page) =>
  page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 90 } });

export async function disputeMatch1(member: Phone, points: Locator) {
  await points.getByRole('button', { name: 'Dispute match 1', exact: true }).click();
  const dialog = member.page.getByRole('dialog', { name: 'Dispute match 1' });
  await dialog.getByLabel('What went wrong', { exact: true }).fill(DISPUTE);
  await dialog.getByLabel('Screenshot (optional)', { exact: true }).setInputFiles({
    name: 'result-match-1.png',
    mimeType: 'image/png',
    buffer: await screenshotOf(member.page),
  });
  await screen(member.page, 'details-dispute-form');
  await dialog.getByRole('button', { name: 'Send dispute', exact: true }).click();
  await expectVisible(points.getByText('Your dispute is with the organiser.', { exact: true }));
}

type Hands = ReturnType<typeof organiserHands>;

/** Results: match 1 opens with its order and kills; Alpha's P2 gets 3, with the reason. */
export async function correctMatch1(desk: Page, squad: string, hands: Hands) {
  const results = main(desk).getByRole('region', { name: 'Results' });
  await hands.tap(results.getByRole('button', { name: 'Match 1 (posted)', exact: true }));
  const form = results.getByRole('form', { name: 'Match 1 finishing order' });
  const grid = form.getByRole('list', { name: 'Kills per player' });
  await hands.type(killsField(grid, squad, 2), '3');
  await hands.type(
    form.getByLabel('Reason for the correction (players read it)', { exact: true }),
    CORRECTION,
  );
  await hands.tap(form.getByRole('button', { name: 'Save correction to match 1', exact: true }));
}

/** The open dispute of `squad`, resolved as corrected with the reason the squad reads. */
export async function resolveAsCorrected(list: Locator, page: Page, squad: string, hands: Hands) {
  await hands.tap(
    list.getByRole('button', { name: `Resolve as corrected: ${squad}, match 1`, exact: true }),
  );
  const dialog = page.getByRole('dialog', { name: `Resolve ${squad}'s dispute as corrected?` });
  await hands.type(dialog.getByLabel('Reason (the squad reads it)', { exact: true }), CORRECTION);
  await screen(page, 'console-resolve-dispute-dialog');
  await hands.tap(dialog.getByRole('button', { name: 'Resolve as corrected', exact: true }));
}

/**
 * Under match 1's results: the rules' −20 for abusing the host, in one tap, and the lobby's
 * end-of-match screenshot attached for players.
 */
export async function penaltyAndScreenshot(desk: Page, squad: string, hands: Hands) {
  const results = main(desk).getByRole('region', { name: 'Results' });
  await hands.tap(results.getByRole('button', { name: 'Match 1 (posted)', exact: true }));
  const penalty = results.getByRole('form', { name: 'Penalty in match 1' });
  await hands.choose(penalty.getByLabel('Squad', { exact: true }), squad);
  await hands.tap(penalty.getByRole('button', { name: /Abusing the host$/ }));
  await hands.tap(penalty.getByRole('button', { name: 'Give penalty', exact: true }));
  await expectToast(desk, 'Penalty given');
  await expectVisible(
    results
      .getByRole('list', { name: 'Penalties in match 1' })
      .getByText(new RegExp(`^${squad} · −20 · Abusing the host`)),
  );
  const picker = desk.waitForEvent('filechooser');
  await hands.tap(results.getByText('Attach a result screenshot', { exact: true }));
  await (
    await picker
  ).setFiles({
    name: 'lobby-match-1.png',
    mimeType: 'image/png',
    buffer: await screenshotOf(desk),
  });
  await expectToast(desk, 'Screenshot attached');
  await expectVisible(results.getByRole('img', { name: 'Match 1 screenshot 1' }));
  await screen(desk, 'console-penalty-and-screenshot');
}
