import { parse } from 'graphql';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loginAsAdmin } from '../support/backend-api';
import { launchChromium } from '../support/chromium';
import { otpFor } from '../support/outbox';
import { collectPageErrors } from '../support/page-errors';
import { untilAnswering } from '../support/product';
import {
  SHOW_TIMEOUT_MS,
  type Session,
  expectVisible,
  WITHOUT_SERVICE_WORKER,
} from './browser-fixture';

/**
 * Match time, live (issue 10), at 375 px: two players on a tournament's details page, one booked
 * and one not. The organiser releases the room: the booked player's IDP shows it and their bell
 * tells it, with no reload; the other player's page never holds it. The organiser approves the
 * booked player's deposit: their header balance follows, again with no reload.
 */
const WIDTH = 375;

/* It creates accounts, a tournament and money movements: the journeys' product. */
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
const PASSWORD = 'livematch123';
const BOOKED = { email: `live.booked.${stamp}@gmail.com`, mobile: `9${tail}5` };
const WATCHER = { email: `live.watcher.${stamp}@gmail.com`, mobile: `9${tail}6` };
const TOURNAMENT = `Live Cup ${tail}`;
const ROOM = { id: `6${tail}`, password: `live${tail.slice(-5)}` };
const UTR = `LIVE${stamp}`;
const HOUR_MS = 3_600_000;

async function rest<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${product.backendUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A new player signed up with the mailed code (the sign-up screen has its own journey). */
async function signUp(account: { email: string; mobile: string }): Promise<Session> {
  await rest('POST', `/api/auth/send-registration-otp?email=${encodeURIComponent(account.email)}`);
  const otp = await otpFor(product.dataDir, account.email);
  const username = account.email.split('@')[0]!;
  await rest('POST', `/api/auth/register?otp=${otp}`, {
    username,
    password: PASSWORD,
    email: account.email,
    mobile: account.mobile,
  });
  const { jwt } = await rest<{ jwt: string }>('POST', '/api/auth/login', {
    mobile: account.mobile,
    password: PASSWORD,
  });
  return { token: jwt, username };
}

/** A free tournament two days ahead, registration open, made through the admin REST. */
async function createTournament(name = TOURNAMENT, matchesCount = 1): Promise<string> {
  const token = await loginAsAdmin(product.backendUrl);
  const created = await rest<{ tournId: number }>(
    'POST',
    '/api/admin/tournaments',
    {
      kind: 'normal',
      tournName: name,
      tournPp: 500,
      entryFee: 0,
      totalSlots: 12,
      matchesCount,
      tournStart: new Date(stamp + 48 * HOUR_MS).toISOString(),
      regStart: new Date(stamp - HOUR_MS).toISOString(),
      regEnd: new Date(stamp + 24 * HOUR_MS).toISOString(),
      status: 'upcoming',
    },
    token,
  );
  return String(created.tournId);
}

/** A squad booked by its player, named `teamName`. */
async function book(tournamentId: string, player: Session, teamName: string) {
  await rest(
    'POST',
    '/api/bookings/slot',
    {
      tournamentId: Number(tournamentId),
      teamName,
      inGameName: `${teamName} IGL`,
      player2: 'Two',
      player3: 'Three',
      player4: 'Four',
      whatsappNumber: '9876543210',
    },
    player.token,
  );
}

/** An organiser operation through the gateway, failing on any error of its payload. */
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

/**
 * What a page's live sockets carry: the fields it has subscribed to (from its `subscribe`
 * frames) and every frame it received. Attached before the page loads, so none is missed.
 */
function watchLiveSocket(page: Page) {
  const subscribed = new Set<string>();
  const received: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        payload?: { query: string };
      };
      if (message.type !== 'subscribe' || !message.payload) return;
      for (const definition of parse(message.payload.query).definitions) {
        if (definition.kind !== 'OperationDefinition') continue;
        for (const selection of definition.selectionSet.selections) {
          if (selection.kind === 'Field') subscribed.add(selection.name.value);
        }
      }
    });
    socket.on('framereceived', ({ payload }) => received.push(String(payload)));
  });
  return {
    received,
    /** Resolves once the page has asked for `field`; the gateway then also pushes its state. */
    subscribedTo: (field: string) =>
      expect.poll(() => subscribed.has(field), { timeout: SHOW_TIMEOUT_MS }).toBe(true),
    /** How many pushes (`next` messages) of `field` the page has received so far. */
    pushesOf: (field: string) =>
      received.filter((frame) => {
        const message = JSON.parse(frame) as {
          type: string;
          payload?: { data?: Record<string, unknown> };
        };
        return message.type === 'next' && message.payload?.data?.[field] !== undefined;
      }).length,
  };
}

