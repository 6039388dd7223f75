import type { Browser, Page } from 'playwright-core';
import type { Session } from './browser-fixture';
import { expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { screen } from './match-night-evidence';
import { main, openPhone, openTab } from './match-night-pages';

/**
 * The evening's new screens once more at 1280 px, as they stand at the end of the night: each
 * checked with axe and kept as a screenshot beside its 375 px one.
 */
const WIDE = { width: 1280, height: 800 };

export interface WideViewers {
  organiser: Session;
  /** A member of the squad that disputed. */
  member: Session;
  /** A booker of another squad, who may still dispute. */
  otherBooker: Session;
  tournamentId: string;
  tournamentName: string;
}

const h1 = (page: Page, name: string) =>
  expectVisible(main(page).getByRole('heading', { level: 1, name, exact: true }));

async function playerScreens(browser: Browser, product: ProductAddress, viewers: WideViewers) {
  const { member, otherBooker, tournamentId, tournamentName } = viewers;
  const details = `/tournaments-details/${tournamentId}`;
  const phone = await openPhone(browser, product, details, { session: member, ...WIDE });
  await h1(phone.page, tournamentName);
  await expectVisible(main(phone.page).getByRole('region', { name: /^My squad: / }));
  // One check of the page as it opens: the points system, the schedule and the squad section.
  await screen(phone.page, 'details-points-system-and-schedule');
  await openTab(phone.page, 'IDP');
  await expectVisible(
    phone.page.getByRole('tabpanel').getByRole('region', { name: 'Match 1 room' }),
  );
  await screen(phone.page, 'details-idp-match-room');
  const points = await openTab(phone.page, 'POINTS');
  await expectVisible(points.getByRole('table', { name: 'Overall Standings' }));
  await screen(phone.page, 'details-points-correction');
  await phone.page.goto('/squads/invitations');
  await h1(phone.page, 'Squad invitations');
  await screen(phone.page, 'invitations-inbox');

  const other = await openPhone(browser, product, details, { session: otherBooker, ...WIDE });
  const otherPoints = await openTab(other.page, 'POINTS');
  await otherPoints.getByRole('button', { name: 'Dispute match 1', exact: true }).click();
  await expectVisible(other.page.getByRole('dialog', { name: 'Dispute match 1' }));
  await screen(other.page, 'details-dispute-form');
  return [phone, other];
}

async function consoleScreens(browser: Browser, product: ProductAddress, viewers: WideViewers) {
  const { organiser, tournamentId, tournamentName } = viewers;
  const desk = await openPhone(browser, product, `/admin/tournaments/${tournamentId}`, {
    session: organiser,
    ...WIDE,
  });
  await h1(desk.page, tournamentName);
  await expectVisible(main(desk.page).getByRole('form', { name: 'Match 2 finishing order' }));
  await screen(desk.page, 'console-match-desk');
  await desk.page.getByRole('button', { name: 'Message squads', exact: true }).click();
  await expectVisible(
    desk.page.getByRole('dialog', { name: `Message the squads of ${tournamentName}` }),
  );
  await screen(desk.page, 'console-message-dialog');
  await desk.page.keyboard.press('Escape');
  await desk.page.goto('/admin');
  await h1(desk.page, 'Today');
  await screen(desk.page, 'console-today-disputes');
  await desk.page.goto('/admin/audit');
  await h1(desk.page, 'Audit');
  await screen(desk.page, 'console-audit-sentences');
  await desk.page.goto('/admin/tournaments/new');
  await h1(desk.page, 'New tournament');
  await main(desk.page)
    .getByRole('checkbox', { name: 'Squads check in before the first match' })
    .check();
  await screen(desk.page, 'tournament-form');
  await desk.page.goto(`/admin/tournaments/new?from=${tournamentId}`);
  await h1(desk.page, `Duplicate ${tournamentName}`);
  await screen(desk.page, 'console-duplicate-form');
  return [desk];
}

/**
 * Opens each screen at 1280 px, the players' and the organiser's side by side (each only reads);
 * answers the pages, whose errors the journey checks.
 */
export async function wideScreens(browser: Browser, product: ProductAddress, viewers: WideViewers) {
  const sides = await Promise.all([
    playerScreens(browser, product, viewers),
    consoleScreens(browser, product, viewers),
  ]);
  return sides.flat();
}
