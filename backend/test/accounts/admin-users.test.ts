import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const BANNED = 'Your account has been banned for breaking the rules.';

describe('organiser user management', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server.close());

  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });

  it('lists users newest first with the organiser fields, with and without /api', async () => {
    const newest = await createUser(server);
    for (const path of ['/api/admin/users', '/admin/users']) {
      const res = await asAdmin('GET', path);
      expect(res.status).toBe(200);
      expect(res.body[0]).toEqual({
        id: newest.id,
        username: newest.username,
        email: newest.email,
        mobile: newest.mobile,
        role: 'player',
        banned: false,
        banReason: null,
        bannedAt: null,
        createdAt: expect.any(String),
      });
      expect(new Date(res.body[0].createdAt).toISOString()).toBe(res.body[0].createdAt);
      const ids = res.body.map((u: { id: number }) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
  });

  it('searches username, e-mail and mobile, any case, with wildcards taken literally', async () => {
    const target = await createUser(server, { username: 'Headshot_King' });
    const byName = await asAdmin('GET', '/api/admin/users?search=headSHOT');
    expect(byName.body.map((u: { id: number }) => u.id)).toEqual([target.id]);
    const byMobile = await asAdmin('GET', `/api/admin/users?search=${target.mobile.slice(2, 8)}`);
    expect(byMobile.body.map((u: { id: number }) => u.id)).toContain(target.id);
    const byEmail = await asAdmin('GET', `/api/admin/users?search=${target.email.toUpperCase()}`);
    expect(byEmail.body.map((u: { id: number }) => u.id)).toEqual([target.id]);
    const wildcard = await asAdmin('GET', '/api/admin/users?search=%25');
    expect(wildcard.status).toBe(200);
    expect(wildcard.body).toEqual([]);
    const blank = await asAdmin('GET', '/api/admin/users?search=');
    expect(blank.body.length).toBeGreaterThan(1);
    const tooLong = await asAdmin('GET', `/api/admin/users?search=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Search cannot exceed 100 characters');
  });

  it('shows at most 50 users', async () => {
    await server.db
      .insertInto('users')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          username: `bulk${i}`,
          email: `bulk${i}@gmail.com`,
          mobile: `80000000${String(i).padStart(2, '0')}`,
          password_hash: 'x',
        })),
      )
      .execute();
    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.body).toHaveLength(50);
  });

  it('bans and unbans a player; a banned player cannot log in', async () => {
    const target = await createUser(server);
    const banned = await asAdmin('POST', `/api/admin/users/${target.id}/ban`, {
      reason: 'Hacked app',
    });
    expect(banned.status).toBe(200);
    expect(banned.body).toEqual({ message: `${target.username} has been banned.` });
    const row = await server.db
      .selectFrom('users')
      .select(['banned_at', 'ban_reason'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.ban_reason).toBe('Hacked app');
    expect(row.banned_at).toBeInstanceOf(Date);

    const listed = await asAdmin('GET', `/api/admin/users?search=${target.username}`);
    expect(listed.body[0]).toMatchObject({
      banned: true,
      banReason: 'Hacked app',
      bannedAt: row.banned_at?.toISOString(),
    });

    const login = await server.call('POST', '/auth/login', {
      body: { mobile: target.mobile, password: target.password },
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: BANNED });

    // Banning again says so and changes nothing: the first date and reason stay.
    const again = await asAdmin('POST', `/admin/users/${target.id}/ban`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `${target.username} is already banned.` });
    const after = await server.db
      .selectFrom('users')
      .select(['banned_at', 'ban_reason'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(row);

    for (const path of [`/api/admin/users/${target.id}/ban`, `/admin/users/${target.id}/ban`]) {
      const lifted = await asAdmin('DELETE', path);
      expect(lifted.status).toBe(200);
      expect(lifted.body).toEqual({ message: `${target.username} is no longer banned.` });
      const twice = await asAdmin('DELETE', path);
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ message: `${target.username} is not banned.` });
      expect((await asAdmin('POST', path, { reason: 'Hacked app' })).status).toBe(200);
    }
    expect((await asAdmin('DELETE', `/api/admin/users/${target.id}/ban`)).status).toBe(200);
    const loginAgain = await server.call('POST', '/api/auth/login', {
      body: { mobile: target.mobile, password: target.password },
    });
    expect(loginAgain.status).toBe(200);
  });

  it('refuses to ban yourself or another organiser, changing nothing', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${admin.id}/ban`, { reason: 'x' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot ban yourself.' });
    const other = await createAdmin(server);
    const res = await asAdmin('POST', `/api/admin/users/${other.id}/ban`, { reason: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Organisers cannot be banned.' });
    const banned = await server.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [admin.id, other.id])
      .where('banned_at', 'is not', null)
      .execute();
    expect(banned).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a bad id or reason', async () => {
    const unknown = await asAdmin('POST', '/api/admin/users/999999/ban', { reason: 'Spam' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
    expect((await asAdmin('DELETE', '/api/admin/users/999999/ban')).body).toEqual({
      message: 'User not found',
    });
    const badId = await asAdmin('POST', '/api/admin/users/abc/ban', { reason: 'Spam' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid user id');
    const longReason = await asAdmin('POST', `/api/admin/users/${player.id}/ban`, {
      reason: 'x'.repeat(201),
    });
    expect(longReason.status).toBe(400);
    expect(longReason.body.message).toBe('Reason cannot exceed 200 characters');
    const wrongType = await asAdmin('POST', `/api/admin/users/${player.id}/ban`, { reason: 5 });
    expect(wrongType.body.message).toBe('reason must be a string');
    for (const body of [{}, { reason: '  ' }]) {
      const noReason = await asAdmin('POST', `/api/admin/users/${player.id}/ban`, body);
      expect(noReason.status).toBe(400);
      expect(noReason.body).toEqual({
        message: 'Enter a reason',
        errors: [{ field: 'reason', message: 'Enter a reason' }],
      });
    }
  });

  it('is for organisers only: 401 without a token, 403 for players', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/admin/users/${player.id}/ban`, { reason: 'x' }],
      ['DELETE', `/api/admin/users/${player.id}/ban`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const visitor = await server.call(method, path, { body });
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
      const asPlayer = await server.call(method, path, { token: player.token, body });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body).toEqual({ message: 'Only organisers can do that.' });
    }
    const row = await server.db
      .selectFrom('users')
      .select('banned_at')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.banned_at).toBeNull();
  });

  it('lists its routes in the OpenAPI document', async () => {
    const doc = await server.call('GET', '/api/openapi.json');
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/send-registration-otp',
      '/api/auth/forgot-password',
      '/api/auth/verify-otp',
      '/api/auth/reset-password',
      '/api/admin/users',
      '/api/admin/users/{id}/ban',
    ]) {
      expect(doc.body.paths, path).toHaveProperty([path]);
    }
  });
});
