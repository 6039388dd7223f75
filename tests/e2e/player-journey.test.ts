import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loginAsAdmin } from '../support/backend-api';
import { otpFor } from '../support/outbox';
import { launchChromium } from '../support/chromium';
import { untilAnswering } from '../support/product';
import { collectPageErrors } from '../support/page-errors';
import { expectVisible, WITHOUT_SERVICE_WORKER } from './browser-fixture';
import { fundAndOpen, giveDateOfBirth } from './lawful-setup';

/**
 * A new player's whole journey on the running product, at desktop width (1280 px): register,
 * log in again, deposit, book a paid slot, see the room and the points, create a special team
 * that a second new player joins by its code, withdraw, a refused repeated UTR, log out. The
 * organiser's decisions go through the gateway's GraphQL admin operations.
 */
const WIDTH = 1280;

/*
 * The journey creates tournaments, accounts and money movements, and other files (the search
 * test) count the shared product's seeded tournaments: so it runs on the journeys' product.
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

/** A fresh browser context (another device: empty storage) on the product, opened at `url`. */
async function open(url: string) {
  if (!browser) throw new Error('Chromium is not running');
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: WIDTH, height: 800 },
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  return { page, errors };
}

const stamp = Date.now();
const tail = String(stamp).slice(-9);
const PASSWORD = 'journey123';
const PLAYER = { email: `journey.${stamp}@gmail.com`, mobile: `7${tail}` };
const FRIEND = { email: `journey.friend.${stamp}@gmail.com`, mobile: `8${tail}` };
const SQUAD = `Journey Squad ${tail.slice(-6)}`;
const SPECIAL_TEAM = `Journey Team ${tail.slice(-6)}`;
const UTR = `UTR${stamp}`;
const ROOM = { id: `room${tail}`, password: `pw${tail.slice(-6)}` };

const HOUR_MS = 3_600_000;
const iso = (offsetMs: number) => new Date(stamp + offsetMs).toISOString();
const PRIZE_POOL_RUPEES = 500;

