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
import { squad } from './booking-helpers';

describe('booking a normal slot (POST bookings/slot)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const book = (user: TestUser, body: unknown, prefix = '/api') =>
    server.call('POST', `${prefix}/bookings/slot`, { token: user.token, body });

  it('books a free slot with and without /api, taking one slot and no money', async () => {
    for (const prefix of PREFIXES) {
      const tournamentId = await createTournament(server);
      const player = await createUser(server);
      const response = await book(player, squad(tournamentId), prefix);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'Slot booked successfully!',
        teamId: expect.any(Number),
      });
      expect(await slotsTaken(server, tournamentId)).toBe(1);
      expect(await entryFeesPaid(server, tournamentId)).toBe(0);
      expect(await balanceOf(server, player.id)).toBe(0);
    }
  });

  it('stores the squad by position, the booking player first, optional players only if given', async () => {
    const tournamentId = await createTournament(server);
    const player = await createUser(server);
    const response = await book(
      player,
      squad(tournamentId, { teamName: '  Night Owls  ', player5: 'Sub One', player6: '' }),
    );
    expect(response.status).toBe(200);
    const team = await server.db
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', response.body.teamId)
      .executeTakeFirstOrThrow();
    expect(team).toMatchObject({
      team_name: 'Night Owls',
      leader_id: player.id,
      whatsapp_number: '9876543210',
      // The squad's code, which teammates with an account join by (decision 037).
      team_code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/),
    });
    const players = await server.db
      .selectFrom('team_players')
      .select(['position', 'user_id', 'in_game_name'])
      .where('team_id', '=', response.body.teamId)
      .orderBy('position')
      .execute();
    expect(players).toEqual([
      { position: 1, user_id: player.id, in_game_name: 'Leader' },
      { position: 2, user_id: null, in_game_name: 'Second' },
      { position: 3, user_id: null, in_game_name: 'Third' },
      { position: 4, user_id: null, in_game_name: 'Fourth' },
      { position: 5, user_id: null, in_game_name: 'Sub One' },
    ]);
  });

  it('debits the entry fee of a paid tournament in the same booking', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 5_050 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const response = await book(player, squad(tournamentId), '');
    expect(response.status).toBe(200);
    expect(await balanceOf(server, player.id)).toBe(49.5);
    expect(await entryFeesPaid(server, tournamentId)).toBe(1);
    const fee = await server.db
      .selectFrom('wallet_transactions')
      .select(['type', 'status', 'amount_paise', 'user_id'])
      .where('tournament_id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    expect(fee).toEqual({
      type: 'ENTRY_FEE',
      status: 'APPROVED',
      amount_paise: 5_050,
      user_id: player.id,
    });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses a booking the wallet cannot pay for, taking no slot', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 10_000 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 99.99);
    const before = await snapshot(server, tournamentId, [player.id]);
    const response = await book(player, squad(tournamentId));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Insufficient wallet balance');
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
    expect(before.balances).toEqual([99.99]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('refuses a second booking by the same player, changing nothing', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 1_000 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 50);
    expect((await book(player, squad(tournamentId))).status).toBe(200);
    const before = await snapshot(server, tournamentId, [player.id]);
    for (const prefix of PREFIXES) {
      const again = await book(player, squad(tournamentId), prefix);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You have already booked a slot in this tournament' });
    }
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
    expect(before.balances).toEqual([40]);
  });

  it('refuses a team name already taken in the tournament, whatever its case', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 1_000 });
    const first = await createUser(server);
    const second = await createUser(server);
    await fundWallet(server, first.id, 20);
    await fundWallet(server, second.id, 20);
    expect((await book(first, squad(tournamentId, { teamName: 'Red Wolves' }))).status).toBe(200);
    const before = await snapshot(server, tournamentId, [second.id]);
    const response = await book(second, squad(tournamentId, { teamName: 'RED wolves' }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Team name is already taken in this tournament');
    expect(await snapshot(server, tournamentId, [second.id])).toEqual(before);

    // Another tournament may have a team of the same name.
    const other = await createTournament(server);
    expect((await book(second, squad(other, { teamName: 'Red Wolves' }))).status).toBe(200);
  });

  it('answers 404 for an unknown tournament and 400 for a special one', async () => {
    const player = await createUser(server);
    const unknown = await book(player, squad(987_654));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });
    const beyondAnyId = await book(player, squad(99_999_999_999));
    expect(beyondAnyId.status).toBe(400);
    expect(beyondAnyId.body.message).toBe('Invalid tournament id');
    const special = await createTournament(server, { kind: 'special' });
    const before = await snapshot(server, special, [player.id]);
    const response = await book(player, squad(special));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'This tournament takes teams: create or join a team instead',
    });
    expect(await snapshot(server, special, [player.id])).toEqual(before);
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'Bookings are closed for this tournament'],
    ['completed', { status: 'completed' as const }, 'Bookings are closed for this tournament'],
    ['live', { status: 'live' as const }, 'Bookings are closed for this tournament'],
    ['full', { total_slots: 2, slots_taken: 2 }, 'No slots available'],
    ['not yet open', { reg_start: hoursFromNow(1) }, 'Registration has not opened yet'],
    [
      'closed for registration',
      { reg_start: hoursFromNow(-5), reg_end: hoursFromNow(-1) },
      'Registration has closed',
    ],
  ])('refuses a booking when the tournament is %s, changing nothing', async (_, state, message) => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 2_000, ...state });
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const before = await snapshot(server, tournamentId, [player.id]);
    const response = await book(player, squad(tournamentId));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
    expect(before.balances).toEqual([100]);
  });

  it.each([
    ['teamName', { teamName: '' }, 'Please enter your team name'],
    ['teamName', { teamName: '   ' }, 'Please enter your team name'],
    ['inGameName', { inGameName: undefined }, 'Player IGN required'],
    ['player2', { player2: '' }, 'Player 2 required'],
    ['player3', { player3: undefined }, 'Player 3 required'],
    ['player4', { player4: ' ' }, 'Player 4 required'],
    ['whatsappNumber', { whatsappNumber: '' }, 'Please enter your WhatsApp number'],
    ['whatsappNumber', { whatsappNumber: '98765' }, 'Enter a valid 10-digit WhatsApp number'],
    ['whatsappNumber', { whatsappNumber: '98765abcde' }, 'Enter a valid 10-digit WhatsApp number'],
    ['tournamentId', { tournamentId: undefined }, 'Invalid tournament id'],
    ['tournamentId', { tournamentId: -3 }, 'Invalid tournament id'],
    ['tournamentId', { tournamentId: 1.5 }, 'Invalid tournament id'],
    ['tournamentId', { tournamentId: '7' }, 'tournamentId must be a number'],
    ['player2', { player2: 7 }, 'player2 must be a string'],
  ])('refuses a bad %s with "%s"', async (field, change, message) => {
    const tournamentId = await createTournament(server);
    const player = await createUser(server);
    const body = { ...squad(tournamentId), ...change };
    const before = await snapshot(server, tournamentId, [player.id]);
    for (const prefix of PREFIXES) {
      const response = await book(player, body, prefix);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toContainEqual({ field, message });
    }
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
  });

  it('lists every problem of an empty form, in the form order', async () => {
    const player = await createUser(server);
    const response = await book(player, {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Please enter your team name',
      errors: [
        { field: 'teamName', message: 'Please enter your team name' },
        { field: 'inGameName', message: 'Player IGN required' },
        { field: 'player2', message: 'Player 2 required' },
        { field: 'player3', message: 'Player 3 required' },
        { field: 'player4', message: 'Player 4 required' },
        { field: 'whatsappNumber', message: 'Please enter your WhatsApp number' },
        { field: 'tournamentId', message: 'Invalid tournament id' },
      ],
    });
  });

  it('refuses visitors, forged and expired tokens, and banned players', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 1_000 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 50);
    const before = await snapshot(server, tournamentId, [player.id]);

    const visitor = await server.call('POST', '/bookings/slot', { body: squad(tournamentId) });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Please log in to continue.' });
    // Authentication is checked before the form: a visitor with a bad form still gets 401.
    const visitorBadForm = await server.call('POST', '/api/bookings/slot', { body: {} });
    expect(visitorBadForm.status).toBe(401);

    for (const token of [
      forgedToken(player.token, player.id),
      await expiredToken(server, player.id),
    ]) {
      const response = await server.call('POST', '/api/bookings/slot', {
        token,
        body: squad(tournamentId),
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }

    const banned = await createUser(server);
    await banUser(server, banned.id);
    const refused = await book(banned, squad(tournamentId));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Your account has been banned for breaking the rules.',
    });
    expect(await snapshot(server, tournamentId, [player.id])).toEqual(before);
  });
});

