import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayOf } from '#common/ist-days';
import { type TestUser, createAdmin, createUser, fundWallet } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { fetchCsv } from '../books/books-helpers';
import {
  REGISTRATION,
  type RecordsWorld,
  SPONSOR,
  WORLD_DAY,
  buildWorld,
  ist,
  stageFee,
} from './records-world';

/**
 * The records for an auditor or the Authority (decision 050): a day's tournaments with their
 * declaration and money, the totals, every total checked against the ledgers, the CSV and its
 * audit row, bad ranges refused and organisers only.
 */
let server: TestServer;
let admin: TestUser;
let world: RecordsWorld;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  world = await buildWorld(server);
});
afterAll(() => server.close());

const day = { from: WORLD_DAY, to: WORLD_DAY };
const records = (query: Record<string, string>, token = admin.token, prefix = '/api') =>
  server.call('GET', `${prefix}/admin/records`, { token, query });

describe('the records of a range', () => {
  it("lists each tournament's declaration and money of the day, and totals that agree with the ledgers", async () => {
    for (const prefix of PREFIXES) {
      const { status, body } = await records(day, admin.token, prefix);
      expect(status).toBe(200);
      expect(body.tournaments.map((t: { id: number }) => t.id)).toEqual([
        world.quietId,
        world.cupId,
      ]);
      const cup = body.tournaments[1];
      expect(cup).toMatchObject({
        name: world.cupName,
        status: 'completed',
        entryFee: 50,
        prizePool: 20000,
        declaration: {
          gameTitle: 'bgmi',
          gameTitleLabel: 'BGMI',
          feePurposeLabel: 'Entry to the competition and its administrative costs',
          prizeSource: 'sponsor',
          prizeSourceLabel: "A sponsor's funds",
          prizeSponsorName: SPONSOR,
          esportRegistrationNumber: REGISTRATION,
          registrationOpenedAt: ist('2025-07-14T09:30').toISOString(),
        },
        feesIn: 150,
        refunds: 50,
        feesKept: 100,
        escrowFunded: 20000,
        prizesGross: 15000,
        taxWithheld: 4500,
        prizesNet: 10500,
        returnedToFunders: 5000,
        returnsPaid: 5000,
      });
      expect(cup.funders).toEqual([
        expect.objectContaining({ funderKind: 'sponsor', funderName: SPONSOR, amount: 20000 }),
      ]);
      expect(body.tournaments[0]).toMatchObject({ feesIn: 0, prizesNet: 0, funders: [] });
      expect(body.totals).toMatchObject({ feesIn: 150, taxWithheld: 4500, returnsPaid: 5000 });
      expect(body.checks).toHaveLength(10);
      expect(body.checks.filter((check: { agrees: boolean }) => !check.agrees)).toEqual([]);
      expect(body.agrees).toBe(true);
      expect(body.settings).toMatchObject({ taxRatePercent: 30, taxThreshold: 10000 });
    }
  });

  it('shows nothing for days without a tournament or a movement', async () => {
    const { status, body } = await records({ from: '2025-07-16', to: '2025-07-17' });
    expect(status).toBe(200);
    expect(body.tournaments).toEqual([]);
    expect(body.totals.feesIn).toBe(0);
    expect(body.agrees).toBe(true);
  });

  it('names the figure whose ledger sum disagrees', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 10);
    // A fee taken from the wallet whose fee-account entry is missing.
    await stageFee(server, player, world.cupId, 1000, ist('2025-08-20T10:00'), { house: false });
    const { body } = await records({ from: '2025-08-20', to: '2025-08-20' });
    expect(body.agrees).toBe(false);
    expect(body.checks.filter((check: { agrees: boolean }) => !check.agrees)).toEqual([
      { name: 'Entry fees in, by the fee accounts', report: 10, ledger: 0, agrees: false },
    ]);
  });

  it.each([
    [{ from: '2025-07-20', to: '2025-07-10' }, 'The last day cannot be before the first day'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'Choose at most 366 days'],
    [{ from: '2025-02-30', to: '2025-03-01' }, 'Enter a day as YYYY-MM-DD'],
    [{ to: '2025-03-01' }, 'Enter the first day'],
  ])('refuses the range %o: %s', async (query, message) => {
    const { status, body } = await records(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('is for organisers only', async () => {
    const player = await createUser(server);
    expect((await records(day, player.token)).status).toBe(403);
    expect((await server.call('GET', '/api/admin/records', { query: day })).status).toBe(401);
    const csv = await fetchCsv(server, '/api/admin/records.csv', player.token, day);
    expect(csv.response.status).toBe(403);
  });
});

describe("the records' grievances", () => {
  it('lists a complaint filed in the days with its number and counts it by status', async () => {
    const filed = await server.call('POST', '/api/v1/grievances', {
      body: {
        category: 'payment',
        subject: 'Prize not received',
        description: 'I won the Monsoon Records Cup but the prize has not reached my wallet.',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        tournamentId: world.cupId,
      },
    });
    expect(filed.status).toBe(201);
    const today = istDayOf(new Date());
    const { body } = await records({ from: today, to: today });
    expect(body.grievances).toEqual([
      expect.objectContaining({
        number: filed.body.number,
        category: 'payment',
        categoryLabel: 'A payment, refund or prize',
        status: 'open',
        acknowledgedAt: null,
        acknowledgedLate: false,
        resolvedLate: false,
        tournamentId: world.cupId,
        tournamentName: world.cupName,
      }),
    ]);
    expect(body.grievanceCounts).toEqual({
      total: 1,
      open: 1,
      acknowledged: 0,
      resolved: 0,
      closedUnresolved: 0,
      late: 0,
    });
    const { text } = await fetchCsv(server, '/api/admin/records.csv', admin.token, {
      from: today,
      to: today,
    });
    expect(text).toContain(`${filed.body.number},"A payment, refund or prize",`);
    const before = await records(day);
    expect(before.body.grievances).toEqual([]);
  });
});

describe('the records as CSV', () => {
  it('writes the sections an auditor reads, neutralises formulas and is audited', async () => {
    const { response, text } = await fetchCsv(server, '/api/admin/records.csv', admin.token, day);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `ccl-records-${WORLD_DAY}-to-${WORLD_DAY}.csv`,
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`Records for the IST days,${WORLD_DAY},${WORLD_DAY}`);
    expect(lines).toContain('All figures agree with the ledger');
    for (const title of ['Tournaments', 'Prize funders', 'Checks against the ledger']) {
      expect(lines).toContain(title);
    }
    const cupLine = lines.find((line) => line.startsWith(`${world.cupId},`));
    expect(cupLine).toContain(`${world.cupName},2025-07-18 19:00:00,completed,BGMI`);
    expect(cupLine).toContain(`${REGISTRATION},2025-07-14 09:30:00,50.00,"20,000.00",150.00`);
    expect(cupLine).toContain('"15,000.00","4,500.00","10,500.00","5,000.00","5,000.00"');
    expect(lines.find((line) => line.startsWith(`${world.quietId},`))).toMatch(
      new RegExp(`^${world.quietId},"'=HYPERLINK`),
    );
    expect(lines).toContain('"Tax withheld, by the tax account","4,500.00","4,500.00",Yes');

    const audit = await server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'RECORDS_EXPORTED')
      .where('subject_id', '=', `records:${WORLD_DAY}..${WORLD_DAY}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, subject_type: 'books' });
    expect(audit[0]!.summary).toContain(`records of ${WORLD_DAY} as CSV`);
  });

  it('refuses a bad range with nothing audited', async () => {
    const before = await server.db
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'RECORDS_EXPORTED')
      .execute();
    const { response, text } = await fetchCsv(server, '/api/admin/records.csv', admin.token, {
      from: '2025-07-20',
      to: '2025-07-10',
    });
    expect(response.status).toBe(400);
    expect(text).toContain('The last day cannot be before the first day');
    const after = await server.db
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'RECORDS_EXPORTED')
      .execute();
    expect(after).toHaveLength(before.length);
  });
});
