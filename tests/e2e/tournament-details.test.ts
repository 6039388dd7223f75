import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PLAYER, DEMO_SQUADS, DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { loginAsDemoPlayer, tournamentIdByName } from '../support/backend-api';
import { type Session, WIDTHS, expectVisible, useBrowser } from './browser-fixture';

/** SPEC §2 tournament details: the tabs of a normal and of a special tournament. */
const { product, open } = useBrowser();

const seeded = (name: string) => {
  const found = DEMO_TOURNAMENTS.find((t) => t.name === name);
  if (!found) throw new Error(`the demo data has no tournament ${name}`);
  return found;
};
/** Live, with results, the demo player's squad booked and the room released. */
const NORMAL = seeded('Bermuda Blitz Cup');
/** Completed, free, the demo player's squad in it. */
const SPECIAL = seeded('Creators Showdown Invitational');
/** Upcoming, with a fee, the demo player in no team of it. */
const OPEN_SPECIAL = seeded('Creators Combat League Season Finals');
const DEMO_SQUAD = DEMO_SQUADS[0]!.name;

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const feeText = (fee: number) => (fee === 0 ? 'Free' : `${fee} Coins`);

let ids: { normal: string; special: string; openSpecial: string };
let player: Session;

beforeAll(async () => {
  ids = {
    normal: await tournamentIdByName(product.backendUrl, 'normal', NORMAL.name),
    special: await tournamentIdByName(product.backendUrl, 'special', SPECIAL.name),
    openSpecial: await tournamentIdByName(product.backendUrl, 'special', OPEN_SPECIAL.name),
  };
  player = await loginAsDemoPlayer(product.backendUrl);
});

