import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../support/entries';
import { type TestUser, banUser, createTournament, createUser } from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { expiredToken, forgedToken } from '../support/tokens';
import { addResult, userRow } from './profile-fixtures';

describe('the profile read', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a new player with the profile fields and zero statistics, with and without /api', async () => {
    const player = await createUser(server);
    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/v1/profile/me`, {
        token: player.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: player.id,
        username: player.username,
        email: player.email,
        mobile: player.mobile,
        bio: null,
        ffUid: null,
        ffIgn: null,
        profilePicture: null,
        tournamentsPlayed: 0,
        wins: 0,
        score: 0,
        dateOfBirth: '1995-06-15',
        hasPan: false,
      });
    }
  });

  it("counts entered tournaments except cancelled ones, the team's booyahs and the player's own kills", async () => {
    const player = await createUser(server);
    const mate = await createUser(server);
    const rival = await createUser(server);

    // Normal booking: the player leads the team sheet (position 1).
    const completed = await createTournament(server, { status: 'completed' });
    const { teamId: ownTeam } = await enterTeam(server, completed, {
      players: [player, 'p2', 'p3', 'p4'],
    });
    const { teamId: rivalTeam } = await enterTeam(server, completed, {
      players: [rival, 'p2', 'p3', 'p4'],
    });
    await addResult(server, {
      tournamentId: completed,
      matchId: 1,
      teamId: ownTeam,
      kills: [5, 7, 1, 0],
      booyah: true,
    });
    await addResult(server, {
      tournamentId: completed,
      matchId: 1,
      teamId: rivalTeam,
      kills: [9, 0, 0, 0],
    });
    await addResult(server, {
      tournamentId: completed,
      matchId: 2,
      teamId: ownTeam,
      kills: [3, 2, 2, 2],
    });
    await addResult(server, {
      tournamentId: completed,
      matchId: 2,
      teamId: rivalTeam,
      kills: [1, 1, 1, 1],
      booyah: true,
    });

    // Special team: the player joined third, so the third kill column is theirs.
    const live = await createTournament(server, { kind: 'special', status: 'live' });
    const { teamId: specialTeam } = await enterTeam(server, live, {
      players: [mate, rival, player, 'p4'],
    });
    await addResult(server, {
      tournamentId: live,
      matchId: 1,
      teamId: specialTeam,
      kills: [9, 8, 4, 6],
      booyah: true,
    });

    // A substitute (position 5) shares the team's booyah but has no kill column.
    const other = await createTournament(server, { kind: 'special', status: 'completed' });
    const { teamId: subTeam } = await enterTeam(server, other, {
      players: [mate, 'p2', 'p3', 'p4', player],
    });
    await addResult(server, {
      tournamentId: other,
      matchId: 1,
      teamId: subTeam,
      kills: [6, 6, 6, 6],
      booyah: true,
    });

    // Entered but not yet played counts; a cancelled tournament does not.
    const upcoming = await createTournament(server);
    await enterTeam(server, upcoming, { players: [player, 'p2', 'p3', 'p4'] });
    const cancelled = await createTournament(server, { status: 'cancelled' });
    await enterTeam(server, cancelled, { players: [player, 'p2', 'p3', 'p4'] });

    const response = await server.call('GET', '/v1/profile/me', { token: player.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ tournamentsPlayed: 4, wins: 3, score: 5 + 3 + 4 });

    const rivalProfile = await server.call('GET', '/api/v1/profile/me', { token: rival.token });
    expect(rivalProfile.body).toMatchObject({ tournamentsPlayed: 2, wins: 2, score: 9 + 1 + 8 });
  });

  it('still shows a banned player their own profile', async () => {
    const player = await createUser(server);
    await banUser(server, player.id, 'Hacked app detected');
    const response = await server.call('GET', '/api/v1/profile/me', { token: player.token });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(player.id);
  });

  it('refuses visitors and bad tokens with 401, with and without /api', async () => {
    const player = await createUser(server);
    const expired = await expiredToken(server, player.id);
    for (const prefix of PREFIXES) {
      const url = `${prefix}/v1/profile/me`;
      const anonymous = await server.call('GET', url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Please log in to continue.' });
      for (const token of [
        forgedToken(player.token, player.id + 1, 'player'),
        expired,
        'not-a-jwt',
      ]) {
        const refused = await server.call('GET', url, { token });
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({ message: 'Your session has expired. Please log in again.' });
      }
    }
  });
});

describe('the profile update', () => {
  let server: TestServer;
  let player: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server);
    other = await createUser(server);
  });
  afterAll(() => server.close());

  const update = (body: unknown, prefix = '/api', token = player.token) =>
    server.call('PUT', `${prefix}/v1/profile/update`, { token, body });
  const me = async () =>
    (await server.call('GET', '/api/v1/profile/me', { token: player.token })).body;

  it('saves username, mobile and bio, which the profile then shows, with and without /api', async () => {
    const response = await update({
      username: ' RaiderRahul ',
      mobile: '8123456789',
      bio: '  Rusher. IGL. ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Profile updated successfully!' });
    expect(await me()).toMatchObject({
      username: 'RaiderRahul',
      mobile: '8123456789',
      bio: 'Rusher. IGL.',
    });

    const bare = await update(
      { username: 'raiderrahul', mobile: '8123456780', bio: 'Sniper main' },
      '',
    );
    expect(bare.status).toBe(200);
    expect(await me()).toMatchObject({
      username: 'raiderrahul',
      mobile: '8123456780',
      bio: 'Sniper main',
    });
  });

  it('keeps the bio when it is left out and clears it when sent empty or null', async () => {
    await update({ username: 'bioplayer', mobile: '8123456781', bio: 'First bio' });
    await update({ username: 'bioplayer', mobile: '8123456781' });
    expect((await me()).bio).toBe('First bio');

    await update({ username: 'bioplayer', mobile: '8123456781', bio: '   ' });
    expect((await me()).bio).toBeNull();

    await update({ username: 'bioplayer', mobile: '8123456781', bio: 'Back again' });
    const cleared = await update({ username: 'bioplayer', mobile: '8123456781', bio: null });
    expect(cleared.status).toBe(200);
    expect((await me()).bio).toBeNull();
  });

  it('accepts a bio of exactly 200 characters', async () => {
    const bio = 'b'.repeat(200);
    expect((await update({ username: 'bioplayer', mobile: '8123456781', bio })).status).toBe(200);
    expect((await me()).bio).toBe(bio);
  });

  it.each([
    [{ mobile: '8123456781' }, 'Username is required', 'username'],
    [{ username: '   ', mobile: '8123456781' }, 'Username is required', 'username'],
    [{ username: 'valid' }, 'Mobile number is required', 'mobile'],
    [{ username: 'valid', mobile: '' }, 'Mobile number is required', 'mobile'],
    [{ username: 'valid', mobile: '81234' }, 'Mobile number must be 10 digits', 'mobile'],
    [{ username: 'valid', mobile: '81234567890' }, 'Mobile number must be 10 digits', 'mobile'],
    [{ username: 'valid', mobile: '81234abcde' }, 'Mobile number must be 10 digits', 'mobile'],
    [
      { username: 'valid', mobile: '8123456781', bio: 'x'.repeat(201) },
      "Bio can't exceed 200 characters",
      'bio',
    ],
    [{ username: 'valid', mobile: 8123456781 }, 'mobile must be a string', 'mobile'],
    [
      { username: 'u'.repeat(31), mobile: '8123456781' },
      'Username cannot exceed 30 characters',
      'username',
    ],
  ])('refuses %j with "%s", changing nothing', async (body, message, field) => {
    const before = await userRow(server, player.id);
    const response = await update(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await userRow(server, player.id)).toEqual(before);
  });

  it('lists every problem of an empty form, in the form order', async () => {
    const response = await update({}, '');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Username is required',
      errors: [
        { field: 'username', message: 'Username is required' },
        { field: 'mobile', message: 'Mobile number is required' },
      ],
    });
  });

  it('refuses a malformed body with a clear message', async () => {
    const response = await server.call('PUT', '/api/v1/profile/update', {
      token: player.token,
      rawBody: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body' });
  });

  it("refuses another account's username (in any case) or mobile with 409, changing nothing", async () => {
    const before = await userRow(server, player.id);
    const username = await update({ username: other.username.toUpperCase(), mobile: '8123456782' });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({
      message: 'Username is already taken',
      errors: [{ field: 'username', message: 'Username is already taken' }],
    });
    const mobile = await update({ username: 'freshname', mobile: other.mobile }, '');
    expect(mobile.status).toBe(409);
    expect(mobile.body).toEqual({
      message: 'Mobile number is already registered to another account',
      errors: [
        { field: 'mobile', message: 'Mobile number is already registered to another account' },
      ],
    });
    expect(await userRow(server, player.id)).toEqual(before);
  });

  it('lets a player keep their own username and mobile, or change only the case', async () => {
    const current = await me();
    const response = await update({
      username: current.username.toUpperCase(),
      mobile: current.mobile,
    });
    expect(response.status).toBe(200);
    expect((await me()).username).toBe(current.username.toUpperCase());
  });

  it('refuses visitors and bad tokens with 401, with and without /api, changing nothing', async () => {
    const before = await userRow(server, player.id);
    const body = { username: 'intruder', mobile: '8000000000' };
    const expired = await expiredToken(server, player.id);
    for (const prefix of PREFIXES) {
      const anonymous = await server.call('PUT', `${prefix}/v1/profile/update`, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Please log in to continue.' });
      for (const token of [forgedToken(other.token, player.id, 'player'), expired]) {
        const refused = await update(body, prefix, token);
        expect(refused.status).toBe(401);
        expect(refused.body.message).toBe('Your session has expired. Please log in again.');
      }
    }
    expect(await userRow(server, player.id)).toEqual(before);
  });
});