/** An upcoming tournament the test owns, registration open now, made through the admin REST. */
async function createTournament(kind: 'normal' | 'special', name: string, entryFee: number) {
  const token = await loginAsAdmin(product.backendUrl);
  const response = await fetch(`${product.backendUrl}/api/admin/tournaments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind,
      tournName: name,
      tournPp: PRIZE_POOL_RUPEES,
      entryFee,
      totalSlots: 12,
      matchesCount: 2,
      tournStart: iso(48 * HOUR_MS),
      regStart: iso(-HOUR_MS),
      regEnd: iso(24 * HOUR_MS),
      status: 'upcoming',
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`creating ${name}: ${response.status} ${text}`);
  const id = String((JSON.parse(text) as { tournId: number }).tournId);
  // A paid one opens once its prize pool is in escrow (a free one opens at creation).
  if (entryFee > 0)
    await fundAndOpen(product, { token }, id, {
      prizePoolRupees: PRIZE_POOL_RUPEES,
      stamp,
    });
  return id;
}

/** An organiser operation through the gateway, as the admin screens would send it. */
async function asOrganiser<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await loginAsAdmin(product.backendUrl);
  const response = await fetch(`${product.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`gateway ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/** Runs an organiser mutation whose payload has `errors`, failing on any of them. */
async function organiserMutation(field: string, query: string, variables: Record<string, unknown>) {
  const data = await asOrganiser<Record<string, { errors: { message: string }[] }>>(
    query,
    variables,
  );
  expect(data[field]?.errors).toEqual([]);
}

/** Signs up through /register with the mailed OTP; the app opens /profile. */
async function register(page: Page, account: { email: string; mobile: string }) {
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign Up' }));
  await field(page, 'Email').fill(account.email);
  await field(page, 'Mobile').fill(account.mobile);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Request OTP' }).click();
  await expectVisible(page.getByText("OTP sent to your email. If you don't find it"));
  await field(page, 'OTP').fill(await otpFor(product.dataDir, account.email));
  await page.getByRole('button', { name: 'Verify OTP & Register' }).click();
  await page.waitForURL('**/profile');
  await expectProfile(page);
}

/** The profile screen of the logged-in player, named as the session stores them. */
async function expectProfile(page: Page) {
  await expectVisible(page.getByRole('button', { name: 'Logout' }));
  const username = await page.evaluate(() => window.localStorage.getItem('username'));
  expect(username).toBeTruthy();
  await expectVisible(page.getByRole('heading', { level: 1, name: username!, exact: true }));
  await expectVisible(page.getByRole('link', { name: 'Edit Profile' }));
}

/** A form field of the page's main content, by its exact label (the footer has fields too). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true });

/** The header's wallet link with this balance, at this width. */
const headerBalance = (page: Page, balance: string) =>
  page.getByRole('link', { name: `Wallet balance ${balance}`, exact: true }).filter({
    visible: true,
  });

async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel');
}

async function deposit(page: Page, amount: string, utr: string) {
  await page.goto('/wallet');
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Add Money' }));
  await field(page, 'Amount').fill(amount);
  await field(page, 'Enter UTR ID').fill(utr);
  await field(page, 'Bank Username').fill('Journey Player');
  await page.getByRole('button', { name: 'Add Money' }).click();
}

describe(`a new player's journey at ${WIDTH} px`, () => {
  test('register, pay, play, team up, withdraw and log out', { timeout: 240_000 }, async () => {
    const normalId = await createTournament('normal', `Journey Cup ${tail}`, 20);
    const specialId = await createTournament('special', `Journey Invitational ${tail}`, 0);

    // Register with a new Gmail address and mobile: the app opens the new profile.
    const signUp = await open('/register');
    await register(signUp.page, PLAYER);
    expect(signUp.errors).toEqual([]);

    // Later, on another device (a fresh browser context): log in with mobile and password.
    const { page, errors } = await open('/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    await expectVisible(page.getByRole('link', { name: 'Sign in' }));
    await field(page, 'Mobile').fill(PLAYER.mobile);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectVisible(page.getByText('Login Successful...'));
    await page.waitForURL('**/profile');
    await expectProfile(page);
    await expectVisible(headerBalance(page, '₹0'));

    // Deposit ₹100 with a UTR: received, waiting for the organiser.
    await deposit(page, '100', UTR);
    await expectVisible(
      page.getByText('Deposit request received. It will be credited after verification.'),
    );
    await expectVisible(headerBalance(page, '₹0'));

    // The organiser approves it through the gateway.
    const { admin } = await asOrganiser<{ admin: { transactions: { id: string; utr: string }[] } }>(
      '{ admin { transactions { id utr } } }',
    );
    const pending = admin.transactions.find((transaction) => transaction.utr === UTR);
    expect(pending, `a pending deposit with UTR ${UTR}`).toBeDefined();
    await organiserMutation(
      'approveTransaction',
      'mutation ($id: ID!) { approveTransaction(id: $id) { errors { message } } }',
      { id: pending!.id },
    );

    // The player's next page shows the credited balance in the header.
    await page.goto(`/tournaments-details/${normalId}`);
    await expectVisible(headerBalance(page, '₹100'));

    // Paid entry is for adults: the player's date of birth is on record (the booking form's own
    // question has its journey in lawful-night.test.ts).
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
    await giveDateOfBirth(product, { token: token! });

    // Book a paid slot (20 Coins) through the Book Slot form.
    await expectVisible(page.getByRole('heading', { level: 1, name: `Journey Cup ${tail}` }));
    await page
      .getByRole('link', { name: 'Book Slot for 20 Coins' })
      .filter({ visible: true })
      .click();
    await page.waitForURL(`**/tournament/bookslot/${normalId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Book Slot' }));
    await field(page, 'Team Name').fill(SQUAD);
    await field(page, 'In-Game Name').fill('JourneyIGL');
    await field(page, 'Player 2').fill('JourneyTwo');
    await field(page, 'Player 3').fill('JourneyThree');
    await field(page, 'Player 4').fill('JourneyFour');
    await field(page, 'WhatsApp Number').fill('9876543210');
    await page.getByRole('button', { name: 'Book Slot' }).click();
    await expectVisible(page.getByText('Slot booked successfully!'));
    await page.waitForURL(`**/tournaments-details/${normalId}`);
    await expectVisible(page.getByText('Booking confirmed').filter({ visible: true }));
    await expectVisible(headerBalance(page, '₹80'));

    // Before the organiser releases the room, the IDP tab says when it will come.
    let idp = await openTab(page, 'IDP');
    await expectVisible(idp.getByText('ID & Password will be released when the match starts.'));

    // Released now: by default players would get it 7 minutes before the start.
    await organiserMutation(
      'publishRoom',
      `mutation ($id: ID!, $roomId: String!, $password: String!, $releaseAt: DateTime) {
        publishRoom(tournamentId: $id, roomId: $roomId, password: $password, releaseAt: $releaseAt) {
          errors { message }
        }
      }`,
      {
        id: normalId,
        roomId: ROOM.id,
        password: ROOM.password,
        releaseAt: new Date().toISOString(),
      },
    );
    await openTab(page, 'ALL');
    idp = await openTab(page, 'IDP');
    await expectVisible(idp.getByText(ROOM.id, { exact: true }));
    await expectVisible(idp.getByText(ROOM.password, { exact: true }));
    // Each match has its own room: the organiser's one-room call published match 1's.
    await expectVisible(idp.getByRole('heading', { name: /^Match 1 room/ }));
    await expectVisible(idp.getByRole('button', { name: 'Copy Match 1 room ID' }));
    await expectVisible(idp.getByRole('button', { name: 'Copy Match 1 room password' }));

    // The organiser posts match 1; POINTS ranks the squad in the Overall Standings.
    await organiserMutation(
      'postResults',
      `mutation ($id: ID!, $rows: [ResultRowInput!]!) {
        postResults(tournamentId: $id, matchNumber: 1, rows: $rows) { errors { message } }
      }`,
      {
        id: normalId,
        rows: [
          {
            teamName: SQUAD,
            player1Kills: 3,
            player2Kills: 2,
            player3Kills: 1,
            player4Kills: 0,
            positionPoints: 12,
            booyah: true,
          },
        ],
      },
    );
    const points = await openTab(page, 'POINTS');
    await expectVisible(points.getByRole('heading', { name: 'Overall Standings' }));
    const overall = points.getByRole('table', { name: 'Overall Standings' });
    const squadRow = overall
      .getByRole('row')
      // POINTS marks the viewer's own squad.
      .filter({ has: page.getByRole('rowheader', { name: `${SQUAD} (your squad)`, exact: true }) });
    await expectVisible(squadRow);
    // #, Matches, Booyah, Position Points, Kills (the team's name is the row header).
    await expect(squadRow.getByRole('cell').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['1', '12', '6']),
    );
    await expect(squadRow.getByRole('cell').first().textContent()).resolves.toBe('1');

    // A special tournament: the player creates a team...
    await page.goto(`/special-tournaments-details/${specialId}`);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: `Journey Invitational ${tail}` }),
    );
    await page
      .getByRole('button', { name: 'Book Slot for Free' })
      .filter({ visible: true })
      .click();
    const options = page.getByRole('dialog', { name: 'Choose an Option' });
    await options.getByRole('link', { name: 'Create Team' }).click();
    await page.waitForURL(`**/special-tournament/create-team/${specialId}`);
    await field(page, 'Team Name').fill(SPECIAL_TEAM);
    await field(page, 'In-Game Name').fill('JourneyIGL');
    await field(page, 'WhatsApp Number').fill('9876543210');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText('Slot booked successfully!'));
    const codeStatus = page.getByRole('status').filter({ hasText: 'Team Code:' });
    await expectVisible(codeStatus);
    const teamCode = /Team Code:\s*(\S+)/.exec((await codeStatus.textContent()) ?? '')?.[1];
    expect(teamCode).toBeTruthy();
    await page.waitForURL(`**/special-tournaments-details/${specialId}`);
    await expectVisible(page.getByText('Booking confirmed').filter({ visible: true }));
    let myTeam = await openTab(page, 'My Team');
    await expectVisible(myTeam.getByText(teamCode!, { exact: true }));
    await expectVisible(myTeam.getByText(SPECIAL_TEAM, { exact: true }));

    // ...and a friend, new to the platform too, joins it by its code.
    const friend = await open('/register');
    await register(friend.page, FRIEND);
    await friend.page.goto(`/special-tournaments-details/${specialId}`);
    await friend.page
      .getByRole('button', { name: 'Book Slot for Free' })
      .filter({ visible: true })
      .click();
    await friend.page
      .getByRole('dialog', { name: 'Choose an Option' })
      .getByRole('link', { name: 'Join Team' })
      .click();
    await friend.page.waitForURL(`**/special-tournament/join-team/${specialId}`);
    await expectVisible(friend.page.getByRole('heading', { level: 1, name: 'Join Team' }));
    await field(friend.page, 'Team Code').fill(teamCode!);
    await field(friend.page, 'In-Game Name').fill('JourneyFriend');
    await friend.page.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(friend.page.getByText('Slot booked successfully!'));
    await friend.page.waitForURL(`**/special-tournaments-details/${specialId}`);
    await expectVisible(friend.page.getByText('Booking confirmed').filter({ visible: true }));
    const friendTeam = await openTab(friend.page, 'My Team');
    await expectVisible(friendTeam.getByText(SPECIAL_TEAM, { exact: true }));
    expect(friend.errors).toEqual([]);

    // The leader sees the friend counted in the team.
    await page.reload();
    myTeam = await openTab(page, 'My Team');
    await expectVisible(myTeam.getByText(SPECIAL_TEAM, { exact: true }));
    // Leader and friend: two players in the team now.
    const joined = myTeam
      .getByText('Players Joined', { exact: true })
      .locator('xpath=..')
      .getByRole('definition');
    await expect.poll(() => joined.textContent()).toBe('2');

    // Withdraw ₹10 on /withdraw: it leaves the balance at once.
    await page.goto('/withdraw');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Withdraw Money' }));
    await field(page, 'Amount').fill('10');
    await field(page, 'Beneficiary Name').fill('Journey Player');
    await field(page, 'UPI ID').fill('journey@upi');
    await field(page, 'PhonePe Number').fill('9876543210');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expectVisible(page.getByText('Withdrawal request submitted successfully.'));
    await expectVisible(headerBalance(page, '₹70'));

    // The same UTR again is refused as already submitted; nothing is credited.
    await deposit(page, '100', UTR);
    await expectVisible(page.getByText('Already submitted.'));
    await page.reload();
    await expectVisible(headerBalance(page, '₹70'));

    // Log out from the profile: the player lands on /login, logged out.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    await expectVisible(page.getByRole('link', { name: 'Sign in' }));
    await expect(page.evaluate(() => window.localStorage.getItem('authToken'))).resolves.toBe(null);
    expect(errors).toEqual([]);
  });
});
