import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { launchChromium } from '../support/chromium';
import { untilAnswering } from '../support/product';
import { otpFor } from '../support/outbox';
import { collectPageErrors } from '../support/page-errors';
import { type Session, expectVisible, WITHOUT_SERVICE_WORKER } from './browser-fixture';
import { fundAndOpen, giveDateOfBirth } from './lawful-setup';
import { approveWaiting } from './money-desk-approvals';
import { SECOND_ORGANISER, loginAs } from './money-desk-setup';

/**
 * An organiser's day at 375 px on the running product: log in, create a tournament and see it
 * listed, credit a player's deposit, publish match 1's room, post two matches' results (the standings
 * the console shows are those the player's POINTS tab shows), reject a withdrawal with a reason,
 * complete the tournament and propose its prize split between two team members, which a second
 * organiser approves. The player sees each movement in their transactions with the right
 * balance, and the audit lists every step.
 */
const WIDTH = 375;
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
const tail = String(stamp).slice(-8);
const PASSWORD = 'organise123';
const PLAYER = { email: `console.player.${stamp}@gmail.com`, mobile: `6${tail}1` };
const TEAMMATE = { email: `console.mate.${stamp}@gmail.com`, mobile: `6${tail}2` };
const TOURNAMENT = `Console Cup ${tail}`;
const SQUAD = `Console Squad ${tail.slice(-5)}`;
/** Why the teammate's account, off the team's sheet, is paid a share of its prize. */
const MATE_REASON = 'Plays as ConsoleMate on the team sheet';
const UTR = `CON${stamp}`;
const ROOM = { id: `7${tail}`, password: `pw${tail.slice(-5)}` };
const REJECTION = 'UPI id does not match the beneficiary name';

/** A phone (fresh context: empty storage), logged in as `session` when given, opened at `url`. */
async function open(url: string, session?: Session) {
  if (!browser) throw new Error('Chromium is not running');
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: WIDTH, height: 812 },
    ...WITHOUT_SERVICE_WORKER,
  });
  if (session) {
    await context.addInitScript(({ token, username }) => {
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('username', username);
    }, session);
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  return { page, errors };
}

async function rest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${product.backendUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A new player signed up with the mailed code (the sign-up screen has its own journey). */
async function signUp(account: { email: string; mobile: string }): Promise<Session> {
  const email = encodeURIComponent(account.email);
  await rest('POST', `/api/auth/send-registration-otp?email=${email}`);
  const otp = await otpFor(product.dataDir, account.email);
  const username = account.email.split('@')[0]!;
  await rest('POST', `/api/auth/register?otp=${otp}`, {
    username,
    password: PASSWORD,
    email: account.email,
    mobile: account.mobile,
  });
  const { jwt, username: stored } = await rest<{ jwt: string; username: string }>(
    'POST',
    '/api/auth/login',
    { mobile: account.mobile, password: PASSWORD },
  );
  return { token: jwt, username: stored };
}

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { level: 1, name, exact: true });
const headerBalance = (page: Page, balance: string) =>
  page
    .getByRole('link', { name: `Wallet balance ${balance}`, exact: true })
    .filter({ visible: true });

/** A `datetime-local` value `offsetMs` from now, in the browser's own time zone. */
const localDateTime = (page: Page, offsetMs: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
  }, offsetMs);

const HOUR_MS = 3_600_000;

/** A console section by its tab in the section bar. */
async function consoleSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
}

/** The card of one transaction on the money desk, by its UTR or player. */
const moneyCard = (page: Page, text: string): Locator =>
  main(page).getByRole('listitem').filter({ hasText: text });

async function expectToast(page: Page, text: string | RegExp) {
  await expectVisible(page.getByRole('status').filter({ hasText: text }));
}

/** The player's Transactions tab, where each movement shows with its amount and status. */
async function transactions(page: Page): Promise<Locator> {
  await page.goto('/wallet');
  await page.getByRole('tab', { name: 'Transactions', exact: true }).click();
  const list = page.getByRole('list', { name: 'Transactions' });
  await expectVisible(list);
  return list;
}

/** One team's result row in the match sheet. */
async function fillRow(
  sheet: Locator,
  kills: [number, number, number, number],
  positionPoints: number,
  booyah: boolean,
) {
  const row = sheet.getByRole('group', { name: SQUAD });
  for (const [index, value] of kills.entries()) {
    // Each kills cell is labelled with the player's in-game name too.
    await row.getByLabel(new RegExp(`^P${index + 1} kills`)).fill(String(value));
  }
  await row.getByLabel('Position points', { exact: true }).fill(String(positionPoints));
  await row.getByLabel('Booyah', { exact: true }).setChecked(booyah);
}

