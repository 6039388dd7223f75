import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { ensureAdmin } from '../../src/features/accounts/ensure-admin';
import { uniqueMobile } from '../support/fixtures';
import { recordingLogger } from '../support/logger';
import { type TestServer, startTestServer } from '../support/test-server';
import { otpFromOutbox, registerThroughOtp } from './account-helpers';
import { cliEnvFor } from '../support/cli-env';

/** The attacks on the organiser account, each tried as an attacker would (sessions: sessions.test.ts). */

const ADMIN_MOBILE = '9876543210';
const ADMIN_PASSWORD = 'Organiser#9';

async function resetPassword(server: TestServer, email: string, newPassword: string) {
  const sent = await server.call('POST', '/api/auth/forgot-password', { query: { email } });
  expect(sent.status).toBe(200);
  const otp = await otpFromOutbox(server, email);
  const reset = await server.call('POST', '/api/auth/reset-password', {
    body: { email, otp, newPassword },
  });
  expect(reset.status).toBe(200);
}

async function loginToken(server: TestServer, mobile: string, password: string) {
  const res = await server.call('POST', '/api/auth/login', { body: { mobile, password } });
  expect(res.status).toBe(200);
  return res.body.jwt as string;
}

const organiserRoute = (server: TestServer, token: string) =>
  server.call('GET', '/api/admin/users', { token });

describe('the organiser account cannot be taken over', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_MOBILE, ADMIN_PASSWORD });
    await ensureAdmin(server.db, server.config, recordingLogger().logger);
  });
  afterAll(() => server.close());

  it('through the old default e-mail: registering and resetting it yields a player token only', async () => {
    const organiser = await server.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('mobile', '=', ADMIN_MOBILE)
      .executeTakeFirstOrThrow();
    expect(organiser.role).toBe('admin');
    expect(organiser.email).toMatch(/\.invalid$/);

    // The attacker owns the Gmail address the organiser used to get by default.
    const attacker = await registerThroughOtp(server, {
      email: `organiser.${ADMIN_MOBILE}@gmail.com`,
    });
    await resetPassword(server, attacker.email, 'taken-over1');
    const token = await loginToken(server, attacker.mobile, 'taken-over1');
    expect((await organiserRoute(server, token)).status).toBe(403);

    // The organiser still logs in with their own password, and only they get an admin token.
    const admin = await loginToken(server, ADMIN_MOBILE, ADMIN_PASSWORD);
    expect((await organiserRoute(server, admin)).status).toBe(200);
  });

  it('by a player who sets their mobile to ADMIN_MOBILE before the next start', async () => {
    const mobile = uniqueMobile();
    const player = await registerThroughOtp(server);
    const update = await server.call('PUT', '/api/v1/profile/update', {
      token: player.token,
      body: { username: player.username, mobile, bio: '' },
    });
    expect(update.status).toBe(200);

    // The operator now names that mobile as the organiser's; the next start runs ensureAdmin.
    const log = recordingLogger();
    await ensureAdmin(
      server.db,
      loadConfig({ ADMIN_MOBILE: mobile, ADMIN_PASSWORD: 'Organiser#7' }),
      log.logger,
    );
    await resetPassword(server, player.email, 'now-mine-1');
    const token = await loginToken(server, mobile, 'now-mine-1');
    expect((await organiserRoute(server, token)).status).toBe(403);
    expect(log.entries.some((entry) => entry.level === 'error')).toBe(true);
  });
});

describe('the organiser CLI', () => {
  const run = promisify(execFile);

  // Five CLI processes, each starting tsx and opening PGlite from disk: slow on a busy machine.
  it('promotes and demotes an account by id, and records both', { timeout: 90_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-cli-test-'));
    const env = cliEnvFor(dataDir);
    try {
      const db = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
      const { migrateToLatest } = await import('../../src/db/migrate');
      await migrateToLatest(db);
      const { id } = await db
        .insertInto('users')
        .values({
          username: 'ace',
          email: 'ace@gmail.com',
          mobile: '9123456789',
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.destroy();

      const cli = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'backend/src/cli/organiser.ts', ...args], {
          env,
        });
      expect((await cli('promote', String(id))).stdout).toContain(`#${id} ace: player -> admin`);
      expect((await cli('list')).stdout).toContain(`#${id} ace`);
      await expect(cli('promote', '999')).rejects.toMatchObject({
        stderr: expect.stringContaining('No account has id 999.'),
      });
      expect((await cli('demote', String(id))).stdout).toContain('admin -> player');

      const after = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
      const changes = await after
        .selectFrom('role_changes')
        .select(['user_id', 'old_role', 'new_role', 'source'])
        .orderBy('id')
        .execute();
      await after.destroy();
      expect(changes).toEqual([
        { user_id: id, old_role: 'player', new_role: 'admin', source: 'cli' },
        { user_id: id, old_role: 'admin', new_role: 'player', source: 'cli' },
      ]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
