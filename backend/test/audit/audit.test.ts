import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoment } from '../../src/change/audit-text';
import { auditEntries } from '../support/audit-reads';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { decide, deposit, newestTransactionId } from '../wallet/wallet-helpers';

/** The record of organiser actions: how it is read, and that nothing can rewrite it. */
describe('the audit record', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number>, token = admin.token, prefix = '/api') =>
    server.call('GET', `${prefix}/admin/audit`, { token, query });

  /** Five blog creations by an organiser of their own, oldest first. */
  async function fiveRecordsBy(organiser: TestUser) {
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const res = await server.call('POST', '/api/admin/blogs', {
        token: organiser.token,
        body: { title },
      });
      expect(res.status).toBe(201);
    }
  }

  it('lists newest first and pages by id, with and without /api', async () => {
    const organiser = await createAdmin(server);
    await fiveRecordsBy(organiser);
    for (const prefix of PREFIXES) {
      const first = await list({ actorId: organiser.id, limit: 2 }, admin.token, prefix);
      expect(first.status).toBe(200);
      expect(first.body.entries.map((e: { summary: string }) => e.summary)).toEqual([
        'Published blog "Five"',
        'Published blog "Four"',
      ]);
      expect(first.body.nextBefore).toBe(first.body.entries[1].id);
      const second = await list(
        { actorId: organiser.id, limit: 2, before: first.body.nextBefore },
        admin.token,
        prefix,
      );
      expect(second.body.entries.map((e: { summary: string }) => e.summary)).toEqual([
        'Published blog "Three"',
        'Published blog "Two"',
      ]);
      const last = await list(
        { actorId: organiser.id, limit: 2, before: second.body.nextBefore },
        admin.token,
        prefix,
      );
      expect(last.body.entries.map((e: { summary: string }) => e.summary)).toEqual([
        'Published blog "One"',
      ]);
      expect(last.body.nextBefore).toBeNull();
    }
    const exact = await list({ actorId: organiser.id, limit: 5 });
    expect(exact.body.entries).toHaveLength(5);
    expect(exact.body.nextBefore).toBeNull();
    const everything = await list({});
    expect(everything.body.entries.length).toBeGreaterThanOrEqual(5);
    expect(everything.body.entries.length).toBeLessThanOrEqual(50);
  });

  it('filters by action, subject, tournament, player and organiser, each given one matching', async () => {
    const organiser = await createAdmin(server);
    const player = await createUser(server);
    const tournament = await createTournament(server, { tourn_name: 'Filter Cup' });
    const as = { token: organiser.token };
    await server.call('PUT', `/api/admin/tournaments/${tournament}/room`, {
      ...as,
      body: { roomId: '1', roomPassword: '2' },
    });
    await server.call('POST', `/api/admin/users/${player.id}/ban`, {
      ...as,
      body: { reason: 'Spam' },
    });
    await server.call('POST', `/api/admin/users/${player.id}/unban`, { ...as, body: {} });

    const actions = async (query: Record<string, string | number>) =>
      (await auditEntries(server, admin, { actorId: organiser.id, ...query })).map((e) => e.action);
    expect(await actions({})).toEqual(['PLAYER_UNBANNED', 'PLAYER_BANNED', 'MATCH_ROOM_PUBLISHED']);
    expect(await actions({ action: 'player_banned' })).toEqual(['PLAYER_BANNED']);
    expect(await actions({ subjectType: 'TOURNAMENT' })).toEqual(['MATCH_ROOM_PUBLISHED']);
    expect(await actions({ subjectType: 'player', subjectId: player.id })).toEqual([
      'PLAYER_UNBANNED',
      'PLAYER_BANNED',
    ]);
    expect(await actions({ tournamentId: tournament })).toEqual(['MATCH_ROOM_PUBLISHED']);
    expect(await actions({ userId: player.id })).toEqual(['PLAYER_UNBANNED', 'PLAYER_BANNED']);
    expect(await actions({ userId: player.id, action: 'MATCH_ROOM_PUBLISHED' })).toEqual([]);
    expect(await auditEntries(server, admin, { actorId: player.id })).toEqual([]);
  });

  it.each([
    [
      { action: 'DEPOSIT_STOLEN' },
      'action',
      'Action must be one of the audit actions, e.g. DEPOSIT_APPROVED',
    ],
    [
      { subjectType: 'team' },
      'subjectType',
      'Subject type must be tournament, transaction, player, blog, product or dispute',
    ],
    [{ subjectId: 'abc' }, 'subjectId', 'Invalid subject id'],
    [{ tournamentId: 'x' }, 'tournamentId', 'Invalid tournament id'],
    [{ userId: 0 }, 'userId', 'Invalid user id'],
    [{ actorId: -3 }, 'actorId', 'Invalid organiser id'],
    [{ before: '1.5' }, 'before', 'Invalid audit record id'],
    [{ limit: 0 }, 'limit', 'Limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit', 'Limit must be a whole number from 1 to 100'],
  ])('refuses the filter %j', async (query, field, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ field, message }] });
  });

  it('is for organisers only: 401 without a token, 403 for a player', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const visitor = await server.call('GET', `${prefix}/admin/audit`);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await list({}, player.token, prefix);
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
  });

  it('is append-only: the database refuses to change or delete a record', async () => {
    const player = await createUser(server);
    await server.call('POST', `/api/admin/users/${player.id}/ban`, {
      token: admin.token,
      body: { reason: 'Cheating' },
    });
    const [record] = await auditEntries(server, admin, { userId: player.id });
    expect(record?.action).toBe('PLAYER_BANNED');
    const count = await rowCount(server, 'audit_entries');

    await expect(
      sql`update audit_entries set summary = 'Nothing happened' where id = ${record?.id}`.execute(
        server.db,
      ),
    ).rejects.toThrow('audit entries are append-only');
    await expect(
      sql`delete from audit_entries where id = ${record?.id}`.execute(server.db),
    ).rejects.toThrow('audit entries are append-only');
    await expect(sql`delete from audit_entries`.execute(server.db)).rejects.toThrow(
      'audit entries are append-only',
    );

    expect(await rowCount(server, 'audit_entries')).toBe(count);
    const [after] = await auditEntries(server, admin, { userId: player.id });
    expect(after).toEqual(record);
  });

  it('commits a change with its record or neither: a record that cannot be written undoes the change', async () => {
    const player = await createUser(server);
    expect((await deposit(server, player, 60)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    await sql
      .raw(
        `create function refuse_audit() returns trigger language plpgsql as $$
        begin
          raise exception 'disk full';
        end $$`,
      )
      .execute(server.db);
    await sql
      .raw(
        `create trigger refuse_audit before insert on audit_entries
        for each row execute function refuse_audit()`,
      )
      .execute(server.db);
    try {
      const res = await decide(server, admin, id, 'approve');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong. Please try again later.' });
    } finally {
      await sql.raw('drop trigger refuse_audit on audit_entries').execute(server.db);
      await sql.raw('drop function refuse_audit()').execute(server.db);
    }
    expect(await balanceOf(server, player.id)).toBe(0);
    const tx = await server.call('GET', `/api/admin/wallet/transactions/${id}`, {
      token: admin.token,
    });
    expect(tx.body).toMatchObject({ status: 'PENDING', decidedBy: null });

    expect((await decide(server, admin, id, 'approve')).status).toBe(200);
    expect(await balanceOf(server, player.id)).toBe(60);
  });
});

describe('formatMoment', () => {
  it.each([
    ['2026-11-24T18:05:59.999Z', '24 Nov 2026, 18:05 UTC'],
    ['2026-09-01T00:00:00Z', '1 Sep 2026, 00:00 UTC'],
    // India's evening is still the UTC afternoon: the zone is said, never assumed.
    ['2026-01-31T23:30:00+05:30', '31 Jan 2026, 18:00 UTC'],
  ])('writes %s as %s', (iso, text) => {
    expect(formatMoment(new Date(iso))).toBe(text);
  });
});