describe(`an organiser's day at ${WIDTH} px`, () => {
  test('create, credit, room, results, reject, pay out, audit', { timeout: 300_000 }, async () => {
    const player = await signUp(PLAYER);
    const teammate = await signUp(TEAMMATE);
    // Paid entry is for adults: the player gave their date of birth (the booking form's own
    // question has its journey in lawful-night.test.ts).
    await giveDateOfBirth(product, player);

    // The organiser logs in on the usual /login; the menu offers the Console.
    const { page: desk, errors: deskErrors } = await open('/login');
    await field(desk, 'Mobile').fill(BENCH_ADMIN.mobile);
    await field(desk, 'Password').fill(BENCH_ADMIN.password);
    await desk.getByRole('button', { name: 'Login', exact: true }).click();
    await desk.waitForURL('**/profile');
    // The menu closes on each navigation, so it is opened once the profile has rendered.
    await expectVisible(main(desk).getByRole('heading', { level: 1 }));
    // On a busy machine a tap may come before the app has taken the page over, or a late
    // render may close the menu: the menu is opened again until the Console can be tapped.
    const consoleLink = desk
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Console' });
    await vi
      .waitFor(
        async () => {
          if (!(await consoleLink.isVisible())) {
            await desk.getByRole('button', { name: 'Menu' }).click();
          }
          await consoleLink.click({ timeout: 2_000 });
        },
        { timeout: 30_000, interval: 500 },
      )
      .catch((error: Error) => {
        // Where the page went instead tells why the menu closed.
        throw new Error(`Console could not be tapped on ${desk.url()}: ${error.message}`);
      });
    await desk.waitForURL('**/admin');
    await expectVisible(heading(desk, 'Today'));

    // A new tournament, created on the phone.
    await consoleSection(desk, 'Tournaments');
    await main(desk).getByRole('link', { name: 'New tournament' }).click();
    await expectVisible(heading(desk, 'New tournament'));
    await field(desk, 'Name').fill(TOURNAMENT);
    await field(desk, 'Prize pool (₹)').fill('500');
    await field(desk, 'Entry fee (₹, 0 for free)').fill('20');
    await field(desk, 'Total slots').fill('12');
    await field(desk, 'Matches').fill('2');
    await field(desk, 'Registration opens').fill(await localDateTime(desk, -HOUR_MS));
    await field(desk, 'Registration closes').fill(await localDateTime(desk, 24 * HOUR_MS));
    await field(desk, 'Starts').fill(await localDateTime(desk, 48 * HOUR_MS));
    // The prize table is announced with the tournament (decision 044): the whole pool to the first.
    await field(desk, '1st prize (₹)').fill('500');
    await desk.getByRole('button', { name: 'Create tournament' }).click();
    await desk.waitForURL(/\/admin\/tournaments\/\d+$/);
    const tournamentId = /\/admin\/tournaments\/(\d+)$/.exec(desk.url())![1]!;
    await expectVisible(heading(desk, TOURNAMENT));
    // A paid tournament opens for booking once its prize pool is in escrow.
    await fundAndOpen(product, await loginAs(product, BENCH_ADMIN), tournamentId, {
      prizePoolRupees: 500,
      stamp,
    });

    // It is on the public list.
    await desk.goto('/tournaments');
    await expectVisible(main(desk).getByRole('heading', { name: TOURNAMENT }));

    // The player asks for ₹100 to be credited; the organiser finds it by its UTR and approves.
    const { page: phone, errors: phoneErrors } = await open('/wallet', player);
    await field(phone, 'Amount').fill('100');
    await field(phone, 'Enter UTR ID').fill(UTR);
    await field(phone, 'Bank Username').fill('Console Player');
    await phone.getByRole('button', { name: 'Add Money' }).click();
    await expectVisible(
      phone.getByText('Deposit request received. It will be credited after verification.'),
    );

    await desk.goto('/admin/money');
    await main(desk).getByLabel('Search by UTR').fill(UTR);
    const deposit = moneyCard(desk, UTR);
    await expectVisible(deposit);
    await deposit.getByRole('button', { name: 'Approve' }).click();
    await desk
      .getByRole('dialog', { name: 'Approve deposit' })
      .getByRole('button', { name: 'Credit ₹100' })
      .click();
    await expectToast(desk, `₹100 credited to ${player.username}`);

    // With the money in, the player books a slot for 20 Coins.
    await phone.goto(`/tournaments-details/${tournamentId}`);
    await expectVisible(headerBalance(phone, '₹100'));
    await phone
      .getByRole('link', { name: 'Book Slot for 20 Coins' })
      .filter({ visible: true })
      .first()
      .click();
    await field(phone, 'Team Name').fill(SQUAD);
    await field(phone, 'In-Game Name').fill('ConsoleIGL');
    await field(phone, 'Player 2').fill('ConsoleMate');
    await field(phone, 'Player 3').fill('ConsoleThree');
    await field(phone, 'Player 4').fill('ConsoleFour');
    await field(phone, 'WhatsApp Number').fill('9876543210');
    await phone.getByRole('button', { name: 'Book Slot' }).click();
    await phone.waitForURL(`**/tournaments-details/${tournamentId}`);
    await expectVisible(headerBalance(phone, '₹80'));

    // The match desk shows the squad; the organiser publishes match 1's room in the schedule and
    // releases it now (by default the squads would get it 7 minutes before the match, two days
    // away).
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    await expectVisible(main(desk).getByRole('listitem', { name: SQUAD }));
    const room = main(desk).getByRole('form', { name: 'Match 1 room' });
    await room.getByLabel('Room ID', { exact: true }).fill(ROOM.id);
    await room.getByLabel('Room password', { exact: true }).fill(ROOM.password);
    await room.getByRole('button', { name: 'Release now' }).click();
    await expectVisible(room.getByRole('button', { name: 'Change Match 1 room' }));
    await expectVisible(main(desk).getByText(/^Match 1 room: Room out since /));

    await phone.reload();
    await phone.getByRole('tab', { name: 'IDP', exact: true }).click();
    await expectVisible(phone.getByRole('tabpanel').getByText(ROOM.id, { exact: true }));

    // Two matches' results typed as a sheet, one row per team (the finishing-order entry is the
    // default); the console's standings follow as it types.
    await main(desk)
      .getByRole('group', { name: 'Entry' })
      .getByRole('button', { name: 'Type the sheet' })
      .click();
    const match1 = main(desk).getByRole('form', { name: 'Match 1 results' });
    await fillRow(match1, [3, 2, 1, 0], 12, true);
    await match1.getByRole('button', { name: 'Save match 1' }).click();
    // Posted: the sheet now offers to correct it.
    await expectVisible(match1.getByRole('button', { name: 'Save correction to match 1' }));
    await main(desk)
      .getByRole('group', { name: 'Match' })
      .getByRole('button', { name: /^Match 2/ })
      .click();
    const match2 = main(desk).getByRole('form', { name: 'Match 2 results' });
    await fillRow(match2, [1, 1, 0, 0], 8, false);
    // 6 + 12 from match 1, 2 + 8 from match 2.
    const live = match2.getByRole('list', { name: 'Live standings' });
    await expectVisible(
      live.getByRole('listitem').filter({ hasText: SQUAD }).filter({ hasText: '28' }),
    );
    await match2.getByRole('button', { name: 'Save match 2' }).click();
    await expectVisible(match2.getByRole('button', { name: 'Save correction to match 2' }));

    // The player's POINTS tab shows the same total.
    await phone.reload();
    await phone.getByRole('tab', { name: 'POINTS', exact: true }).click();
    const overall = phone.getByRole('table', { name: 'Overall Standings' });
    const squadRow = overall
      .getByRole('row')
      // The player's own squad, marked as theirs.
      .filter({
        has: phone.getByRole('rowheader', { name: `${SQUAD} (your squad)`, exact: true }),
      });
    await expectVisible(squadRow);
    await expect(squadRow.getByRole('cell').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['2', '1', '20', '8', '28']),
    );

    // The player withdraws ₹30; the organiser rejects it with a reason and the money returns.
    await phone.goto('/withdraw');
    await field(phone, 'Amount').fill('30');
    await field(phone, 'Beneficiary Name').fill('Console Player');
    await field(phone, 'UPI ID').fill('console@upi');
    await field(phone, 'PhonePe Number').fill('9876543210');
    await phone.getByRole('button', { name: 'Withdraw' }).click();
    await expectVisible(phone.getByText('Withdrawal request submitted successfully.'));
    await expectVisible(headerBalance(phone, '₹50'));

    await desk.goto('/admin/money?tab=withdrawals');
    const withdrawal = moneyCard(desk, 'console@upi');
    await expectVisible(withdrawal);
    await expect(
      withdrawal.getByRole('link', { name: /Pay ₹30/ }).getAttribute('href'),
    ).resolves.toMatch(/^upi:\/\/pay\?pa=console@upi&.*am=30\.00/);
    await withdrawal.getByRole('button', { name: 'Reject' }).click();
    const reject = desk.getByRole('dialog', { name: 'Reject withdrawal' });
    await reject.getByLabel('Reason (the player sees it)').fill(REJECTION);
    await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
    await expectToast(desk, `Withdrawal rejected: ₹30 returned to ${player.username}`);

    let list = await transactions(phone);
    await expectVisible(list.getByText(`Reason: ${REJECTION}`));
    await expectVisible(headerBalance(phone, '₹80'));

    // The tournament is played: completed, then its prize split between the two members.
    await desk.goto(`/admin/tournaments/${tournamentId}`);
    await main(desk).getByRole('button', { name: 'Mark completed' }).click();
    // The change is asked once more, with the squads booked and the matches without results.
    const complete = desk.getByRole('dialog', { name: `Mark completed: ${TOURNAMENT}?` });
    await expectVisible(complete.getByText('1 squad booked so far.'));
    await complete.getByRole('button', { name: 'Mark completed' }).click();
    await main(desk).getByRole('link', { name: 'Prize payouts' }).click();
    await expectVisible(heading(desk, 'Prize payouts'));
    await main(desk)
      .getByRole('button', { name: `Add player to ${SQUAD}` })
      .click();
    await main(desk).getByLabel(`Find a player for ${SQUAD}`).fill(TEAMMATE.mobile);
    await main(desk)
      .getByRole('button', { name: `Choose ${teammate.username}` })
      .click();
    // The teammate's name was typed by the leader, so their account is off the roster: a reason.
    await main(desk)
      .getByLabel(`Why ${teammate.username} is paid ${SQUAD}'s prize`)
      .fill(MATE_REASON);
    await main(desk)
      .getByRole('button', { name: `Add ${teammate.username}` })
      .click();
    await main(desk).getByRole('button', { name: 'Pay ₹500 to 2 players' }).click();
    const pay = desk.getByRole('dialog', { name: 'Pay prizes' });
    await expectVisible(pay.getByText(player.username));
    await expectVisible(pay.getByText(teammate.username));
    await pay.getByRole('button', { name: 'Pay ₹500' }).click();
    // Prizes are paid once a second organiser approves them (two-person control, decision 043).
    await expectVisible(desk.getByText(/second organiser/i));
    const { page: approvals, errors: approvalsErrors } = await open(
      '/admin/money/approvals',
      await loginAs(product, SECOND_ORGANISER),
    );
    await approveWaiting(approvals, [TOURNAMENT]);

    // Each member got ₹250: the player's balance is 80 + 250.
    list = await transactions(phone);
    await expectVisible(list.getByText('+₹250'));
    await expectVisible(headerBalance(phone, '₹330'));
    const { page: matePhone, errors: mateErrors } = await open('/wallet', teammate);
    await expectVisible(headerBalance(matePhone, '₹250'));

    // The audit lists every step, newest first: found by the tournament's name, then the
    // player's (the journeys share one product, so other files' entries come in between).
    await consoleSection(desk, 'Audit');
    await expectVisible(heading(desk, 'Audit'));
    const audit = main(desk);
    await audit.getByLabel('Tournament name', { exact: true }).fill(TOURNAMENT);
    for (const summary of [
      `Created normal tournament ${TOURNAMENT}`,
      new RegExp(`Published Match 1 room of ${TOURNAMENT}: ID ${ROOM.id}`),
      new RegExp(`Posted results of match 1 of ${TOURNAMENT}`),
      new RegExp(`Posted results of match 2 of ${TOURNAMENT}`),
      `Changed the status of ${TOURNAMENT} from upcoming to completed`,
      `Paid ₹250 prize for ${TOURNAMENT} to ${player.username}`,
      `Paid ₹250 prize for ${TOURNAMENT} to ${teammate.username}`,
    ]) {
      await expectVisible(audit.getByText(summary));
    }
    await expectVisible(audit.getByText(`Reason: ${MATE_REASON}`));
    await audit.getByLabel('Tournament name', { exact: true }).fill('');
    await audit.getByLabel('Player name', { exact: true }).fill(player.username);
    for (const summary of [
      new RegExp(`Approved deposit #\\d+ of ₹100 \\(UTR ${UTR}\\) for ${player.username}`),
      new RegExp(`Rejected withdrawal #\\d+ of ₹30 for ${player.username}`),
    ]) {
      await expectVisible(audit.getByText(summary));
    }
    await expectVisible(audit.getByText(`Reason: ${REJECTION}`));

    expect(deskErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    expect(mateErrors).toEqual([]);
    expect(approvalsErrors).toEqual([]);
  });
});
