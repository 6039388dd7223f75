import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { launchChromium } from '../support/chromium';
import { untilAnswering } from '../support/product';
import { type Session, expectHidden, expectVisible } from './browser-fixture';
import { organiserHands, overlayShot, screen } from './match-night-evidence';
import { type Phone, localDateTime, main, openPhone, openTab } from './match-night-pages';
import { MESSAGE, consoleLink, readAudit, repeatNight } from './match-night-console';
import { wideScreens } from './match-night-wide';
import { AFTER_MATCH_1, CORRECTED, enterFinishingOrder, untilTotals } from './match-night-results';
import {
  CORRECTION,
  DISPUTE,
  correctMatch1,
  disputeMatch1,
  penaltyAndScreenshot,
  resolveAsCorrected,
} from './match-night-dispute';
import { SQUADS, bookSquads, rest, signUpEvening } from './match-night-setup';
import { acceptInInbox, acceptThroughApi, inviteTeammates } from './match-night-squad';

/**
 * Match night (issue 22's "Done when") at 375 px: the organiser creates a 12-slot tournament
 * with the standard points system and three matches on three maps; twelve squads book; one
 * squad's booker invites three teammates who accept; the squad checks in while the organiser
 * watches; match 1's room reaches all four members without a reload; the organiser enters match
 * 1 by finishing order and kills; a member disputes it with a screenshot; the organiser corrects
 * it with a reason; POINTS and the stream overlay follow live; the audit reads as sentences.
 * Each new screen is checked with axe and kept as a screenshot (match-night-evidence.ts).
 */
const product = inject('journeyProduct');
let browser: Browser | undefined;