describe('reading bookings', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const bookSlot = async (user: TestUser, tournamentId: number, extra = {}) => {
    const response = await server.call('POST', '/api/bookings/slot', {
      token: user.token,
      body: squad(tournamentId, extra),
    });
    expect(response.status).toBe(200);
    return response.body.teamId as number;
  };

  it('answers isBooked with a bare true or false, with and without /api', async () => {
    const tournamentId = await createTournament(server);
    const booked = await createUser(server);
    const other = await createUser(server);
    await bookSlot(booked, tournamentId);
    for (const prefix of PREFIXES) {
      const yes = await server.call('GET', `${prefix}/bookings/isBooked/${tournamentId}`, {
        token: booked.token,
      });
      expect(yes.status).toBe(200);
      expect(yes.text).toBe('true');
      expect(yes.headers.get('content-type')).toContain('application/json');
      const no = await server.call('GET', `${prefix}/bookings/isBooked/${tournamentId}`, {
        token: other.token,
      });
      expect(no.status).toBe(200);
      expect(no.body).toBe(false);
    }
    const unknown = await server.call('GET', '/api/bookings/isBooked/424242', {
      token: booked.token,
    });
    expect(unknown.body).toBe(false);
  });

  it('counts a place in a special team as booked', async () => {
    const special = await createTournament(server, { kind: 'special' });
    const leader = await createUser(server);
    const created = await server.call('POST', '/api/teams/create', {
      token: leader.token,
      body: {
        tournamentId: special,
        teamName: 'Special Ones',
        iglInGameName: 'Boss',
        whatsappNumber: '9876543210',
      },
    });
    expect(created.status).toBe(200);
    const answer = await server.call('GET', `/bookings/isBooked/${special}`, {
      token: leader.token,
    });
    expect(answer.body).toBe(true);
  });

  it('refuses isBooked for a bad id and without a valid token, and lets a banned player read', async () => {
    const player = await createUser(server);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await server.call('GET', `/api/bookings/isBooked/${id}`, {
        token: player.token,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid tournament id');
    }
    expect((await server.call('GET', '/api/bookings/isBooked/1')).status).toBe(401);
    const forged = await server.call('GET', '/bookings/isBooked/1', {
      token: forgedToken(player.token, player.id),
    });
    expect(forged.status).toBe(401);
    const expired = await server.call('GET', '/bookings/isBooked/1', {
      token: await expiredToken(server, player.id),
    });
    expect(expired.status).toBe(401);

    const tournamentId = await createTournament(server);
    const banned = await createUser(server);
    await bookSlot(banned, tournamentId);
    await banUser(server, banned.id);
    const read = await server.call('GET', `/api/bookings/isBooked/${tournamentId}`, {
      token: banned.token,
    });
    expect(read.status).toBe(200);
    expect(read.body).toBe(true);
  });

  it("lists the caller's tournaments of both kinds, newest start first", async () => {
    const player = await createUser(server);
    const older = await createTournament(server, { tourn_start: hoursFromNow(30) });
    const newer = await createTournament(server, {
      kind: 'special',
      tourn_start: hoursFromNow(60),
      entry_fee_paise: 2_550,
      total_slots: 8,
    });
    await createTournament(server, { tourn_start: hoursFromNow(90) });
    await bookSlot(player, older);
    await fundWallet(server, player.id, 30);
    const created = await server.call('POST', '/teams/create', {
      token: player.token,
      body: {
        tournamentId: newer,
        teamName: 'Mine',
        iglInGameName: 'Me',
        whatsappNumber: '9876543210',
      },
    });
    expect(created.status).toBe(200);

    for (const prefix of PREFIXES) {
      const response = await server.call('GET', `${prefix}/bookings/my-tournaments`, {
        token: player.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.map((t: { tournId: number }) => t.tournId)).toEqual([newer, older]);
      expect(response.body[0]).toMatchObject({
        tournId: newer,
        entryFee: 25.5,
        totalSlots: 8,
        slotsAvail: 7,
        status: 'upcoming',
      });
      expect(new Date(response.body[0].tournStart).toISOString()).toBe(response.body[0].tournStart);
    }
    const someoneElse = await createUser(server);
    const empty = await server.call('GET', '/api/bookings/my-tournaments', {
      token: someoneElse.token,
    });
    expect(empty.body).toEqual([]);
    expect((await server.call('GET', '/bookings/my-tournaments')).status).toBe(401);
    const forged = await server.call('GET', '/api/bookings/my-tournaments', {
      token: forgedToken(player.token, someoneElse.id),
    });
    expect(forged.status).toBe(401);
  });

  it('shows the booked squads to registered players only, in booking order', async () => {
    const tournamentId = await createTournament(server);
    const first = await createUser(server);
    const second = await createUser(server);
    const outsider = await createUser(server);
    const firstTeam = await bookSlot(first, tournamentId, {
      teamName: 'Alpha',
      inGameName: 'A1',
      player2: 'A2',
      player3: 'A3',
      player4: 'A4',
    });
    const secondTeam = await bookSlot(second, tournamentId, {
      teamName: 'Bravo',
      inGameName: 'B1',
      player2: 'B2',
      player3: 'B3',
      player4: 'B4',
      player5: 'B5',
      player6: 'B6',
    });

    for (const prefix of PREFIXES) {
      const response = await server.call(
        'GET',
        `${prefix}/bookings/get-team-details/${tournamentId}`,
        {
          token: second.token,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: firstTeam,
          teamName: 'Alpha',
          inGameName: 'A1',
          player2: 'A2',
          player3: 'A3',
          player4: 'A4',
          player5: null,
          player6: null,
        },
        {
          id: secondTeam,
          teamName: 'Bravo',
          inGameName: 'B1',
          player2: 'B2',
          player3: 'B3',
          player4: 'B4',
          player5: 'B5',
          player6: 'B6',
        },
      ]);
      // No contact details of other squads leak into the list.
      expect(response.text).not.toContain('9876543210');
    }

    const refused = await server.call('GET', `/api/bookings/get-team-details/${tournamentId}`, {
      token: outsider.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You have not registered for the tournament' });

    const unknown = await server.call('GET', '/bookings/get-team-details/777777', {
      token: first.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tournament not found' });

    const badId = await server.call('GET', '/bookings/get-team-details/x', { token: first.token });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid tournament id');

    expect((await server.call('GET', `/bookings/get-team-details/${tournamentId}`)).status).toBe(
      401,
    );
    const expired = await server.call('GET', `/api/bookings/get-team-details/${tournamentId}`, {
      token: await expiredToken(server, first.id),
    });
    expect(expired.status).toBe(401);
  });

  it('documents the booking calls in the OpenAPI document', async () => {
    const document = await server.call('GET', '/api/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/bookings/slot',
        '/api/bookings/isBooked/{tournId}',
        '/api/bookings/my-tournaments',
        '/api/bookings/get-team-details/{tournId}',
      ]),
    );
    const slot = document.body.paths['/api/bookings/slot'].post;
    expect(slot.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['tournamentId', 'teamName', 'whatsappNumber']),
    );
  });
});