/** A logged-in phone (a fresh context) on `url`, its live socket watched from the start. */
async function openPhone(url: string, session: Session) {
  if (!browser) throw new Error('Chromium is not running');
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: WIDTH, height: 812 },
    ...WITHOUT_SERVICE_WORKER,
  });
  await context.addInitScript(({ token, username }) => {
    window.localStorage.setItem('authToken', token);
    window.localStorage.setItem('username', username);
  }, session);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const live = watchLiveSocket(page);
  await page.goto(url);
  return { page, errors, live };
}

/** Marks the loaded document; `stillSameDocument` is true only if it has not been reloaded since. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { liveMatchMark?: boolean }).liveMatchMark = true;
  });
  return () => page.evaluate(() => (window as { liveMatchMark?: boolean }).liveMatchMark === true);
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel');
}

const headerBalance = (page: Page, balance: string) =>
  page
    .getByRole('link', { name: `Wallet balance ${balance}`, exact: true })
    .filter({ visible: true });

const bell = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true });

/** The open bell's list of notifications (not the toasts that say the same). */
const bellList = (page: Page) => page.getByRole('list', { name: 'Notifications', exact: true });

/** Taps the bell, as a player would while the notification's toast is still showing. */
async function openBell(page: Page, name: string) {
  await bell(page, name).click();
  await expect.poll(() => bell(page, name).getAttribute('aria-expanded')).toBe('true');
}

/** A match's result of one team, as the organiser's results form sends it. */
const result = (teamName: string, kills: number, positionPoints: number) => ({
  teamName,
  player1Kills: kills,
  player2Kills: 0,
  player3Kills: 0,
  player4Kills: 0,
  positionPoints,
});

/** The organiser saves (or replaces) one match's results. */
async function postResults(
  tournamentId: string,
  matchNumber: number,
  rows: ReturnType<typeof result>[],
) {
  const { postResults: saved } = await asOrganiser<{ postResults: { errors: unknown[] } }>(
    `mutation ($id: ID!, $match: Int!, $rows: [ResultRowInput!]!) {
      postResults(tournamentId: $id, matchNumber: $match, rows: $rows) { errors { message } }
    }`,
    { id: tournamentId, match: matchNumber, rows },
  );
  expect(saved.errors).toEqual([]);
}

/** A points table's rows as the page shows them: each team and its total, in rank order. */
const totalsIn = (panel: Locator, table: string) =>
  panel
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('.standings-table__total')?.textContent,
      ]),
    );

/** Waits until the table shows these teams with these totals, in this order. */
const untilTotals = (panel: Locator, table: string, totals: [string, number][]) =>
  expect
    .poll(() => totalsIn(panel, table), { timeout: SHOW_TIMEOUT_MS })
    .toEqual(totals.map(([team, total]) => [team, String(total)]));

