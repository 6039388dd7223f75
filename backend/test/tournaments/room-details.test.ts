import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow } from '../support/dates';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { expiredToken } from '../support/tokens';
import { forgedAdminToken } from './tournament-fixtures';

describe('room details', () => {
  let server: TestServer;
  let admin: TestUser;
  let leader: TestUser;
  let teammate: TestUser;
  let outsider: TestUser;
  let tournament: number;
  let special: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    leader = await createUser(server);
    teammate = await createUser(server);
    outsider = await createUser(server);
    // Starting within 10 minutes: a room published now is released at once by default.
    tournament = await createTournament(server, {
      tourn_start: hoursFromNow(0.05),
      reg_end: hoursFromNow(0.01),
    });
    special = await createTournament(server, { kind: 'special' });
    await enterTeam(server, tournament, {
      teamName: 'Night Owls',
      players: [leader, 'owl2', 'owl3', 'owl4'],
    });
    await enterTeam(server, special, { teamName: 'Joiners', players: [leader, teammate] });
  });
  afterAll(() => server.close());

  const roomOf = (id: number, token?: string, prefix = '/api') =>
    server.call('GET', `${prefix}/tourney/${id}/room-details`, token ? { token } : {});

  it('gives an entered player empty credentials until the organiser publishes them', async () => {
    for (const prefix of PREFIXES) {
      const res = await roomOf(tournament, leader.token, prefix);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ roomId: '', roomPassword: '', releaseAt: null });
    }
  });

  it('refuses a player who did not enter, before and after publishing', async () => {
    const before = await roomOf(tournament, outsider.token);
    expect(before.status).toBe(403);
    expect(before.body).toEqual({ message: 'You have not registered for the tournament' });

    const published = await server.call('PUT', `/api/admin/tournaments/${tournament}/room`, {
      token: admin.token,
      body: { roomId: '  4417829 ', roomPassword: 'ccl@77' },
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      tournId: tournament,
      roomId: '4417829',
      roomPassword: 'ccl@77',
    });
    expect(Date.parse(published.body.roomPublishedAt)).not.toBeNaN();

    const after = await roomOf(tournament, outsider.token, '');
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ message: 'You have not registered for the tournament' });
    // The organiser is not a player of the tournament either.
    expect((await roomOf(tournament, admin.token)).status).toBe(403);
  });

  it('shows the published credentials to entered players, with and without /api', async () => {
    for (const prefix of PREFIXES) {
      const res = await roomOf(tournament, leader.token, prefix);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ roomId: '4417829', roomPassword: 'ccl@77', releaseAt: null });
    }
  });

  it('shows a republished room, and lets a player who joined a special team see it', async () => {
    expect((await roomOf(special, teammate.token)).body).toEqual({
      roomId: '',
      roomPassword: '',
      releaseAt: null,
    });
    // A release time that has passed releases the room at once.
    const releaseAt = hoursFromNow(-0.1).toISOString();
    await server.call('PUT', `/admin/tournaments/${special}/room`, {
      token: admin.token,
      body: { roomId: '111', roomPassword: 'first', releaseAt },
    });
    await server.call('PUT', `/admin/tournaments/${special}/room`, {
      token: admin.token,
      body: { roomId: '222', roomPassword: 'second', releaseAt },
    });
    const res = await roomOf(special, teammate.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ roomId: '222', roomPassword: 'second', releaseAt: null });
    expect((await roomOf(special, outsider.token)).status).toBe(403);
  });

  it('answers 404 for an unknown tournament and 400 for a malformed id', async () => {
    const unknown = await roomOf(999_999, leader.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const malformed = await server.call('GET', '/tourney/x1/room-details', {
      token: leader.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid tournament id');
  });

  it('asks for a login without a token, with an expired token or a forged one', async () => {
    const none = await roomOf(tournament);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Please log in to continue.' });

    const expired = await roomOf(tournament, await expiredToken(server, leader.id));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Your session has expired. Please log in again.' });

    const forged = await roomOf(tournament, await forgedAdminToken(leader.id), '');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'Your session has expired. Please log in again.' });

    const garbage = await roomOf(tournament, 'not-a-token');
    expect(garbage.status).toBe(401);
  });

  it('refuses to publish a room with missing or over-long values, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ roomPassword: 'x' }, 'Room ID is required'],
      [{ roomId: '   ', roomPassword: 'x' }, 'Room ID is required'],
      [{ roomId: '1', roomPassword: '' }, 'Room password is required'],
      [{ roomId: 'x'.repeat(51), roomPassword: 'x' }, 'Room ID cannot exceed 50 characters'],
      [{ roomId: '1', roomPassword: 'p'.repeat(51) }, 'Room password cannot exceed 50 characters'],
      [{ roomId: 12345, roomPassword: 'x' }, 'roomId must be a string'],
      [
        { roomId: '1', roomPassword: 'x', releaseAt: '7 pm' },
        'Release time must be a date and time like 2025-06-01T14:30:00Z',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await server.call('PUT', `/api/admin/tournaments/${tournament}/room`, {
        token: admin.token,
        body,
      });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0].message).toBe(message);
    }
    expect((await roomOf(tournament, leader.token)).body).toEqual({
      roomId: '4417829',
      roomPassword: 'ccl@77',
      releaseAt: null,
    });
  });

  it('refuses to publish a room for an unknown or a cancelled tournament', async () => {
    const unknown = await server.call('PUT', '/api/admin/tournaments/999999/room', {
      token: admin.token,
      body: { roomId: '1', roomPassword: '2' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });

    const cancelled = await createTournament(server, { status: 'cancelled' });
    const res = await server.call('PUT', `/api/admin/tournaments/${cancelled}/room`, {
      token: admin.token,
      body: { roomId: '1', roomPassword: '2' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'This tournament has been cancelled' });
  });
});
