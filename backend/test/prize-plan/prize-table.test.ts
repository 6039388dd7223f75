import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'normal',
  tournName: 'Diwali Cup',
  tournPp: 1000,
  entryFee: 50,
  totalSlots: 12,
  matchesCount: 3,
  tournStart: '2030-07-20T14:30:00Z',
  regStart: '2030-07-01T00:00:00Z',
  regEnd: '2030-07-19T18:00:00Z',
  ...overrides,
});

const TABLE = { rankPaise: [500_00, 300_00, 0], perKillPaise: 10_00 };

/**
 * Decision 044: the prize table is set with the tournament, within its pool, announced to
 * everyone beside the SPEC's tournament shape, and each change of it is in the audit.
 */
describe("a tournament's prize table", () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const create = (body: Record<string, unknown>, token = admin.token) =>
    server.call('POST', '/api/admin/tournaments', { token, body });
  const patch = (id: number, body: Record<string, unknown>) =>
    server.call('PATCH', `/api/admin/tournaments/${id}`, { token: admin.token, body });
  const announced = async (id: number) =>
    (await server.call('GET', `/api/tourney/tournament/${id}/prize-table`)).body;

  it('is set at creation, announced to everyone, and recorded in the audit', async () => {
    const res = await create(validBody({ prizeTable: TABLE }));
    expect(res.status).toBe(201);
    const id = res.body.tournId as number;
    // Ranks without a prize say nothing, so they are not kept.
    const kept = { rankPaise: [500_00, 300_00], perKillPaise: 10_00 };
    expect(res.body.prizeTable).toEqual(kept);
    expect(await announced(id)).toEqual({ tournId: id, prizeTable: kept });

    const details = await server.call('GET', `/api/tourney/tournament/${id}`);
    expect(details.body).not.toHaveProperty('prizeTable');

    const audit = await auditRowsAbout(server, 'tournament', id);
    expect(audit.map((entry) => entry.action)).toEqual(['TOURNAMENT_CREATED', 'PRIZE_TABLE_SET']);
    expect(audit[1]?.summary).toBe(
      'Set the prize table of Diwali Cup: 1st ₹500, 2nd ₹300, ₹10 per kill',
    );
  });

  it('announces no prizes for a tournament without a table', async () => {
    const res = await create(validBody());
    expect(res.body.prizeTable).toBeNull();
    expect(await announced(res.body.tournId as number)).toEqual({
      tournId: res.body.tournId,
      prizeTable: null,
    });
    const audit = await auditRowsAbout(server, 'tournament', res.body.tournId as number);
    expect(audit.map((entry) => entry.action)).toEqual(['TOURNAMENT_CREATED']);
  });

  it('refuses rank prizes past the pool, and creates nothing', async () => {
    const before = await server.db.selectFrom('tournaments').select('tourn_id').execute();
    const res = await create(
      validBody({ tournPp: 700, prizeTable: { rankPaise: [500_00, 300_00], perKillPaise: 0 } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        field: 'prizeTable.rankPaise',
        message: 'The rank prizes total ₹800, more than the ₹700 prize pool',
      },
    ]);
    const after = await server.db.selectFrom('tournaments').select('tourn_id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a per-kill prize the ranks leave no room for', async () => {
    const res = await create(
      validBody({ tournPp: 800, prizeTable: { rankPaise: [500_00, 300_00], perKillPaise: 5_00 } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('prizeTable.perKillPaise');
  });

  it('refuses amounts that are not whole paise', async () => {
    const res = await create(validBody({ prizeTable: { rankPaise: [10.5], perKillPaise: 0 } }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe('Amounts are whole paise from 0 to 1000000000');
  });

  it('keeps the table within the pool at every edit, and records each change', async () => {
    const id = (await create(validBody({ prizeTable: TABLE }))).body.tournId as number;
    const lowered = await patch(id, { tournPp: 600 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.errors[0]).toEqual({
      field: 'prizeTable.rankPaise',
      message: 'The rank prizes total ₹800, more than the ₹600 prize pool',
    });

    const changed = await patch(id, { prizeTable: { rankPaise: [400_00], perKillPaise: 0 } });
    expect(changed.status).toBe(200);
    expect(await announced(id)).toEqual({
      tournId: id,
      prizeTable: { rankPaise: [400_00], perKillPaise: 0 },
    });
    expect((await patch(id, { tournPp: 600 })).status).toBe(200);

    const cleared = await patch(id, { prizeTable: null });
    expect(cleared.body.prizeTable).toBeNull();

    const audit = await auditRowsAbout(server, 'tournament', id);
    const tables = audit.filter((entry) => entry.action === 'PRIZE_TABLE_SET');
    expect(tables.map((entry) => entry.summary)).toEqual([
      'Set the prize table of Diwali Cup: 1st ₹500, 2nd ₹300, ₹10 per kill',
      'Set the prize table of Diwali Cup: 1st ₹400',
      'Set the prize table of Diwali Cup: none',
    ]);
  });

  it('is set by organisers only', async () => {
    const player = await createUser(server);
    const asPlayer = await create(validBody({ prizeTable: TABLE }), player.token);
    expect(asPlayer.status).toBe(403);
    const asVisitor = await server.call('POST', '/api/admin/tournaments', {
      body: validBody({ prizeTable: TABLE }),
    });
    expect(asVisitor.status).toBe(401);
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const res = await server.call('GET', '/api/tourney/tournament/999999/prize-table');
    expect(res.status).toBe(404);
  });
});
