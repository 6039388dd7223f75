import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFromOutbox } from '../accounts/account-helpers';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import {
  type EventRead,
  described,
  eventMark,
  eventsAfter,
  writerOf,
  xid32,
} from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { sessionOf } from '../support/tokens';

/** Sessions that end and bans: the gateway closes the player's sockets on these events. */
describe('the events of accounts', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  async function eventsOf(work: () => Promise<unknown>): Promise<EventRead[]> {
    const mark = await eventMark(server);
    await work();
    return eventsAfter(server, mark);
  }
  const of = (kind: string, userId: number) => ({
    kind,
    tournamentId: null,
    userId,
    subjectId: null,
  });
  const withUserRow = async (events: EventRead[], userId: number) => {
    const writer = await writerOf(server, 'users', 'id', userId);
    for (const event of events) expect(xid32(event.xid)).toBe(writer);
  };

  it('a ban: banned, and every session ended', async () => {
    const player = await createUser(server);
    const ban = () =>
      server.call('POST', `/api/admin/users/${player.id}/ban`, {
        token: admin.token,
        body: { reason: 'Teaming' },
      });
    const banned = await eventsOf(async () => expect((await ban()).status).toBe(200));
    expect(described(banned)).toEqual([
      of('account.banned', player.id),
      of('sessions.ended', player.id),
    ]);
    await withUserRow(banned, player.id);
    const again = await eventsOf(async () => expect((await ban()).status).toBe(409));
    expect(again).toEqual([]);
  });

  it('a logout: that session ended, named by its id, with its row', async () => {
    const player = await createUser(server);
    const session = sessionOf(player.token);
    const logout = () => server.call('POST', '/api/auth/logout', { token: player.token });
    const events = await eventsOf(async () => expect((await logout()).status).toBe(200));
    expect(described(events)).toEqual([{ ...of('sessions.ended', player.id), subjectId: session }]);
    const writer = await writerOf(server, 'sessions', 'id', session);
    for (const event of events) expect(xid32(event.xid)).toBe(writer);
    const refused = await eventsOf(async () => expect((await logout()).status).toBe(401));
    expect(refused).toEqual([]);
  });

  it('a logout of all devices: every session ended', async () => {
    const player = await createUser(server);
    const events = await eventsOf(async () =>
      expect(
        (await server.call('POST', '/api/auth/logout-all', { token: player.token })).status,
      ).toBe(200),
    );
    expect(described(events)).toEqual([of('sessions.ended', player.id)]);
    await withUserRow(events, player.id);
  });

  it('a password reset; a wrong code writes nothing', async () => {
    const player = await createUser(server);
    const sent = await server.call('POST', '/api/auth/forgot-password', {
      query: { email: player.email },
    });
    expect(sent.status).toBe(200);
    const otp = await otpFromOutbox(server, player.email);
    const reset = (code: string) =>
      server.call('POST', '/api/auth/reset-password', {
        body: { email: player.email, otp: code, newPassword: 'another1' },
      });
    const wrong = await eventsOf(async () =>
      expect((await reset(otp === '000000' ? '111111' : '000000')).status).toBe(400),
    );
    expect(wrong).toEqual([]);
    const events = await eventsOf(async () => expect((await reset(otp)).status).toBe(200));
    expect(described(events)).toEqual([of('sessions.ended', player.id)]);
    await withUserRow(events, player.id);
  });
});
