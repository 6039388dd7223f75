import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ensureAdmin } from '../../src/features/accounts/ensure-admin';
import { verifySecret } from '../../src/features/accounts/passwords';
import { recordingLogger } from '../support/logger';
import { rowCount } from '../support/row-counts';
import { type TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_SECRETS } from '../support/test-server';

describe('ensureAdmin', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  const roleChanges = () =>
    database.db
      .selectFrom('role_changes')
      .select(['user_id', 'old_role', 'new_role', 'source'])
      .orderBy('id')
      .execute();

  const userByMobile = (mobile: string) =>
    database.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();

  it('creates the configured organiser, and keeps its password in line on later starts', async () => {
    const config = loadConfig({
      ADMIN_MOBILE: '9000000001',
      ADMIN_PASSWORD: 'Organiser#1',
      ADMIN_EMAIL: 'Boss@Example.com',
    });
    const log = recordingLogger();
    await ensureAdmin(database.db, config, log.logger);
    const created = await userByMobile('9000000001');
    expect(created).toMatchObject({ role: 'admin', email: 'boss@example.com', username: 'Boss' });
    expect(await verifySecret('Organiser#1', created?.password_hash ?? '')).toBe(true);
    expect(JSON.stringify(log.entries)).not.toContain('Organiser#1');
    expect(await roleChanges()).toEqual([
      { user_id: created?.id, old_role: null, new_role: 'admin', source: 'startup' },
    ]);

    await database.db
      .updateTable('users')
      .set({ password_hash: 'changed' })
      .where('mobile', '=', '9000000001')
      .execute();
    await ensureAdmin(database.db, config, log.logger);
    const restored = await userByMobile('9000000001');
    expect(restored).toMatchObject({ id: created?.id, role: 'admin' });
    expect(await verifySecret('Organiser#1', restored?.password_hash ?? '')).toBe(true);

    // A third start with everything in place changes nothing.
    await ensureAdmin(database.db, config, log.logger);
    expect(await userByMobile('9000000001')).toEqual(restored);
    expect(await rowCount(database, 'users')).toBe(1);
  });

  it('never promotes a player who holds the configured mobile, and says how to promote by id', async () => {
    // Mobiles are not verified and players edit theirs: a player can take ADMIN_MOBILE first.
    await database.db
      .insertInto('users')
      .values({
        username: 'early',
        email: 'early@gmail.com',
        mobile: '9000000002',
        password_hash: 'x',
      })
      .execute();
    const log = recordingLogger();
    await ensureAdmin(
      database.db,
      loadConfig({ ADMIN_MOBILE: '9000000002', ADMIN_PASSWORD: 'Organiser#2' }),
      log.logger,
    );
    expect(await userByMobile('9000000002')).toMatchObject({
      username: 'early',
      role: 'player',
      password_hash: 'x',
    });
    const errors = log.entries.filter((line) => line.level === 'error');
    expect(JSON.stringify(errors)).toContain('npm run organiser -- promote');
    expect(await roleChanges()).toEqual([]);
  });

  it('stops the start with a clear error when the organiser e-mail belongs to someone else', async () => {
    await database.db
      .insertInto('users')
      .values({
        username: 'taken',
        email: 'boss@gmail.com',
        mobile: '9000000003',
        password_hash: 'x',
      })
      .execute();
    const config = loadConfig({
      ADMIN_MOBILE: '9000000004',
      ADMIN_PASSWORD: 'Organiser#4',
      ADMIN_EMAIL: 'boss@gmail.com',
    });
    await expect(ensureAdmin(database.db, config, recordingLogger().logger)).rejects.toThrow(
      'The organiser account cannot be created: An account with this email already exists.',
    );
  });

  it('without configuration, creates a dev organiser once and logs its password once', async () => {
    const config = loadConfig({});
    expect(config.admin).toBeUndefined();
    const log = recordingLogger();
    await ensureAdmin(database.db, config, log.logger);

    const created = await userByMobile('9999999999');
    // On the reserved .invalid domain: nobody can receive its reset codes or register it.
    expect(created).toMatchObject({
      role: 'admin',
      email: 'organiser-9999999999@organisers.invalid',
    });
    const warnings = log.entries.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    const { password } = warnings[0]?.args[0] as { mobile: string; password: string };
    expect(warnings[0]?.args[0]).toMatchObject({ mobile: '9999999999' });
    expect(password.length).toBeGreaterThanOrEqual(6);
    expect(password.length).toBeLessThanOrEqual(20);
    expect(await verifySecret(password, created?.password_hash ?? '')).toBe(true);

    // The organiser changed their password since; a restart leaves it and logs nothing.
    await database.db
      .updateTable('users')
      .set({ password_hash: 'chosen-by-organiser' })
      .where('mobile', '=', '9999999999')
      .execute();
    const later = recordingLogger();
    await ensureAdmin(database.db, config, later.logger);
    expect((await userByMobile('9999999999'))?.password_hash).toBe('chosen-by-organiser');
    expect(later.entries).toEqual([]);
  });

  it('does not promote a player who already uses the dev organiser mobile', async () => {
    await database.db
      .insertInto('users')
      .values({
        username: 'nines',
        email: 'nines@gmail.com',
        mobile: '9999999999',
        password_hash: 'x',
      })
      .execute();
    const log = recordingLogger();
    await ensureAdmin(database.db, loadConfig({}), log.logger);
    expect(await userByMobile('9999999999')).toMatchObject({ role: 'player', password_hash: 'x' });
    expect(log.entries.filter((line) => line.level === 'warn')).toHaveLength(1);
  });

  it('makes no organiser outside development without configuration, and says how', async () => {
    for (const NODE_ENV of ['production', 'test']) {
      const log = recordingLogger();
      await ensureAdmin(database.db, loadConfig({ NODE_ENV, ...TEST_SECRETS }), log.logger);
      expect(await rowCount(database, 'users')).toBe(0);
      expect(JSON.stringify(log.entries)).toContain('ADMIN_MOBILE');
    }
  });

  it('prepares an app that a logged-in dev organiser can use', async () => {
    const log = recordingLogger();
    await ensureAdmin(database.db, loadConfig({}), log.logger);
    const { password } = log.entries[0]?.args[0] as { password: string };
    const { buildApp } = await import('../../src/app');
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: '9999999999', password },
      });
      expect(login.statusCode).toBe(200);
      const users = await app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${login.json().jwt}` },
      });
      expect(users.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
