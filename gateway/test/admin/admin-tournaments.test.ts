import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { balanceOf, bookSlot, schedule } from './admin-helpers';
import { PAY, WAITS, approveThroughGateway } from './prize-proposal-helpers';

const CREATE = `mutation Create($input: TournamentInput!) {
  createTournament(input: $input) {
    errors { field code message }
    message
    tournament {
      id kind name status totalSlots matchesCount
      prizePool { rupees } entryFee { rupees } isFree
      startsAt organiser discordUrl
    }
  }
}`;

const UPDATE = `mutation Update($id: ID!, $patch: TournamentPatch!) {
  updateTournament(id: $id, patch: $patch) {
    errors { field code message }
    tournament { id kind name status entryFee { rupees } discordUrl }
  }
}`;

const PUBLISH = `mutation Publish($id: ID!, $roomId: String!, $password: String!, $at: DateTime) {
  publishRoom(tournamentId: $id, roomId: $roomId, password: $password, releaseAt: $at) {
    errors { field code message }
    tournament { id kind }
  }
}`;

const POST_RESULTS = `mutation Results($id: ID!, $match: Int!, $rows: [ResultRowInput!]!) {
  postResults(tournamentId: $id, matchNumber: $match, rows: $rows) {
    errors { field code message }
    message
    tournament {
      id kind
      standings { overall { rank teamName matchesPlayed booyahs positionPoints kills total } }
    }
  }
}`;

const PARTICIPANTS = `query Participants($id: ID!) {
  admin { participants(tournamentId: $id) { id name players { position inGameName userId username } } }
}`;

const newTournament = (overrides: Record<string, unknown> = {}) => ({
  kind: 'NORMAL',
  name: `Gateway Cup ${Date.now()}`,
  prizePool: '25000',
  entryFee: '49.50',
  totalSlots: 12,
  matchesCount: 3,
  organiser: 'CCL Esports',
  discordUrl: 'https://discord.gg/ccl',
  ...schedule(),
  ...overrides,
});