/** Selects a tab as a user does and answers its panel. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel');
}

async function expectRules(page: Page) {
  const rules = (await openTab(page, 'RULES')).getByRole('listitem');
  await expectVisible(rules.filter({ hasText: 'The match starts 7 minutes after the room ID' }));
  await expectVisible(rules.filter({ hasText: 'Map rotation: Bermuda, Purgatory, Kalahari' }));
  await expectVisible(rules.filter({ hasText: 'PC players are not allowed.' }));
}

describe.each(WIDTHS)('at %i px', (width) => {
  describe('normal tournament', () => {
    test('a visitor switches between ALL, RULES, POINTS, TEAMS and IDP', async () => {
      const { page, errors } = await open(`/tournaments-details/${ids.normal}`, { width });
      await expectVisible(page.getByRole('heading', { level: 1, name: NORMAL.name }));
      await expect(
        page.getByRole('link', { name: 'Login to Book Slot' }).first().getAttribute('href'),
      ).resolves.toBe('/login');

      // ALL is the tab a visitor lands on.
      const all = page.getByRole('tabpanel');
      await expect
        .poll(() => page.getByRole('tab', { name: 'ALL' }).getAttribute('aria-selected'))
        .toBe('true');
      await expectVisible(all.getByText(rupees(NORMAL.prizePoolRupees), { exact: true }));
      await expectVisible(all.getByText(feeText(NORMAL.entryFeeRupees), { exact: true }));
      await expectVisible(all.getByRole('link', { name: 'Join Discord' }));

      await expectRules(page);

      const points = await openTab(page, 'POINTS');
      await expectVisible(points.getByRole('heading', { name: 'Overall Standings' }));
      for (let match = 1; match <= NORMAL.matchesCount; match += 1) {
        await expectVisible(points.getByRole('heading', { name: `Match ${match}`, exact: true }));
      }
      const overall = points.getByRole('table', { name: 'Overall Standings' });
      await expectVisible(overall.getByRole('rowheader', { name: DEMO_SQUAD }));
      await expect(overall.getByRole('columnheader').allTextContents()).resolves.toEqual([
        '#',
        'Team',
        'Matches',
        'Booyah',
        'Position Points',
        'Kills',
        'Total',
      ]);

      const teams = await openTab(page, 'TEAMS');
      await expectVisible(teams.getByText('Register to view teams.'));

      const idp = await openTab(page, 'IDP');
      await expectVisible(idp.getByText('You have not registered for the tournament'));

      // Back to the first tab: its content returns.
      await expectVisible((await openTab(page, 'ALL')).getByRole('link', { name: 'Join Discord' }));
      expect(errors).toEqual([]);
    });

    test('the booked demo player sees the teams and the room ID and password', async () => {
      const { page, errors } = await open(`/tournaments-details/${ids.normal}`, {
        width,
        session: player,
      });
      await expectVisible(page.getByText('Booking confirmed'));

      const teams = await openTab(page, 'TEAMS');
      const squad = teams.getByRole('button', { name: `1. ${DEMO_SQUAD}` });
      await squad.click();
      await expectVisible(teams.getByText(`Player 1: ${DEMO_PLAYER.inGameName}`));

      const idp = await openTab(page, 'IDP');
      await expectVisible(idp.getByText(NORMAL.room!.id, { exact: true }));
      await expectVisible(idp.getByText(NORMAL.room!.password, { exact: true }));
      await expectVisible(idp.getByRole('button', { name: /copy match \d+ room id/i }));
      await expectVisible(idp.getByRole('link', { name: /discord/i }));
      expect(errors).toEqual([]);
    });
  });

  describe('special tournament', () => {
    test('a visitor switches between ALL, RULES, TEAMS and My Team', async () => {
      const { page, errors } = await open(`/special-tournaments-details/${ids.special}`, {
        width,
      });
      await expectVisible(page.getByRole('heading', { level: 1, name: SPECIAL.name }));
      await expectVisible(page.getByText('FreeFire', { exact: true }));
      await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
        'ALL',
        'RULES',
        'TEAMS',
        'My Team',
      ]);

      const all = page.getByRole('tabpanel');
      await expectVisible(all.getByText(rupees(SPECIAL.prizePoolRupees), { exact: true }));
      await expectVisible(all.getByText(feeText(SPECIAL.entryFeeRupees), { exact: true }));

      await expectRules(page);

      const teams = await openTab(page, 'TEAMS');
      await expectVisible(teams.getByText('Register to view teams.'));

      const myTeam = await openTab(page, 'My Team');
      await expectVisible(myTeam.getByText('Login to view team details.'));
      expect(errors).toEqual([]);
    });

    test("the demo player sees the teams and their own team's code", async () => {
      const { page, errors } = await open(`/special-tournaments-details/${ids.special}`, {
        width,
        session: player,
      });
      await expectVisible(page.getByText('Booking confirmed'));

      const teams = await openTab(page, 'TEAMS');
      await teams.getByRole('button', { name: `1. ${DEMO_SQUAD}` }).click();
      await expectVisible(teams.getByText(`Player 1: ${DEMO_PLAYER.inGameName}`));

      const myTeam = await openTab(page, 'My Team');
      await expectVisible(myTeam.getByText('Team Code'));
      await expectVisible(myTeam.getByRole('button', { name: /copy team code/i }));
      await expectVisible(myTeam.getByText(DEMO_SQUAD, { exact: true }));
      await expectVisible(myTeam.getByText('Players Joined'));
      await expectVisible(myTeam.getByText('Players Required'));
      expect(errors).toEqual([]);
    });

    test('booking opens Choose an Option, whose Create Team leads to its form', async () => {
      const { page, errors } = await open(`/special-tournaments-details/${ids.openSpecial}`, {
        width,
        session: player,
      });
      const book = page.getByRole('button', {
        name: `Book Slot for ${feeText(OPEN_SPECIAL.entryFeeRupees)}`,
      });
      await book.first().click();
      const dialog = page.getByRole('dialog', { name: 'Choose an Option' });
      await expectVisible(dialog.getByRole('link', { name: 'Join Team' }));
      await dialog.getByRole('link', { name: 'Create Team' }).click();

      await page.waitForURL(`**/special-tournament/create-team/${ids.openSpecial}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Create Team' }));
      await expect(dialog.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
