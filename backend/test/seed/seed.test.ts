import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { verifySecret } from '../../src/features/accounts/passwords';
import { seedDemoDataOnce } from '../../src/seed/seed-demo-data';
import { DEMO_SECOND_ORGANISER } from '../../src/seed/demo-players';
import { ledgerMismatches, tokenFor } from '../support/fixtures';
import { type LogEntry, recordingLogger } from '../support/logger';
import { type TestDatabase, createTestDatabase } from '../support/test-database';
import { type TestServer, startTestServer } from '../support/test-server';
import { rowCounts } from './seed-helpers';

const DEMO_MOBILE = '9000000001';
const POSITION_POINTS = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0];

const demoPlayer = (db: Db) =>
  db.selectFrom('users').selectAll().where('mobile', '=', DEMO_MOBILE).executeTakeFirstOrThrow();

describe('the demo data of an empty database', () => {
  let database: TestDatabase;
  let entries: LogEntry[];
  let seededAt: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const recorder = recordingLogger();
    entries = recorder.entries;
    seededAt = Date.now();
    await seedDemoDataOnce(database.db, recorder.logger);
  });
  afterAll(() => database.drop());

  const tournaments = () => database.db.selectFrom('tournaments').selectAll().execute();

  it('has normal and special tournaments in every status, free and paid', async () => {
    const rows = await tournaments();
    for (const kind of ['normal', 'special'] as const) {
      const ofKind = rows.filter((row) => row.kind === kind);
      expect(new Set(ofKind.map((row) => row.status))).toEqual(
        new Set(['live', 'upcoming', 'completed', 'cancelled']),
      );
      expect(ofKind.some((row) => row.entry_fee_paise === 0)).toBe(true);
      expect(ofKind.some((row) => row.entry_fee_paise > 0)).toBe(true);
    }
    expect(rows.map((row) => row.entry_fee_paise)).toEqual(expect.arrayContaining([0, 2000, 5000]));
    for (const row of rows) {
      expect(row.tourn_pp_paise).toBeGreaterThan(0);
      expect(row.org_by).not.toBe('');
      expect(row.banner_link).toMatch(/^\/assets\/banners\/[a-z0-9-]+\.jpg$/);
      expect(row.reg_start.getTime()).toBeLessThanOrEqual(row.reg_end.getTime());
    }
    expect(rows.some((row) => row.discord_link?.startsWith('https://discord.gg/'))).toBe(true);
    expect(rows.some((row) => row.live_link?.startsWith('https://'))).toBe(true);
  });

  it('dates the tournaments around now: live started, upcoming ahead, completed behind', async () => {
    const now = seededAt;
    const rows = await tournaments();
    for (const row of rows) {
      const start = row.tourn_start.getTime();
      if (row.status === 'live') expect(start).toBeLessThanOrEqual(now);
      if (row.status === 'upcoming') expect(start).toBeGreaterThan(now);
      if (row.status === 'completed') expect(start).toBeLessThan(now);
    }
    const upcoming = rows.filter((row) => row.status === 'upcoming');
    const open = upcoming.filter(
      (row) => row.reg_start.getTime() <= now && now <= row.reg_end.getTime(),
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.some((row) => row.slots_taken < row.total_slots)).toBe(true);
    expect(upcoming.some((row) => row.reg_start.getTime() > now)).toBe(true);
    expect(rows.some((row) => row.slots_taken === row.total_slots)).toBe(true);
    // Every tournament has its schedule: the rotation's maps, match 1 at the start. The room of
    // a live tournament's match 1 is given out, so the IDP tab has something to show: it was
    // released 7 minutes before the match, as the organiser's default is.
    const SEVEN_MINUTES = 7 * 60_000;
    const matches = await database.db.selectFrom('matches').selectAll().execute();
    const scheduleOf = (id: number) =>
      matches.filter((match) => match.tournament_id === id).sort((a, b) => a.match_no - b.match_no);
    for (const row of rows) {
      const schedule = scheduleOf(row.tourn_id);
      expect(schedule.map((match) => match.match_no)).toEqual(
        Array.from({ length: row.matches_count }, (_, index) => index + 1),
      );
      expect(schedule[0]?.starts_at).toEqual(row.tourn_start);
      expect(schedule.slice(0, 3).map((match) => match.map)).toEqual(
        ['Bermuda', 'Purgatory', 'Kalahari'].slice(0, row.matches_count),
      );
    }
    for (const live of rows.filter((row) => row.status === 'live')) {
      const [first] = scheduleOf(live.tourn_id);
      expect(first?.room_id).toBeTruthy();
      expect(first?.room_published_at?.getTime()).toBeLessThan(now);
      expect(first?.room_release_at?.getTime()).toBe(live.tourn_start.getTime() - SEVEN_MINUTES);
      expect(first?.room_released_at).toEqual(first?.room_release_at);
    }
    // An upcoming tournament's match 1 room is published and waits for its release time.
    const waiting = matches.filter((match) => match.room_published_at && !match.room_released_at);
    const statuses = waiting.map(
      (match) => rows.find((row) => row.tourn_id === match.tournament_id)?.status,
    );
    expect(statuses).toContain('upcoming');
    for (const match of waiting) {
      expect(match.room_release_at?.getTime()).toBe(
        new Date(match.starts_at).getTime() - SEVEN_MINUTES,
      );
    }
  });

  it('books exactly as many teams as slots taken, with team sheets as entries write them', async () => {
    const rows = await tournaments();
    const teams = await database.db.selectFrom('teams').selectAll().execute();
    const players = await database.db.selectFrom('team_players').selectAll().execute();
    const demoId = (await demoPlayer(database.db)).id;
    for (const tournament of rows) {
      const own = teams.filter((team) => team.tournament_id === tournament.tourn_id);
      expect(own.length).toBe(tournament.slots_taken);
      for (const team of own) {
        const sheet = players
          .filter((player) => player.team_id === team.id)
          .sort((a, b) => a.position - b.position);
        expect(sheet[0]?.user_id).toBe(team.leader_id);
        expect(sheet.every((player) => player.tournament_id === tournament.tourn_id)).toBe(true);
        expect(team.team_code).toMatch(/^[A-Z0-9]{6}$/);
        if (tournament.kind === 'normal') {
          expect(sheet.length).toBeGreaterThanOrEqual(4);
          // The demo player's squad plays whole (decision 037); others are names after the booker.
          const members = sheet.slice(1, 4).map((player) => player.user_id !== null);
          expect(members).toEqual(Array(3).fill(team.leader_id === demoId));
        } else {
          expect(sheet.length).toBeLessThanOrEqual(tournament.team_size);
          expect(sheet.every((player) => player.user_id !== null)).toBe(true);
        }
      }
    }
    // Some special team is still waiting for players to join.
    const special = rows.filter((row) => row.kind === 'special' && row.status === 'upcoming');
    const specialIds = new Set(special.map((row) => row.tourn_id));
    const sizes = teams
      .filter((team) => specialIds.has(team.tournament_id))
      .map((team) => players.filter((player) => player.team_id === team.id).length);
    expect(sizes.some((size) => size < 4)).toBe(true);
  });

  it('has results for every match of completed tournaments and some of live ones, one Booyah each', async () => {
    const rows = await tournaments();
    const results = await database.db.selectFrom('match_results').selectAll().execute();
    for (const tournament of rows) {
      const own = results.filter((result) => result.tournament_id === tournament.tourn_id);
      const matches = [...new Set(own.map((result) => result.match_id))].sort((a, b) => a - b);
      if (tournament.status === 'completed') {
        expect(matches.length).toBe(tournament.matches_count);
      } else if (tournament.status === 'live') {
        expect(matches.length).toBeGreaterThan(0);
        expect(matches.length).toBeLessThan(tournament.matches_count);
      } else {
        expect(matches).toEqual([]);
      }
      for (const match of matches) {
        const rowsOfMatch = own.filter((result) => result.match_id === match);
        expect(rowsOfMatch.length).toBe(tournament.slots_taken);
        expect(rowsOfMatch.filter((result) => result.booyah === 1)).toHaveLength(1);
        const points = rowsOfMatch.map((result) => result.position_points).sort((a, b) => b - a);
        expect(points).toEqual(POSITION_POINTS.slice(0, rowsOfMatch.length));
        const booyah = rowsOfMatch.find((result) => result.booyah === 1);
        expect(booyah?.position_points).toBe(12);
        const kills = rowsOfMatch.flatMap((result) => [
          result.player1_kills,
          result.player2_kills,
          result.player3_kills,
          result.player4_kills,
        ]);
        expect(kills.every((value) => value >= 0 && value <= 12)).toBe(true);
        expect(kills.reduce((a, b) => a + b, 0)).toBeLessThan(rowsOfMatch.length * 4);
      }
    }
  });

  it('has at least 4 blogs and 6 to 8 products priced in paise', async () => {
    const blogs = await database.db.selectFrom('blogs').selectAll().execute();
    expect(blogs.length).toBeGreaterThanOrEqual(4);
    for (const blog of blogs) {
      expect(blog.title).not.toBe('');
      expect(blog.sub_description).not.toBe('');
      expect(blog.quote).not.toBe('');
      expect(blog.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(blog.keyword.split(',').length).toBeGreaterThanOrEqual(2);
      expect(blog.created_date.getTime()).toBeLessThan(seededAt);
    }
    expect(blogs.some((blog) => blog.author === null)).toBe(true);
    expect(blogs.filter((blog) => blog.author !== null).length).toBeGreaterThanOrEqual(3);

    const products = await database.db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(products.map((product) => product.price_paise)).toEqual(
      expect.arrayContaining([49900, 34950]),
    );
  });

  it('has one demo player who can log in with demo123; no other seeded player can', async () => {
    const demo = await demoPlayer(database.db);
    expect(demo.role).toBe('player');
    expect(await verifySecret('demo123', demo.password_hash)).toBe(true);
    expect(await verifySecret('demo1234', demo.password_hash)).toBe(false);
    const others = await database.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('mobile', 'not in', [DEMO_MOBILE, DEMO_SECOND_ORGANISER.mobile])
      .execute();
    expect(others.length).toBeGreaterThanOrEqual(40);
    for (const other of others) {
      expect(other.role).toBe('player');
      expect(await verifySecret('demo123', other.password_hash)).toBe(false);
    }
  });

  it('has a second organiser who logs in with its published password, recorded as made by the start', async () => {
    const organiser = await database.db
      .selectFrom('users')
      .select(['id', 'role', 'password_hash', 'is_demo'])
      .where('mobile', '=', DEMO_SECOND_ORGANISER.mobile)
      .executeTakeFirstOrThrow();
    expect(organiser).toMatchObject({ role: 'admin', is_demo: true });
    expect(await verifySecret(DEMO_SECOND_ORGANISER.password, organiser.password_hash)).toBe(true);
    const change = await database.db
      .selectFrom('role_changes')
      .select(['new_role', 'source'])
      .where('user_id', '=', organiser.id)
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ new_role: 'admin', source: 'startup' });
  });

  it("gives the demo player's wallet an approved and a pending deposit and a withdrawal, on the ledger", async () => {
    const demo = await demoPlayer(database.db);
    const transactions = await database.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('user_id', '=', demo.id)
      .orderBy('id')
      .execute();
    const kinds = transactions.map((tx) => `${tx.type}:${tx.status}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['ADD_MONEY:APPROVED', 'ADD_MONEY:PENDING', 'WITHDRAW:APPROVED']),
    );
    // Listed in the order they happened, all in the past.
    const dates = transactions.map((tx) => tx.created_at.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((date) => date < seededAt)).toBe(true);

    expect(await ledgerMismatches(database)).toEqual([]);
    const wallet = await database.db
      .selectFrom('wallets')
      .select('balance_paise')
      .where('user_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(wallet.balance_paise).toBe(33000);
  });

  it('logs the demo credentials once, under the demo data warning', () => {
    const warnings = entries.filter((entry) => entry.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0]?.args)).toContain('DEMO DATA');
    expect(JSON.stringify(warnings[0]?.args)).toContain('9000000001');
    expect(JSON.stringify(warnings[0]?.args)).toContain('demo123');
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('adds nothing when called again', async () => {
    const before = await rowCounts(database.db);
    const recorder = recordingLogger();
    await seedDemoDataOnce(database.db, recorder.logger);
    expect(await rowCounts(database.db)).toEqual(before);
    expect(recorder.entries.filter((entry) => entry.level === 'warn')).toEqual([]);
  });
});

describe('seeding a database that is not empty', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('seeds once when two instances start at the same time', async () => {
    const { logger, entries } = recordingLogger();
    await Promise.all([
      seedDemoDataOnce(database.db, logger),
      seedDemoDataOnce(database.db, logger),
    ]);
    const counts = await rowCounts(database.db);
    expect(counts.tournaments).toBe(10);
    expect(counts.blogs).toBe(5);
    // The second waits for the first and then finds the data: no clash, nothing to report.
    expect(entries.map((entry) => entry.level).sort()).toEqual(['debug', 'warn']);
  });
});

describe('a seed that fails part-way', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('leaves nothing behind and reports the failure without throwing', async () => {
    // Products are written last: refusing them makes everything before them roll back.
    await sql`alter table products add constraint refuse_all check (price_paise < 0)`.execute(
      database.db,
    );
    const recorder = recordingLogger();
    await seedDemoDataOnce(database.db, recorder.logger);
    const counts = await rowCounts(database.db);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect(recorder.entries.map((entry) => entry.level)).toEqual(['error']);
  });
});

describe('seeding a database that already has content or the demo accounts', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('leaves a database with a blog alone', async () => {
    await database.db.insertInto('blogs').values({ title: 'Our first post' }).execute();
    const before = await rowCounts(database.db);
    await seedDemoDataOnce(database.db, recordingLogger().logger);
    expect(await rowCounts(database.db)).toEqual(before);
    await database.db.deleteFrom('blogs').execute();
  });

  it('seeds nothing, and says so, when an existing account has a demo mobile number', async () => {
    await database.db
      .insertInto('users')
      .values({
        username: 'realplayer',
        email: 'realplayer@gmail.com',
        mobile: DEMO_MOBILE,
        password_hash: 'x',
      })
      .execute();
    const before = await rowCounts(database.db);
    const recorder = recordingLogger();
    await seedDemoDataOnce(database.db, recorder.logger);
    expect(await rowCounts(database.db)).toEqual(before);
    expect(recorder.entries.map((entry) => entry.level)).toContain('warn');
  });
});

describe("the demo player's profile", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoDataOnce(server.db, recordingLogger().logger);
  });
  afterAll(() => server.close());

  it('shows their tournaments, Booyahs and kills from the seeded results', async () => {
    const demo = await demoPlayer(server.db);
    const token = await tokenFor(server, demo.id);
    const response = await server.call('GET', '/api/v1/profile/me', { token });
    expect(response.status).toBe(200);
    // Live and completed Bermuda/Alpine cups plus the completed invitational; not the cancelled cup.
    expect(response.body).toMatchObject({
      id: demo.id,
      username: 'demoplayer',
      mobile: DEMO_MOBILE,
      tournamentsPlayed: 3,
      bio: expect.stringContaining('Demo account'),
    });
    expect(response.body.score).toBeGreaterThan(0);
    expect(response.body.wins).toBeGreaterThanOrEqual(0);
  });

  it('has an invitation to a squad waiting in their inbox (decision 037)', async () => {
    const demo = await demoPlayer(server.db);
    const token = await tokenFor(server, demo.id);
    const inbox = await server.call('GET', '/api/squads/invitations', { token });
    expect(inbox.status).toBe(200);
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0].invitedAs).toBe('username');
    // Their profile has the in-game name a squad member plays under, so they can accept.
    expect(demo.ff_ign).toBe('HHxDemoPlayer');
  });

  it('fills their bell as their wallet and match day happened, today unread', async () => {
    const demo = await demoPlayer(server.db);
    const token = await tokenFor(server, demo.id);
    const bell = await server.call('GET', '/api/notifications', { token });
    expect(bell.status).toBe(200);
    const kinds = bell.body.notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual([
      'RESULTS_POSTED',
      'RESULTS_POSTED',
      'MATCH_ROOM_RELEASED',
      'ORGANISER_MESSAGE',
      'TOURNAMENT_CANCELLED',
      'WITHDRAWAL_PAID',
      'DEPOSIT_APPROVED',
    ]);
    expect(bell.body.unreadCount).toBe(4);
    expect(bell.body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Results of match 2 of Bermuda Blitz Cup are posted.',
      'Results of match 1 of Bermuda Blitz Cup are posted.',
      'Match 1 room of Bermuda Blitz Cup is released: open IDP for the ID and password.',
      'Bermuda Blitz Cup: Join Discord 15 minutes before match 1. The room ID comes 7 minutes before each match.',
      'Monsoon Mayhem Cup was cancelled. Your entry fee of ₹50 is back in your wallet.',
      'Your withdrawal of ₹100 was paid.',
      'Your deposit of ₹500 was approved.',
    ]);
    const dates = bell.body.notifications.map((n: { createdAt: string }) =>
      Date.parse(n.createdAt),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date: number) => date <= Date.now())).toBe(true);
  });

  it('serves the seeded blogs and products through the content routes', async () => {
    const blogs = await server.call('GET', '/api/user/get-blogs');
    expect(blogs.body.length).toBeGreaterThanOrEqual(4);
    const products = await server.call('GET', '/products.json');
    expect(products.body).toContainEqual(expect.objectContaining({ price: 349.5 }));
  });
});