describe('organiser tournaments through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let approver: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    approver = await createAdmin(stack.backend);
    player = await createUser(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown>) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  it('creates normal and special tournaments, amounts exact from decimal strings', async () => {
    const normal = await asAdmin(CREATE, { input: newTournament({ name: 'Rupee Cup' }) });
    expect(normal.body.errors).toBeUndefined();
    expect(normal.body.data.createTournament).toMatchObject({
      errors: [],
      tournament: {
        kind: 'NORMAL',
        name: 'Rupee Cup',
        status: 'UPCOMING',
        totalSlots: 12,
        matchesCount: 3,
        prizePool: { rupees: '25000.00' },
        entryFee: { rupees: '49.50' },
        isFree: false,
        organiser: 'CCL Esports',
        discordUrl: 'https://discord.gg/ccl',
      },
    });

    const special = await asAdmin(CREATE, {
      input: newTournament({ kind: 'SPECIAL', name: 'Team Clash', entryFee: '0', teamSize: 4 }),
    });
    expect(special.body.data.createTournament.tournament).toMatchObject({
      kind: 'SPECIAL',
      name: 'Team Clash',
      isFree: true,
    });
    const id = special.body.data.createTournament.tournament.id;
    const listed = await stack.gateway.graphql(`{ tournaments(kind: SPECIAL) { id name } }`);
    expect(listed.body.data.tournaments).toContainEqual({ id, name: 'Team Clash' });
  });

  it('refuses an inexact amount on its own field before calling the upstream', async () => {
    const before = stack.backend.requestLog.length;
    const result = await asAdmin(CREATE, { input: newTournament({ prizePool: '10.999' }) });
    expect(result.body.data.createTournament).toEqual({
      errors: [
        {
          field: 'prizePool',
          code: 'INVALID',
          message:
            'Prize pool must be an amount in rupees with at most 2 decimals, e.g. "499" or "499.50"',
        },
      ],
      message:
        'Prize pool must be an amount in rupees with at most 2 decimals, e.g. "499" or "499.50"',
      tournament: null,
    });
    expect(stack.backend.requestLog.length).toBe(before);
  });

  it("names the upstream's field errors after the input's fields", async () => {
    const now = Date.now();
    const result = await asAdmin(CREATE, {
      input: newTournament({
        registrationOpensAt: new Date(now).toISOString(),
        registrationClosesAt: new Date(now + 72 * 3_600_000).toISOString(),
        startsAt: new Date(now + 24 * 3_600_000).toISOString(),
      }),
    });
    expect(result.body.data.createTournament.errors).toEqual([
      {
        field: 'registrationClosesAt',
        code: 'INVALID',
        message: 'Registration must end before the tournament starts',
      },
    ]);
    const slots = await asAdmin(CREATE, { input: newTournament({ totalSlots: 0 }) });
    expect(slots.body.data.createTournament.errors).toEqual([
      { field: 'totalSlots', code: 'INVALID', message: 'Total slots must be between 1 and 1000' },
    ]);
  });

  it('updates only the fields given; a null link clears it; cancelling refunds entry fees', async () => {
    const id = await createTournament(stack.backend, {
      entry_fee_paise: 5000,
      discord_link: 'https://discord.gg/old',
    });
    await fundWallet(stack.backend, player.id, 100);
    await bookSlot(stack.backend, player, id, 'Refund Squad');
    expect(await balanceOf(stack.backend, player)).toBe(50);

    const renamed = await asAdmin(UPDATE, {
      id: String(id),
      patch: { name: 'Renamed Cup', entryFee: '75', discordUrl: null },
    });
    expect(renamed.body.data.updateTournament).toEqual({
      errors: [],
      tournament: {
        id: String(id),
        kind: 'NORMAL',
        name: 'Renamed Cup',
        status: 'UPCOMING',
        entryFee: { rupees: '75.00' },
        discordUrl: null,
      },
    });

    const cancelled = await asAdmin(UPDATE, { id: String(id), patch: { status: 'CANCELLED' } });
    expect(cancelled.body.data.updateTournament.tournament.status).toBe('CANCELLED');
    expect(await balanceOf(stack.backend, player)).toBe(100);

    const reopened = await asAdmin(UPDATE, { id: String(id), patch: { status: 'UPCOMING' } });
    expect(reopened.body.data.updateTournament).toEqual({
      errors: [
        {
          field: 'status',
          code: 'INVALID',
          message: 'A cancelled tournament cannot be reopened: its entry fees were refunded',
        },
      ],
      tournament: null,
    });

    const missing = await asAdmin(UPDATE, { id: '999999', patch: { name: 'Nobody' } });
    expect(missing.body.data.updateTournament.errors).toEqual([
      { field: null, code: 'NOT_FOUND', message: 'Tournament not found' },
    ]);
  });

  it("publishes the room to the tournament's players", async () => {
    const id = await createTournament(stack.backend);
    await bookSlot(stack.backend, player, id, 'Room Squad');
    const published = await asAdmin(PUBLISH, {
      id: String(id),
      roomId: '4455',
      password: 'ff-pass',
      at: new Date().toISOString(),
    });
    expect(published.body.data.publishRoom).toEqual({
      errors: [],
      tournament: { id: String(id), kind: 'NORMAL' },
    });
    const room = await stack.gateway.graphql(
      `query($id: ID!) { tournament(id: $id) { room { released roomId password } } }`,
      { id: String(id) },
      { token: player.token },
    );
    expect(room.body.data.tournament.room).toEqual({
      released: true,
      roomId: '4455',
      password: 'ff-pass',
    });
    const empty = await asAdmin(PUBLISH, { id: String(id), roomId: '', password: '' });
    expect(empty.body.data.publishRoom.errors.map((e: { field: string }) => e.field)).toEqual([
      'roomId',
      'password',
    ]);
  });

  it('posts results in the upstream row shape and answers the standings', async () => {
    const id = await createTournament(stack.backend);
    const second = await createUser(stack.backend);
    await bookSlot(stack.backend, player, id, 'Alpha');
    await bookSlot(stack.backend, second, id, 'Bravo');
    const rows = [
      {
        teamName: 'alpha',
        player1Kills: 3,
        player2Kills: 2,
        player3Kills: 1,
        player4Kills: 0,
        positionPoints: 12,
        booyah: true,
      },
      {
        teamName: 'Bravo',
        player1Kills: 5,
        player2Kills: 0,
        player3Kills: 0,
        player4Kills: 0,
        positionPoints: 6,
      },
    ];
    const posted = await asAdmin(POST_RESULTS, { id: String(id), match: 1, rows });
    expect(posted.body.errors).toBeUndefined();
    expect(posted.body.data.postResults).toEqual({
      errors: [],
      message: 'Results saved',
      tournament: {
        id: String(id),
        kind: 'NORMAL',
        standings: {
          overall: [
            {
              rank: 1,
              teamName: 'Alpha',
              matchesPlayed: 1,
              booyahs: 1,
              positionPoints: 12,
              kills: 6,
              total: 18,
            },
            {
              rank: 2,
              teamName: 'Bravo',
              matchesPlayed: 1,
              booyahs: 0,
              positionPoints: 6,
              kills: 5,
              total: 11,
            },
          ],
        },
      },
    });

    const absent = await asAdmin(POST_RESULTS, {
      id: String(id),
      match: 2,
      rows: [{ ...rows[1], participated: false, booyah: true }],
    });
    expect(absent.body.data.postResults.errors).toEqual([
      {
        field: 'rows',
        code: 'INVALID',
        message: 'Team "Bravo" cannot win a match it did not play',
      },
    ]);

    const unknown = await asAdmin(POST_RESULTS, {
      id: String(id),
      match: 1,
      rows: [{ ...rows[0], teamName: 'Ghosts' }],
    });
    expect(unknown.body.data.postResults.errors).toEqual([
      {
        field: 'rows',
        code: 'INVALID',
        message: 'Team "Ghosts" is not registered in this tournament',
      },
    ]);
    const badMatch = await asAdmin(POST_RESULTS, { id: String(id), match: 9, rows });
    expect(badMatch.body.data.postResults.errors).toEqual([
      { field: 'matchNumber', code: 'INVALID', message: 'Invalid match id' },
    ]);
  });

  it("lists a tournament's teams with their players' accounts, and pays winnings", async () => {
    const id = await createTournament(stack.backend, { tourn_pp_paise: 2000_00 });
    const winner = await createUser(stack.backend);
    await bookSlot(stack.backend, winner, id, 'Winners');
    const participants = await asAdmin(PARTICIPANTS, { id: String(id) });
    expect(participants.body.data.admin.participants).toEqual([
      {
        id: expect.any(String),
        name: 'Winners',
        players: [
          {
            position: 1,
            inGameName: 'Winners IGL',
            userId: String(winner.id),
            username: winner.username,
          },
          { position: 2, inGameName: 'Second', userId: null, username: null },
          { position: 3, inGameName: 'Third', userId: null, username: null },
          { position: 4, inGameName: 'Fourth', userId: null, username: null },
        ],
      },
    ]);

    const bad = await asAdmin(PAY, {
      id: String(id),
      payouts: [{ userId: String(winner.id), amount: 'lots' }],
    });
    expect(bad.body.data.payWinnings.errors).toEqual([
      {
        field: 'payouts[0].amount',
        code: 'INVALID',
        message:
          'Amount must be an amount in rupees with at most 2 decimals, e.g. "499" or "499.50"',
      },
    ]);

    // Prizes are paid once the tournament is completed, and a second organiser approves them.
    await stack.backend.call('PATCH', `/api/admin/tournaments/${id}`, {
      token: admin.token,
      body: { status: 'completed' },
    });
    const proposed = await asAdmin(PAY, {
      id: String(id),
      payouts: [{ userId: String(winner.id), amount: '1500.50', note: 'First place' }],
    });
    const { errors, message, proposal } = proposed.body.data.payWinnings;
    expect(errors).toEqual([]);
    expect(message).toBe(`${WAITS}: ${proposal.summary}.`);
    expect(proposal).toMatchObject({
      status: 'WAITING',
      tournamentId: String(id),
      amount: { formatted: '₹1,500.50' },
      prizes: [{ playerId: String(winner.id), note: 'First place' }],
    });
    expect(await balanceOf(stack.backend, winner)).toBe(0);

    const approved = await approveThroughGateway(stack.gateway, approver, proposal.id);
    expect(approved.proposal).toMatchObject({ status: 'APPROVED', decidedBy: approver.username });
    expect(await balanceOf(stack.backend, winner)).toBe(1500.5);

    const again = await asAdmin(PAY, {
      id: String(id),
      payouts: [{ userId: String(winner.id), amount: '10' }],
    });
    expect(again.body.data.payWinnings.errors).toEqual([
      {
        field: 'payouts[0].userId',
        code: 'CONFLICT',
        message: `Winnings for this tournament were already paid to ${winner.username} by ${approver.username}`,
      },
    ]);
  });

  it('answers NOT_FOUND for the participants of a tournament that does not exist', async () => {
    const result = await asAdmin(PARTICIPANTS, { id: '999999' });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Tournament not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