describe(`match time, live, at ${WIDTH} px`, () => {
  test('the room, the bell and the balance follow without a reload', async () => {
    const tournamentId = await createTournament();
    const booked = await signUp(BOOKED);
    const watcher = await signUp(WATCHER);
    await rest(
      'POST',
      '/api/bookings/slot',
      {
        tournamentId: Number(tournamentId),
        teamName: `Live Squad ${tail.slice(-5)}`,
        inGameName: 'LiveIGL',
        player2: 'LiveTwo',
        player3: 'LiveThree',
        player4: 'LiveFour',
        whatsappNumber: '9876543210',
      },
      booked.token,
    );
    // The deposit waits for the organiser while the player watches the match page.
    await rest(
      'POST',
      '/api/wallet/add-money',
      { amount: 100, transactionId: UTR, bankUsername: 'Live Player' },
      booked.token,
    );

    const details = `/tournaments-details/${tournamentId}`;
    const player = await openPhone(details, booked);
    const other = await openPhone(details, watcher);
    for (const { page } of [player, other]) {
      await expectVisible(page.getByRole('heading', { level: 1, name: TOURNAMENT }));
    }
    await expectVisible(player.page.getByText('Booking confirmed').filter({ visible: true }));
    await expectVisible(headerBalance(player.page, '₹0'));
    await expectVisible(bell(player.page, 'Notifications'));

    let idp = await openTab(player.page, 'IDP');
    await expectVisible(idp.getByText('ID & Password will be released when the match starts.'));
    const otherIdp = await openTab(other.page, 'IDP');
    await expectVisible(otherIdp.getByText('You have not registered for the tournament'));

    // Both pages are listening before the organiser acts.
    await player.live.subscribedTo('roomReleased');
    await player.live.subscribedTo('notificationsChanged');
    await player.live.subscribedTo('walletChanged');
    await other.live.subscribedTo('tournamentUpdated');
    const playerLoaded = await markDocument(player.page);
    const otherLoaded = await markDocument(other.page);
    const otherPushesBefore = other.live.pushesOf('tournamentUpdated');

    await asOrganiser(
      `mutation ($id: ID!, $roomId: String!, $password: String!, $releaseAt: DateTime) {
        publishRoom(tournamentId: $id, roomId: $roomId, password: $password, releaseAt: $releaseAt) {
          errors { message }
        }
      }`,
      {
        id: tournamentId,
        roomId: ROOM.id,
        password: ROOM.password,
        releaseAt: new Date().toISOString(),
      },
    );

    // The booked player's IDP shows the room, and the bell tells of it.
    idp = player.page.getByRole('tabpanel');
    await expectVisible(idp.getByText(ROOM.id, { exact: true }));
    await expectVisible(idp.getByText(ROOM.password, { exact: true }));
    await openBell(player.page, 'Notifications, 1 unread');
    await expectVisible(
      bellList(player.page).getByText(
        `Match 1 room of ${TOURNAMENT} is released: open IDP for the ID and password.`,
      ),
    );
    await player.page.keyboard.press('Escape');

    // The other page heard of the release (its tournament changed) yet holds no room.
    await expect
      .poll(() => other.live.pushesOf('tournamentUpdated'), { timeout: SHOW_TIMEOUT_MS })
      .toBeGreaterThan(otherPushesBefore);
    await expectVisible(otherIdp.getByText('You have not registered for the tournament'));
    expect(await other.page.content()).not.toContain(ROOM.id);
    expect(other.live.received.filter((frame) => frame.includes(ROOM.id))).toEqual([]);
    await expectVisible(bell(other.page, 'Notifications'));

    // The organiser approves the deposit: the header balance and the bell follow.
    const { admin } = await asOrganiser<{ admin: { transactions: { id: string; utr: string }[] } }>(
      '{ admin { transactions { id utr } } }',
    );
    const deposit = admin.transactions.find((transaction) => transaction.utr === UTR);
    expect(deposit, `a pending deposit with UTR ${UTR}`).toBeDefined();
    const approved = await asOrganiser<{ approveTransaction: { errors: unknown[] } }>(
      'mutation ($id: ID!) { approveTransaction(id: $id) { errors { message } } }',
      { id: deposit!.id },
    );
    expect(approved.approveTransaction.errors).toEqual([]);
    await expectVisible(headerBalance(player.page, '₹100'));
    await openBell(player.page, 'Notifications, 2 unread');
    await expectVisible(bellList(player.page).getByText('Your deposit of ₹100 was approved.'));

    await expect(playerLoaded()).resolves.toBe(true);
    await expect(otherLoaded()).resolves.toBe(true);
    expect(player.errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  test('POINTS follows two results posts and a correction without a reload', async () => {
    const name = `Points Cup ${tail}`;
    const tournamentId = await createTournament(name, 2);
    const alpha = `Alpha ${tail.slice(-5)}`;
    const bravo = `Bravo ${tail.slice(-5)}`;
    // The player is Alpha's booker: POINTS marks Alpha as their own squad.
    const ownAlpha = `${alpha} (your squad)`;
    const [first, second] = await Promise.all([
      signUp({ email: `live.alpha.${stamp}@gmail.com`, mobile: `9${tail}7` }),
      signUp({ email: `live.bravo.${stamp}@gmail.com`, mobile: `9${tail}8` }),
    ]);
    await book(tournamentId, first!, alpha);
    await book(tournamentId, second!, bravo);

    const player = await openPhone(`/tournaments-details/${tournamentId}`, first!);
    await expectVisible(player.page.getByRole('heading', { level: 1, name }));
    const points = await openTab(player.page, 'POINTS');
    await expectVisible(points.getByText('No results yet.'));
    await player.live.subscribedTo('tournamentUpdated');
    const loaded = await markDocument(player.page);

    await postResults(tournamentId, 1, [result(alpha, 5, 12), result(bravo, 2, 9)]);
    await untilTotals(points, 'Overall Standings', [
      [ownAlpha, 17],
      [bravo, 11],
    ]);

    // Only the results change: the tournament itself is as it was at the first post.
    await postResults(tournamentId, 2, [result(bravo, 8, 12), result(alpha, 1, 6)]);
    await untilTotals(points, 'Overall Standings', [
      [bravo, 31],
      [ownAlpha, 24],
    ]);
    await untilTotals(points, 'Match 2', [
      [bravo, 20],
      [ownAlpha, 7],
    ]);

    // The organiser corrects match 1: Alpha's kills were 15, not 5.
    await postResults(tournamentId, 1, [result(alpha, 15, 12), result(bravo, 2, 9)]);
    await untilTotals(points, 'Overall Standings', [
      [ownAlpha, 34],
      [bravo, 31],
    ]);
    await untilTotals(points, 'Match 1', [
      [ownAlpha, 27],
      [bravo, 11],
    ]);

    await expect(loaded()).resolves.toBe(true);
    expect(player.errors).toEqual([]);
  });
});
