import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { squad } from '../bookings/booking-helpers';
import { slotsTaken } from '../support/entries';
import {
  type TestUser,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf, entryFeesPaid } from '../support/wallet-reads';
import { createTeam, createTeamBody, joinTeamBody } from '../teams/team-helpers';
import { KEY_REUSED, expectReplayOf, newKey, withKey } from './key-helpers';

/** Entries sent again with their key: one slot, one fee, whatever the number of repeats. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

const post = (path: string, player: TestUser, body: unknown, key: string) =>
  server.call('POST', path, { token: player.token, body, headers: withKey(key) });

async function fundedPlayer() {
  const player = await createUser(server);
  await fundWallet(server, player.id, 100);
  return player;
}

const teamsOf = async (tournamentId: number) =>
  (
    await server.db
      .selectFrom('teams')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .execute()
  ).length;

describe('booking a slot with an Idempotency-Key', () => {
  it('takes one slot and one fee however often it is sent, with or without /api', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 2_000 });
    const player = await fundedPlayer();
    const key = newKey();
    const body = squad(tournamentId);
    const first = await post('/api/bookings/slot', player, body, key);
    expect(first.status).toBe(200);
    expectReplayOf(await post('/bookings/slot', player, body, key), first);
    expectReplayOf(await post('/api/bookings/slot', player, body, key), first);
    expect(await slotsTaken(server, tournamentId)).toBe(1);
    expect(await entryFeesPaid(server, tournamentId)).toBe(1);
    expect(await balanceOf(server, player.id)).toBe(80);
  });

  it('refuses the key with another squad (422), books nothing more', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 2_000 });
    const player = await fundedPlayer();
    const key = newKey();
    expect((await post('/api/bookings/slot', player, squad(tournamentId), key)).status).toBe(200);
    const other = await post('/api/bookings/slot', player, squad(tournamentId), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual(KEY_REUSED);
    expect(await teamsOf(tournamentId)).toBe(1);
    expect(await balanceOf(server, player.id)).toBe(80);
  });

  it('replays a refusal (a full tournament) after a slot frees up', async () => {
    const tournamentId = await createTournament(server, { total_slots: 1 });
    const first = await fundedPlayer();
    expect((await post('/api/bookings/slot', first, squad(tournamentId), newKey())).status).toBe(
      200,
    );
    const late = await fundedPlayer();
    const key = newKey();
    const body = squad(tournamentId);
    const refused = await post('/api/bookings/slot', late, body, key);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'No slots available' });

    await server.db
      .updateTable('tournaments')
      .set({ total_slots: 2 })
      .where('tourn_id', '=', tournamentId)
      .execute();
    expectReplayOf(await post('/api/bookings/slot', late, body, key), refused);
    expect(await teamsOf(tournamentId)).toBe(1);
  });
});

describe('creating and joining a team with an Idempotency-Key', () => {
  const special = () =>
    createTournament(server, { kind: 'special', team_size: 4, entry_fee_paise: 1_000 });

  it('creates one team, and the repeat gets the same team code back', async () => {
    const tournamentId = await special();
    const leader = await fundedPlayer();
    const key = newKey();
    const body = createTeamBody(tournamentId);
    const first = await post('/api/teams/create', leader, body, key);
    expect(first.status).toBe(200);
    expect(first.body.teamCode).toEqual(expect.any(String));
    expectReplayOf(await post('/teams/create', leader, body, key), first);
    expect(await teamsOf(tournamentId)).toBe(1);
    expect(await balanceOf(server, leader.id)).toBe(90);
  });

  it('joins once, and a repeat gets the same answer', async () => {
    const tournamentId = await special();
    const { teamCode } = await createTeam(server, await fundedPlayer(), tournamentId);
    const member = await fundedPlayer();
    const key = newKey();
    const body = joinTeamBody(tournamentId, teamCode);
    const first = await post('/api/teams/join', member, body, key);
    expect(first.status).toBe(200);
    expectReplayOf(await post('/teams/join', member, body, key), first);
    expect(await balanceOf(server, member.id)).toBe(90);
    expect(await entryFeesPaid(server, tournamentId)).toBe(2);
  });

  it("keeps the join's `error` field: for its refusals, their replays and a reused key", async () => {
    const tournamentId = await special();
    const member = await fundedPlayer();
    const key = newKey();
    const body = joinTeamBody(tournamentId, 'ZZZZZZ');
    const refused = await post('/api/teams/join', member, body, key);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Invalid team code' });
    expectReplayOf(await post('/api/teams/join', member, body, key), refused);

    const reused = await post('/api/teams/join', member, joinTeamBody(tournamentId, 'YYYYYY'), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ code: KEY_REUSED.code, error: KEY_REUSED.message });
    const malformed = await post('/api/teams/join', member, body, '');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      error: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
    });
    expect(await balanceOf(server, member.id)).toBe(100);
  });
});
