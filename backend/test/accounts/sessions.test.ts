import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRole } from '../../src/features/accounts/organiser-roles';
import { EXPIRED_SESSIONS_PRUNED_PER_LOGIN } from '../../src/features/accounts/sessions-repository';
import { createAdmin, createUser, type TestUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { sessionOf, signedWithServerKey } from '../support/tokens';
import { otpFromOutbox } from './account-helpers';

/** Sessions that end: one device, all devices, a password reset, a ban, a role change. */

const ENDED = 'Your session has expired. Please log in again.';

describe('sessions', () => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const profile = (token: string) => server.call('GET', '/api/v1/profile/me', { token });

  async function login(player: { mobile: string; password: string }): Promise<string> {
    const res = await server.call('POST', '/api/auth/login', {
      body: { mobile: player.mobile, password: player.password },
    });
    expect(res.status).toBe(200);
    return res.body.jwt as string;
  }

  async function expectEnded(...tokens: string[]) {
    for (const token of tokens) {
      const res = await profile(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: ENDED });
    }
  }

  async function expectOpen(...tokens: string[]) {
    for (const token of tokens) expect((await profile(token)).status).toBe(200);
  }

  it("a logout, with and without /api, ends the calling token only: the player's other device stays in", async () => {
    for (const prefix of ['/api', '']) {
      const player = await createUser(server);
      const phone = await login(player);
      const res = await server.call('POST', `${prefix}/auth/logout`, { token: player.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged out' });
      await expectEnded(player.token);
      await expectOpen(phone);
      // The ended token cannot log out again; the other still can.
      expect((await server.call('POST', '/api/auth/logout', { token: player.token })).status).toBe(
        401,
      );
      expect((await server.call('POST', '/api/auth/logout', { token: phone })).status).toBe(200);
      await expectEnded(phone);
    }
    expect((await server.call('POST', '/api/auth/logout')).status).toBe(401);
  });

  it('logging out of all devices, with and without /api, ends every token; a new login works', async () => {
    for (const prefix of ['/api', '']) {
      const player = await createUser(server);
      const phone = await login(player);
      const res = await server.call('POST', `${prefix}/auth/logout-all`, { token: phone });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged out of all devices' });
      await expectEnded(player.token, phone);
      await expectOpen(await login(player));
    }
    expect((await server.call('POST', '/api/auth/logout-all')).status).toBe(401);
  });

  it('a password reset ends every earlier token; the new password logs in', async () => {
    const player = await createUser(server);
    const phone = await login(player);
    const sent = await server.call('POST', '/api/auth/forgot-password', {
      query: { email: player.email },
    });
    expect(sent.status).toBe(200);
    const otp = await otpFromOutbox(server, player.email);
    const reset = await server.call('POST', '/api/auth/reset-password', {
      body: { email: player.email, otp, newPassword: 'brand-new-1' },
    });
    expect(reset.status).toBe(200);
    await expectEnded(player.token, phone);
    await expectOpen(await login({ mobile: player.mobile, password: 'brand-new-1' }));
  });

  it("an organiser's ban ends every token of the player; lifting it brings none back", async () => {
    const player = await createUser(server);
    const phone = await login(player);
    const ban = await server.call('POST', `/api/admin/users/${player.id}/ban`, {
      token: admin.token,
      body: { reason: 'cheating' },
    });
    expect(ban.status).toBe(200);
    await expectEnded(player.token, phone);
    const unban = await server.call('POST', `/api/admin/users/${player.id}/unban`, {
      token: admin.token,
      body: {},
    });
    expect(unban.status).toBe(200);
    await expectEnded(player.token, phone);
    await expectOpen(await login(player));
  });

  it('a role change ends every token of the account', async () => {
    const player = await createUser(server);
    const phone = await login(player);
    await changeRole(server.db, player.id, 'admin', 'cli');
    await expectEnded(player.token, phone);
    const organiser = await login(player);
    expect((await server.call('GET', '/api/admin/users', { token: organiser })).status).toBe(200);
  });

  it('refuses a well-signed token without a session of its player', async () => {
    const player = await createUser(server);
    const other = await createUser(server);
    const claims = { sub: String(player.id), role: 'player', ver: 0 };
    const refused = [
      // Issued before sessions existed.
      await signedWithServerKey(server, claims),
      // Naming a session that was never opened.
      await signedWithServerKey(server, { ...claims, sid: randomUUID() }),
      // Naming another player's open session.
      await signedWithServerKey(server, { ...claims, sid: sessionOf(other.token) }),
      // Not a session id at all.
      await signedWithServerKey(server, { ...claims, sid: "x' or '1'='1" }),
    ];
    await expectEnded(...refused);
    // The same claims with the player's own session are accepted: only the session differs.
    await expectOpen(
      await signedWithServerKey(server, { ...claims, sid: sessionOf(player.token) }),
    );
  });

  it('deletes expired sessions a few per login and keeps the open ones', async () => {
    const player = await createUser(server);
    const expired = EXPIRED_SESSIONS_PRUNED_PER_LOGIN + 5;
    await server.db
      .insertInto('sessions')
      .values(
        Array.from({ length: expired }, () => ({
          id: randomUUID(),
          user_id: player.id,
          expires_at: new Date(Date.now() - 60_000),
        })),
      )
      .execute();
    const expiredRows = async () =>
      Number(
        (
          await server.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('expires_at', '<', new Date())
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await expiredRows()).toBe(expired);
    const phone = await login(player);
    expect(await expiredRows()).toBe(5);
    await login(player);
    expect(await expiredRows()).toBe(0);
    await expectOpen(player.token, phone);
  });
});