beforeAll(async () => {
  await untilAnswering(product);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now();
const TOURNAMENT = `Match Night ${String(stamp).slice(-6)}`;
const MINUTE_MS = 60_000;
/** The first match starts soon enough for the check-in window (30 to 10 minutes before) to be open. */
const START_IN_MS = 25 * MINUTE_MS;
/** The evening's maps: the rules' rotation for matches 1 and 2, Nextera for the third. */
const MAPS = ['Bermuda', 'Purgatory', 'Nextera'];
const ROOM = { id: `5${String(stamp).slice(-8)}`, password: `mn${String(stamp).slice(-4)}` };

async function organiserSession(): Promise<Session> {
  const { jwt, username } = await rest<{ jwt: string; username: string }>(
    product,
    'POST',
    '/api/auth/login',
    { body: BENCH_ADMIN },
  );
  return { token: jwt, username };
}

const open = (url: string, session: Session) => {
  if (!browser) throw new Error('Chromium is not running');
  return openPhone(browser, product, url, { session });
};

const heading = (phone: Phone, name: string) =>
  main(phone.page).getByRole('heading', { level: 1, name, exact: true });

describe('match night at 375 px', () => {
  test('a 12-squad evening from the organiser’s phone', { timeout: 600_000 }, async () => {
    const hands = organiserHands();
    const [evening, organiser] = await Promise.all([
      signUpEvening(product, stamp),
      organiserSession(),
    ]);

    // The organiser creates the tournament on the phone.
    const desk = await open('/admin/tournaments/new', organiser);
    const field = (label: string) => main(desk.page).getByLabel(label, { exact: true });
    const tournamentId = await hands.work(async () => {
      await expectVisible(heading(desk, 'New tournament'));
      await hands.type(field('Name'), TOURNAMENT);
      await hands.type(field('Prize pool (₹)'), '500');
      await hands.type(field('Entry fee (₹, 0 for free)'), '0');
      await hands.type(field('Total slots'), '12');
      await hands.type(field('Matches'), '3');
      await hands.type(
        field('Registration opens'),
        await localDateTime(desk.page, -60 * MINUTE_MS),
      );
      await hands.type(
        field('Registration closes'),
        await localDateTime(desk.page, START_IN_MS - 5 * MINUTE_MS),
      );
      await hands.type(field('Starts'), await localDateTime(desk.page, START_IN_MS));
      // The Free Fire standard table, three maps (the rotation's, Nextera for the third), and
      // check-in from 30 to 10 minutes before the first match (the form's suggestion).
      const form = main(desk.page);
      await hands.tap(form.getByRole('radio', { name: 'Free Fire standard', exact: true }));
      await hands.choose(form.getByLabel('Match 3 map', { exact: true }), MAPS[2]!);
      await hands.tap(
        form.getByRole('checkbox', { name: 'Squads check in before the first match' }),
      );
      await expectVisible(form.getByLabel('Opens (minutes before the first match)'));
      await screen(desk.page, 'tournament-form');
      await hands.tap(desk.page.getByRole('button', { name: 'Create tournament' }));
      await desk.page.waitForURL(/\/admin\/tournaments\/\d+$/);
      return /\/admin\/tournaments\/(\d+)$/.exec(desk.page.url())![1]!;
    });
    await expectVisible(heading(desk, TOURNAMENT));

    // Twelve squads book (through the API: booking has its own journey).
    await bookSquads(product, tournamentId, evening.bookers);
    await desk.page.reload();
    await desk.mark();
    for (const squad of SQUADS) {
      await expectVisible(main(desk.page).getByRole('listitem', { name: squad }));
    }

    // Players read the points system and the schedule on ALL before the night.
    const details = `/tournaments-details/${tournamentId}`;
    const alpha = await open(details, evening.bookers[0]!);
    await expectVisible(heading(alpha, TOURNAMENT));
    const all = main(alpha.page);
    const points = all.getByRole('region', { name: 'Points System' });
    await expectVisible(points.getByRole('row', { name: '1st 12', exact: true }));
    await expectVisible(points.getByRole('row', { name: '10th 1', exact: true }));
    await expectVisible(points.getByText('1 point per kill', { exact: true }));
    const schedule = all.getByRole('region', { name: 'Schedule' });
    for (const [match, map] of MAPS.entries()) {
      await expectVisible(
        schedule
          .getByRole('row')
          .filter({ hasText: `Match ${match + 1}` })
          .filter({ hasText: map }),
      );
    }
    await screen(alpha.page, 'details-points-system-and-schedule');

    // Alpha's booker invites the three teammates; one accepts in the inbox, two by their phones.
    await inviteTeammates(alpha, SQUADS[0]!, evening.mates);
    const firstMate = await open('/squads/invitations', evening.mates[0]!);
    await acceptInInbox(firstMate, SQUADS[0]!);
    for (const mate of evening.mates.slice(1)) await acceptThroughApi(product, mate);
    const members = [
      alpha,
      firstMate,
      ...(await Promise.all(evening.mates.slice(1).map((mate) => open(details, mate)))),
    ];

    // Check-in is open: the teammate checks the squad in while the organiser watches the desk.
    const checkIns = main(desk.page).getByRole('list', { name: 'Check-in', exact: true });
    await expectVisible(checkIns.getByRole('listitem').filter({ hasText: SQUADS[0] }));
    await desk.subscribedTo('consoleChanged');
    const checkIn = main(firstMate.page).getByRole('region', { name: `Check-in: ${SQUADS[0]}` });
    await checkIn.getByRole('button', { name: 'Check in my squad', exact: true }).click();
    await expectVisible(
      checkIns
        .getByRole('listitem')
        .filter({ hasText: SQUADS[0] })
        .getByText(/^Checked in /),
    );
    await expect(desk.stillSameDocument()).resolves.toBe(true);
    await screen(firstMate.page, 'details-check-in');
    await screen(desk.page, 'console-check-in-list');

    // Match 1's room: all four members watch IDP while the organiser releases it.
    for (const member of members) {
      await expectVisible(heading(member, TOURNAMENT));
      await openTab(member.page, 'IDP');
      await member.subscribedTo('roomReleased');
    }
    await hands.work(async () => {
      const room = main(desk.page).getByRole('form', { name: 'Match 1 room' });
      await hands.type(room.getByLabel('Room ID', { exact: true }), ROOM.id);
      await hands.type(room.getByLabel('Room password', { exact: true }), ROOM.password);
      await hands.tap(room.getByRole('button', { name: 'Release now', exact: true }));
      await expectVisible(room.getByRole('button', { name: 'Change Match 1 room' }));
    });
    await screen(desk.page, 'console-schedule-and-rooms');
    for (const member of members) {
      const idp = member.page.getByRole('tabpanel').getByRole('region', { name: 'Match 1 room' });
      await expectVisible(idp.getByText(ROOM.id, { exact: true }));
      await expectVisible(idp.getByText(ROOM.password, { exact: true }));
      await expect(member.stillSameDocument()).resolves.toBe(true);
    }
    await screen(members[3]!.page, 'details-idp-match-room');

    // POINTS on a member's phone and the stream overlay are open before the results come.
    const pointsPanel = await openTab(members[1]!.page, 'POINTS');
    await members[1]!.subscribedTo('tournamentUpdated');
    const overlay = await openPhone(browser!, product, `/overlay/tournaments/${tournamentId}`, {
      width: 1920,
      height: 1080,
    });
    await expectVisible(overlay.page.getByText('Standings appear after match 1.'));

    // The organiser enters match 1 for twelve squads by finishing order and kills.
    await hands.work(() =>
      hands.countingEntry(async () => {
        const results = main(desk.page).getByRole('region', { name: 'Results' });
        const form = results.getByRole('form', { name: 'Match 1 finishing order' });
        await enterFinishingOrder(form, hands);
        await screen(desk.page, 'console-finishing-order-kills');
        await hands.tap(form.getByRole('button', { name: 'Save match 1', exact: true }));
        await expectVisible(results.getByRole('button', { name: 'Match 1 (posted)' }));
      }),
    );
    const overall = pointsPanel.getByRole('table', { name: 'Overall Standings' });
    await untilTotals(overall, AFTER_MATCH_1, { ownSquad: SQUADS[0] });
    await untilTotals(
      overlay.page.getByRole('table', { name: 'Overall standings' }),
      AFTER_MATCH_1,
    );
    await overlayShot(overlay.page, 'overlay');
    await screen(members[1]!.page, 'details-points-match-1');

    // A member disputes match 1 with a screenshot; the organiser sees it on Today, live.
    const todayDisputes = await hands.work(async () => {
      await hands.tap(consoleLink(desk.page, 'Today'));
      await expectVisible(heading(desk, 'Today'));
      const section = main(desk.page).getByRole('region', { name: /^Open disputes/ });
      await expectVisible(section);
      await desk.subscribedTo('consoleChanged');
      return section;
    });
    await disputeMatch1(members[1]!, pointsPanel);
    const dispute = todayDisputes
      .getByRole('list', { name: 'Open disputes' })
      .getByRole('listitem')
      .filter({ hasText: `${TOURNAMENT} · ${SQUADS[0]} · match 1 · Open` });
    await expectVisible(dispute.getByText(`“${DISPUTE}”`));
    await expectVisible(dispute.getByRole('link', { name: 'Screenshot' }));
    await expect(desk.stillSameDocument()).resolves.toBe(true);
    await screen(desk.page, 'console-today-disputes');
    // The header's Console entry (in the menu on a phone) counts the waiting work.
    await hands.work(async () => {
      await hands.tap(desk.page.getByRole('button', { name: 'Menu', exact: true }));
      const entry = desk.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Console, [1-9]\d* waiting$/ });
      await expectVisible(entry);
      await screen(desk.page, 'console-count-badge');
      await hands.tap(desk.page.getByRole('button', { name: 'Menu', exact: true }));
      await expectHidden(entry);
    });

    // The organiser corrects Alpha's kills with a reason, then resolves the dispute.
    await hands.work(async () => {
      await hands.tap(consoleLink(desk.page, 'Tournaments'));
      await hands.tap(
        main(desk.page).getByRole('link', { name: `Match desk: ${TOURNAMENT}`, exact: true }),
      );
      await expectVisible(heading(desk, TOURNAMENT));
      await correctMatch1(desk.page, SQUADS[0]!, hands);
      const deskDisputes = main(desk.page).getByRole('region', { name: /^Disputes \(1 open\)/ });
      await resolveAsCorrected(deskDisputes, desk.page, SQUADS[0]!, hands);
      await expectVisible(main(desk.page).getByRole('region', { name: 'Disputes (0 open)' }));
      await penaltyAndScreenshot(desk.page, SQUADS[11]!, hands);
    });

    // POINTS and the overlay follow without a reload; POINTS says what changed and why.
    await untilTotals(overall, CORRECTED, { ownSquad: SQUADS[0] });
    await untilTotals(overlay.page.getByRole('table', { name: 'Overall standings' }), CORRECTED);
    await expectVisible(
      pointsPanel.getByText(`${SQUADS[0]} · P2 kills 1 → 3 (match 1) · reason: ${CORRECTION}`),
    );
    await expectVisible(pointsPanel.getByText(`${SQUADS[11]} · −20 points · Abusing the host`));
    await expectVisible(pointsPanel.getByRole('img', { name: 'Match 1 result screenshot 1' }));
    await screen(members[1]!.page, 'details-points-correction');
    await overlayShot(overlay.page, 'overlay-corrected');
    for (const phone of [members[1]!, overlay]) {
      await expect(phone.stillSameDocument()).resolves.toBe(true);
    }

    // A message to every member of every booked squad reaches Alpha's booker's bell, live.
    await repeatNight(desk.page, hands, TOURNAMENT, tournamentId);
    await alpha.page
      .getByRole('button', { name: /^Notifications/ })
      .filter({ visible: true })
      .click();
    await expectVisible(
      alpha.page.getByRole('list', { name: 'Notifications' }).getByText(MESSAGE, { exact: false }),
    );
    await expect(alpha.stillSameDocument()).resolves.toBe(true);

    // The audit reads as sentences with names.
    const [booker, mate] = [evening.bookers[0]!.username, evening.mates[0]!.username];
    await readAudit(desk.page, hands, TOURNAMENT, [
      new RegExp(`^Created normal tournament ${TOURNAMENT}`),
      new RegExp(`^${SQUADS[0]} · ${booker} invited ${mate} \\(by mobile\\)$`),
      new RegExp(`^${SQUADS[0]} · ${mate} joined as player \\d \\(invitation\\)$`),
      new RegExp(`^Published Match 1 room of ${TOURNAMENT}: ID ${ROOM.id}`),
      new RegExp(
        `^Posted results of match 1 of ${TOURNAMENT} by finishing order \\(12 squads\\) · Booyah ${SQUADS[1]}$`,
      ),
      new RegExp(`^${SQUADS[0]} disputed match 1 of ${TOURNAMENT} · by ${mate}`),
      new RegExp(`^${SQUADS[0]} · P2 kills 1 → 3 \\(match 1\\) · reason: ${CORRECTION}$`),
      new RegExp(`^Resolved ${SQUADS[0]}'s dispute of match 1 of ${TOURNAMENT}: corrected`),
    ]);
    await hands.write(SQUADS.length);

    // Each new screen again at 1280 px, as the evening left it.
    const wide = await wideScreens(browser!, product, {
      organiser,
      member: evening.mates[1]!,
      otherBooker: evening.bookers[5]!,
      tournamentId,
      tournamentName: TOURNAMENT,
    });
    for (const phone of [desk, overlay, ...members, ...wide]) expect(phone.errors).toEqual([]);
  });
});
