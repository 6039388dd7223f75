import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import { type TestUser, createAdmin, createUser, fundWallet } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The append-only tables refuse TRUNCATE as they refuse UPDATE and DELETE (issue 20): one
 * statement would otherwise empty the audit, the ledger, the role changes or the live events.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  const player = await createUser(server);
  await fundWallet(server, player.id, 100);
  await server.db
    .insertInto('audit_entries')
    .values({
      actor_id: admin.id,
      action: 'PLAYER_BANNED',
      subject_type: 'player',
      subject_id: String(player.id),
      user_id: player.id,
      summary: 'Banned for the test',
      reason: 'Cheating',
      before: null,
      after: null,
    })
    .execute();
  await server.db
    .insertInto('role_changes')
    .values({ user_id: admin.id, old_role: 'player', new_role: 'admin', source: 'cli' })
    .execute();
  await server.db
    .insertInto('events')
    .values({ kind: 'wallet.changed', user_id: player.id })
    .execute();
});
afterAll(() => server.close());

const TABLES: [keyof Database, string][] = [
  ['audit_entries', 'audit entries are append-only'],
  ['ledger_entries', 'ledger entries are append-only'],
  ['role_changes', 'role changes are append-only'],
  ['events', 'events are append-only'],
];

const counts = () => Promise.all(TABLES.map(([table]) => rowCount(server, table)));

describe('TRUNCATE of an append-only table', () => {
  it.each(TABLES)('is refused on %s', async (table, message) => {
    const before = await counts();
    expect(before.every((count) => count > 0)).toBe(true);
    await expect(sql.raw(`truncate ${table}`).execute(server.db)).rejects.toThrow(message);
    await expect(sql.raw(`truncate table ${table} cascade`).execute(server.db)).rejects.toThrow(
      message,
    );
    expect(await counts()).toEqual(before);
  });

  it('is refused when it would reach them through a table they reference', async () => {
    const before = await counts();
    await expect(sql`truncate users cascade`.execute(server.db)).rejects.toThrow(/are append-only/);
    expect(await counts()).toEqual(before);
    expect(await rowCount(server, 'users')).toBeGreaterThan(0);
  });
});
