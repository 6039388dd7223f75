import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursFromNow } from '../support/dates';
import { slotsTaken, snapshot } from '../support/entries';
import {
  type TestUser,
  banUser,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { expiredToken, forgedToken } from '../support/tokens';
import { balanceOf, entryFeesPaid } from '../support/wallet-reads';
import {
  TEAM_CODE_PATTERN,
  createTeam,
  createTeamBody,
  joinTeam,
  joinTeamBody,
} from './team-helpers';

const special = (server: TestServer, overrides: Parameters<typeof createTournament>[1] = {}) =>
  createTournament(server, { kind: 'special', team_size: 4, ...overrides });

describe('creating a special team (POST teams/create)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const create = (user: TestUser, body: unknown, prefix = '/api') =>
    server.call('POST', `${prefix}/teams/create`, { token: user.token, body });

  it('creates a free team with a fresh code, with and without /api', async () => {
    const codes: string[] = [];
    for (const prefix of PREFIXES) {
      const tournamentId = await special(server);
      const leader = await createUser(server);
      const response = await create(
        leader,
        createTeamBody(tournamentId, { teamName: ' Storm Riders ' }),
        prefix,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Team created successfully',
        teamCode: expect.stringMatching(TEAM_CODE_PATTERN),
        teamName: 'Storm Riders',
      });
      codes.push(response.body.teamCode);
      expect(await slotsTaken(server, tournamentId)).toBe(1);
      expect(await entryFeesPaid(server, tournamentId)).toBe(0);

      const team = await server.db
        .selectFrom('teams')
        .selectAll()
        .where('tournament_id', '=', tournamentId)
        .executeTakeFirstOrThrow();
      expect(team).toMatchObject({
        team_code: response.body.teamCode,
        leader_id: leader.id,
        whatsapp_number: '9876543210',
      });
      const players = await server.db
        .selectFrom('team_players')
        .select(['position', 'user_id', 'in_game_name'])
        .where('team_id', '=', team.id)
        .execute();
      expect(players).toEqual([{ position: 1, user_id: leader.id, in_game_name: 'Captain' }]);
    }
    expect(codes[0]).not.toBe(codes[1]);
  });

  it("debits the leader's entry fee with the team", async () => {
    const tournamentId = await special(server, { entry_fee_paise: 3_000 });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 50);
    expect((await create(leader, createTeamBody(tournamentId), '')).status).toBe(200);
    expect(await balanceOf(server, leader.id)).toBe(20);
    expect(await entryFeesPaid(server, tournamentId)).toBe(1);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses a team the wallet cannot pay for, taking no slot', async () => {
    const tournamentId = await special(server, { entry_fee_paise: 3_000 });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 29);
    const before = await snapshot(server, tournamentId, [leader.id]);
    const response = await create(leader, createTeamBody(tournamentId));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Insufficient wallet balance');
    expect(await snapshot(server, tournamentId, [leader.id])).toEqual(before);
  });

  it('refuses a player who already created or joined a team there', async () => {
    const tournamentId = await special(server, { entry_fee_paise: 1_000 });
    const leader = await createUser(server);
    const member = await createUser(server);
    await fundWallet(server, leader.id, 50);
    await fundWallet(server, member.id, 50);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    await joinTeam(server, member, tournamentId, teamCode);
    const before = await snapshot(server, tournamentId, [leader.id, member.id]);
    for (const [user, prefix] of [
      [leader, '/api'],
      [member, ''],
    ] as const) {
      const response = await create(user, createTeamBody(tournamentId), prefix);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'You have already created or joined a team in this tournament',
      });
    }
    expect(await snapshot(server, tournamentId, [leader.id, member.id])).toEqual(before);
  });

  it('refuses a team name already taken in the tournament', async () => {
    const tournamentId = await special(server);
    const first = await createUser(server);
    const second = await createUser(server);
    await createTeam(server, first, tournamentId, { teamName: 'Phoenix' });
    const before = await snapshot(server, tournamentId, [second.id]);
    const response = await create(second, createTeamBody(tournamentId, { teamName: 'phoenix' }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Team name is already taken in this tournament');
    expect(await snapshot(server, tournamentId, [second.id])).toEqual(before);
  });

  it('answers 404 for an unknown tournament and 400 for a normal one', async () => {
    const leader = await createUser(server);
    const unknown = await create(leader, createTeamBody(555_555));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const normal = await createTournament(server);
    const before = await snapshot(server, normal, [leader.id]);
    const response = await create(leader, createTeamBody(normal));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'This tournament takes slot bookings: book a slot instead',
    });
    expect(await snapshot(server, normal, [leader.id])).toEqual(before);
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'Bookings are closed for this tournament'],
    ['completed', { status: 'completed' as const }, 'Bookings are closed for this tournament'],
    ['live', { status: 'live' as const }, 'Bookings are closed for this tournament'],
    ['full', { total_slots: 3, slots_taken: 3 }, 'No slots available'],
    ['not yet open', { reg_start: hoursFromNow(2) }, 'Registration has not opened yet'],
    [
      'closed for registration',
      { reg_start: hoursFromNow(-3), reg_end: hoursFromNow(-1) },
      'Registration has closed',
    ],
  ])('refuses a team when the tournament is %s, changing nothing', async (_, state, message) => {
    const tournamentId = await special(server, { entry_fee_paise: 1_000, ...state });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 40);
    const before = await snapshot(server, tournamentId, [leader.id]);
    const response = await create(leader, createTeamBody(tournamentId));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await snapshot(server, tournamentId, [leader.id])).toEqual(before);
    expect(before.balances).toEqual([40]);
  });

  it.each([
    ['teamName', { teamName: '' }, 'Please enter your team name'],
    ['iglInGameName', { iglInGameName: '  ' }, 'Player IGN required'],
    ['whatsappNumber', { whatsappNumber: undefined }, 'Please enter your WhatsApp number'],
    ['whatsappNumber', { whatsappNumber: '12345678901' }, 'Enter a valid 10-digit WhatsApp number'],
    ['tournamentId', { tournamentId: 0 }, 'Invalid tournament id'],
    ['tournamentId', { tournamentId: '3' }, 'tournamentId must be a number'],
  ])('refuses a bad %s with "%s"', async (field, change, message) => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    const before = await snapshot(server, tournamentId, [leader.id]);
    for (const prefix of PREFIXES) {
      const response = await create(leader, { ...createTeamBody(tournamentId), ...change }, prefix);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toContainEqual({ field, message });
    }
    expect(await snapshot(server, tournamentId, [leader.id])).toEqual(before);
  });

  it('refuses visitors, forged and expired tokens, and banned players', async () => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    const before = await snapshot(server, tournamentId, [leader.id]);
    const visitor = await server.call('POST', '/teams/create', {
      body: createTeamBody(tournamentId),
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
    for (const token of [
      forgedToken(leader.token, leader.id),
      await expiredToken(server, leader.id),
    ]) {
      const response = await server.call('POST', '/api/teams/create', {
        token,
        body: createTeamBody(tournamentId),
      });
      expect(response.status).toBe(401);
    }
    await banUser(server, leader.id);
    const banned = await create(leader, createTeamBody(tournamentId));
    expect(banned.status).toBe(403);
    expect(banned.body).toEqual({
      message: 'Your account has been banned for breaking the rules.',
    });
    expect(await snapshot(server, tournamentId, [leader.id])).toEqual(before);
  });
});

describe('joining a special team (POST teams/join, errors as { error })', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const join = (user: TestUser, body: unknown, prefix = '/api') =>
    server.call('POST', `${prefix}/teams/join`, { token: user.token, body });

  /** The join call's error body: `error` only, never `message`. */
  const expectError = (
    response: Awaited<ReturnType<typeof join>>,
    status: number,
    error: string,
  ) => {
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error });
    expect(response.body).not.toHaveProperty('message');
  };

  it('joins by code, in any case, with and without /api, filling the next place', async () => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    const { teamCode, teamName } = await createTeam(server, leader, tournamentId);
    const members = [await createUser(server), await createUser(server)];
    const codes = [teamCode, ` ${teamCode.toLowerCase()} `];
    for (const [index, prefix] of PREFIXES.entries()) {
      const response = await join(
        members[index]!,
        joinTeamBody(tournamentId, codes[index]!, { playerInGameName: `M${index + 2}` }),
        prefix,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Joined team successfully', teamName });
    }
    const players = await server.db
      .selectFrom('team_players')
      .select(['position', 'user_id', 'in_game_name'])
      .where('tournament_id', '=', tournamentId)
      .orderBy('position')
      .execute();
    expect(players).toEqual([
      { position: 1, user_id: leader.id, in_game_name: 'Captain' },
      { position: 2, user_id: members[0]!.id, in_game_name: 'M2' },
      { position: 3, user_id: members[1]!.id, in_game_name: 'M3' },
    ]);
    // Joining fills a place in a slot already taken.
    expect(await slotsTaken(server, tournamentId)).toBe(1);
  });

  it("debits the member's own entry fee, and refuses one the wallet cannot pay", async () => {
    const tournamentId = await special(server, { entry_fee_paise: 2_500 });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 25);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    const member = await createUser(server);
    await fundWallet(server, member.id, 30);
    expect((await join(member, joinTeamBody(tournamentId, teamCode), '')).status).toBe(200);
    expect(await balanceOf(server, member.id)).toBe(5);
    expect(await balanceOf(server, leader.id)).toBe(0);
    expect(await entryFeesPaid(server, tournamentId)).toBe(2);

    const poor = await createUser(server);
    await fundWallet(server, poor.id, 24.99);
    const before = await snapshot(server, tournamentId, [poor.id]);
    expectError(
      await join(poor, joinTeamBody(tournamentId, teamCode)),
      400,
      'Insufficient wallet balance',
    );
    expect(await snapshot(server, tournamentId, [poor.id])).toEqual(before);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('lets a member join while the tournament has no slots left', async () => {
    const tournamentId = await special(server, { total_slots: 1 });
    const leader = await createUser(server);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    expect(await slotsTaken(server, tournamentId)).toBe(1);
    await joinTeam(server, await createUser(server), tournamentId, teamCode);
  });

  it('answers 404 "Invalid team code" for an unknown code or one of another tournament', async () => {
    const tournamentId = await special(server);
    const other = await special(server);
    const leader = await createUser(server);
    const { teamCode } = await createTeam(server, leader, other);
    const player = await createUser(server);
    const before = await snapshot(server, tournamentId, [player.id]);
    for (const prefix of PREFIXES) {
      expectError(
        await join(player, joinTeamBody(tournamentId, 'ZZZZZZ'), prefix),
        404,
        'Invalid team code',
      );
    }
    expectError(await join(player, joinTeamBody(tournamentId, teamCode)), 404, 'Invalid team code');
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
  });

  it('answers 409 "Team is full" once every place is taken', async () => {
    const tournamentId = await special(server, { team_size: 2, entry_fee_paise: 500 });
    const leader = await createUser(server);
    const member = await createUser(server);
    const late = await createUser(server);
    for (const user of [leader, member, late]) await fundWallet(server, user.id, 10);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    await joinTeam(server, member, tournamentId, teamCode);
    const before = await snapshot(server, tournamentId, [late.id]);
    for (const prefix of PREFIXES) {
      expectError(
        await join(late, joinTeamBody(tournamentId, teamCode), prefix),
        409,
        'Team is full',
      );
    }
    expect(await snapshot(server, tournamentId, [late.id])).toEqual(before);
  });

  it('refuses a player who already created or joined a team in the tournament', async () => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    const otherLeader = await createUser(server);
    const member = await createUser(server);
    const first = await createTeam(server, leader, tournamentId);
    const second = await createTeam(server, otherLeader, tournamentId);
    await joinTeam(server, member, tournamentId, first.teamCode);
    const before = await snapshot(server, tournamentId, []);
    const message = 'You have already created or joined a team in this tournament';
    expectError(await join(leader, joinTeamBody(tournamentId, first.teamCode)), 409, message);
    expectError(await join(leader, joinTeamBody(tournamentId, second.teamCode)), 409, message);
    expectError(await join(member, joinTeamBody(tournamentId, first.teamCode), ''), 409, message);
    expectError(await join(member, joinTeamBody(tournamentId, second.teamCode)), 409, message);
    expect(await snapshot(server, tournamentId, [])).toEqual(before);
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'Bookings are closed for this tournament'],
    ['live', { status: 'live' as const }, 'Bookings are closed for this tournament'],
    ['closed for registration', { reg_end: hoursFromNow(-1) }, 'Registration has closed'],
  ])('refuses to join when the tournament is %s, changing nothing', async (_, state, error) => {
    const tournamentId = await special(server, { entry_fee_paise: 1_000 });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 10);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    const reg_start = hoursFromNow(-5);
    await server.db
      .updateTable('tournaments')
      .set({ reg_start, ...state })
      .where('tourn_id', '=', tournamentId)
      .execute();
    const member = await createUser(server);
    await fundWallet(server, member.id, 10);
    const before = await snapshot(server, tournamentId, [member.id]);
    expectError(await join(member, joinTeamBody(tournamentId, teamCode)), 400, error);
    expect(await snapshot(server, tournamentId, [member.id])).toEqual(before);
  });

  it('refuses to join before registration opens', async () => {
    const tournamentId = await special(server, { reg_start: hoursFromNow(3) });
    const player = await createUser(server);
    expectError(
      await join(player, joinTeamBody(tournamentId, 'ABCDEF')),
      400,
      'Registration has not opened yet',
    );
  });

  it('answers 404 for an unknown tournament and 400 for a normal one, as { error }', async () => {
    const player = await createUser(server);
    expectError(await join(player, joinTeamBody(444_444, 'ABCDEF')), 404, 'Tournament not found');
    const normal = await createTournament(server);
    expectError(
      await join(player, joinTeamBody(normal, 'ABCDEF')),
      400,
      'This tournament takes slot bookings: book a slot instead',
    );
  });

  it.each([
    [{ teamCode: '' }, 'Team Code required'],
    [{ teamCode: '   ' }, 'Team Code required'],
    [{ playerInGameName: undefined }, 'Player IGN required'],
    [{ tournamentId: undefined }, 'Invalid tournament id'],
    [{ tournamentId: 'x' }, 'tournamentId must be a number'],
  ])('refuses %o with { error: "%s" } only', async (change, error) => {
    const tournamentId = await special(server);
    const player = await createUser(server);
    const before = await snapshot(server, tournamentId, [player.id]);
    for (const prefix of PREFIXES) {
      const response = await join(
        player,
        { ...joinTeamBody(tournamentId, 'ABCDEF'), ...change },
        prefix,
      );
      expectError(response, 400, error);
    }
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
  });

  it('reports the first problem of an empty form, in the form order, as { error }', async () => {
    const player = await createUser(server);
    expectError(await join(player, {}), 400, 'Team Code required');
  });

  it('refuses visitors, forged and expired tokens, and banned players, as { error }', async () => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    const player = await createUser(server);
    const before = await snapshot(server, tournamentId, [player.id]);
    const visitor = await server.call('POST', '/teams/join', {
      body: joinTeamBody(tournamentId, teamCode),
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'Please log in to continue.' });
    for (const token of [
      forgedToken(player.token, player.id),
      await expiredToken(server, player.id),
    ]) {
      const response = await server.call('POST', '/api/teams/join', {
        token,
        body: joinTeamBody(tournamentId, teamCode),
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Your session has expired. Please log in again.' });
    }
    await banUser(server, player.id);
    expectError(
      await join(player, joinTeamBody(tournamentId, teamCode)),
      403,
      'Your account has been banned for breaking the rules.',
    );
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
  });
});

describe('reading teams (GET teams/bookings/:tournamentId, GET teams/my-team)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the teams in creation order, players by position, padded to the team size', async () => {
    const tournamentId = await special(server);
    const alpha = await createUser(server);
    const bravo = await createUser(server);
    const first = await createTeam(server, alpha, tournamentId, {
      teamName: 'Alpha',
      iglInGameName: 'A1',
    });
    await createTeam(server, bravo, tournamentId, { teamName: 'Bravo', iglInGameName: 'B1' });
    await joinTeam(server, await createUser(server), tournamentId, first.teamCode, {
      playerInGameName: 'A2',
    });
    await joinTeam(server, await createUser(server), tournamentId, first.teamCode, {
      playerInGameName: 'A3',
    });
    await joinTeam(server, await createUser(server), tournamentId, first.teamCode, {
      playerInGameName: 'A4',
    });

    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/teams/bookings/${tournamentId}`, {
        token: bravo.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: expect.any(Number),
          teamName: 'Alpha',
          players: [
            { inGameName: 'A1' },
            { inGameName: 'A2' },
            { inGameName: 'A3' },
            { inGameName: 'A4' },
          ],
        },
        {
          id: expect.any(Number),
          teamName: 'Bravo',
          players: [
            { inGameName: 'B1' },
            { inGameName: '' },
            { inGameName: '' },
            { inGameName: '' },
          ],
        },
      ]);
      // Team codes and contact numbers stay private to each team.
      expect(response.text).not.toContain(first.teamCode);
      expect(response.text).not.toContain('9876543210');
    }
  });

  it('shows the team list to registered players only', async () => {
    const tournamentId = await special(server);
    const leader = await createUser(server);
    await createTeam(server, leader, tournamentId);
    const outsider = await createUser(server);
    const refused = await server.call('GET', `/api/teams/bookings/${tournamentId}`, {
      token: outsider.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You have not registered for the tournament' });
    const unknown = await server.call('GET', '/teams/bookings/999999', { token: leader.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const badId = await server.call('GET', '/teams/bookings/abc', { token: leader.token });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid tournament id');
    expect((await server.call('GET', `/teams/bookings/${tournamentId}`)).status).toBe(401);
    const forged = await server.call('GET', `/api/teams/bookings/${tournamentId}`, {
      token: forgedToken(outsider.token, leader.id),
    });
    expect(forged.status).toBe(401);
    const expired = await server.call('GET', `/api/teams/bookings/${tournamentId}`, {
      token: await expiredToken(server, leader.id),
    });
    expect(expired.status).toBe(401);
  });

  it('tells the leader, a member and an outsider where they stand, with and without /api', async () => {
    const tournamentId = await special(server, { team_size: 4 });
    const leader = await createUser(server);
    const member = await createUser(server);
    const outsider = await createUser(server);
    const { teamCode, teamName } = await createTeam(server, leader, tournamentId);
    await joinTeam(server, member, tournamentId, teamCode);

    for (const prefix of PREFIXES) {
      const myTeam = (user: TestUser) =>
        server.call('GET', `${prefix}/teams/my-team`, {
          token: user.token,
          query: { tournamentId },
        });
      const asLeader = await myTeam(leader);
      expect(asLeader.status).toBe(200);
      expect(asLeader.body).toEqual({
        teamCode,
        teamName,
        playersJoined: 2,
        playersNeeded: 2,
        message: 'You have already created a team',
      });
      expect((await myTeam(member)).body).toEqual({
        teamCode,
        teamName,
        playersJoined: 2,
        playersNeeded: 2,
        message: 'You have joined a team',
      });
      const asOutsider = await myTeam(outsider);
      expect(asOutsider.status).toBe(200);
      expect(asOutsider.body).toEqual({
        teamCode: null,
        teamName: null,
        playersJoined: 0,
        playersNeeded: 0,
        message: 'You have not created a team yet',
      });
    }
  });

  it('counts no places needed once the team is full', async () => {
    const tournamentId = await special(server, { team_size: 2 });
    const leader = await createUser(server);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    await joinTeam(server, await createUser(server), tournamentId, teamCode);
    const response = await server.call('GET', '/api/teams/my-team', {
      token: leader.token,
      query: { tournamentId },
    });
    expect(response.body).toMatchObject({ playersJoined: 2, playersNeeded: 0 });
  });

  it('refuses my-team without a valid tournament id or token', async () => {
    const player = await createUser(server);
    const queries: Record<string, string>[] = [
      {},
      { tournamentId: 'abc' },
      { tournamentId: '0' },
      { tournamentId: '2.5' },
      { tournamentId: '' },
    ];
    for (const query of queries) {
      const response = await server.call('GET', '/api/teams/my-team', {
        token: player.token,
        query,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid tournament id');
    }
    const unknown = await server.call('GET', '/teams/my-team', {
      token: player.token,
      query: { tournamentId: 31_337 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const visitor = await server.call('GET', '/teams/my-team', { query: { tournamentId: 1 } });
    expect(visitor.status).toBe(401);
    const expired = await server.call('GET', '/api/teams/my-team', {
      token: await expiredToken(server, player.id),
      query: { tournamentId: 1 },
    });
    expect(expired.status).toBe(401);
  });

  it('documents the team calls in the OpenAPI document', async () => {
    const document = await server.call('GET', '/api/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/teams/create',
        '/api/teams/join',
        '/api/teams/bookings/{tournamentId}',
        '/api/teams/my-team',
      ]),
    );
  });
});
