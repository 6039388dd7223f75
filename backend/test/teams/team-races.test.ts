import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRows, slotsTaken } from '../support/entries';
import { createTournament, createUser, fundWallet, ledgerMismatches } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf, entryFeesPaid } from '../support/wallet-reads';
import { createTeam, createTeamBody, joinTeam, joinTeamBody } from './team-helpers';

/**
 * Requests that arrive together. On PostgreSQL they really run at once (each in its own
 * connection); on PGlite they queue for its one connection. Both must give the same outcome.
 */
describe('teams racing each other', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives the last place of a team to exactly one of 5 players joining at once', async () => {
    const tournamentId = await createTournament(server, {
      kind: 'special',
      team_size: 4,
      entry_fee_paise: 1_500,
    });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 15);
    const { teamCode } = await createTeam(server, leader, tournamentId);
    for (const name of ['Two', 'Three']) {
      const member = await createUser(server);
      await fundWallet(server, member.id, 15);
      await joinTeam(server, member, tournamentId, teamCode, { playerInGameName: name });
    }
    const racers = await Promise.all(Array.from({ length: 5 }, () => createUser(server)));
    for (const racer of racers) await fundWallet(server, racer.id, 20);

    const responses = await Promise.all(
      racers.map((racer, index) =>
        server.call('POST', index % 2 ? '/api/teams/join' : '/teams/join', {
          token: racer.token,
          body: joinTeamBody(tournamentId, teamCode, { playerInGameName: `Racer ${index}` }),
        }),
      ),
    );

    const joined = responses.filter((response) => response.status === 200);
    expect(joined).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'Team is full' });
    }
    expect(await entryRows(server, tournamentId)).toEqual({ teams: 1, players: 4 });
    expect(await entryFeesPaid(server, tournamentId)).toBe(4);
    expect(await slotsTaken(server, tournamentId)).toBe(1);
    const balances = await Promise.all(racers.map((racer) => balanceOf(server, racer.id)));
    responses.forEach((response, index) =>
      expect(balances[index]).toBe(response.status === 200 ? 5 : 20),
    );
    const positions = await server.db
      .selectFrom('team_players')
      .select('position')
      .where('tournament_id', '=', tournamentId)
      .orderBy('position')
      .execute();
    expect(positions.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('gives the last 2 slots to exactly 2 of 6 leaders creating teams at once', async () => {
    const tournamentId = await createTournament(server, {
      kind: 'special',
      total_slots: 5,
      slots_taken: 3,
      entry_fee_paise: 1_000,
    });
    const leaders = await Promise.all(Array.from({ length: 6 }, () => createUser(server)));
    for (const leader of leaders) await fundWallet(server, leader.id, 10);

    const responses = await Promise.all(
      leaders.map((leader) =>
        server.call('POST', '/api/teams/create', {
          token: leader.token,
          body: createTeamBody(tournamentId),
        }),
      ),
    );

    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'No slots available' });
    }
    expect(await slotsTaken(server, tournamentId)).toBe(5);
    expect(await entryFeesPaid(server, tournamentId)).toBe(2);
    expect(await entryRows(server, tournamentId)).toEqual({ teams: 2, players: 2 });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('creates one team when a leader sends the same request 5 times at once', async () => {
    const tournamentId = await createTournament(server, { kind: 'special', entry_fee_paise: 500 });
    const leader = await createUser(server);
    await fundWallet(server, leader.id, 20);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('POST', '/teams/create', {
          token: leader.token,
          body: createTeamBody(tournamentId, { teamName: 'Echo' }),
        }),
      ),
    );

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'You have already created or joined a team in this tournament',
      });
    }
    expect(await slotsTaken(server, tournamentId)).toBe(1);
    expect(await entryFeesPaid(server, tournamentId)).toBe(1);
    expect(await balanceOf(server, leader.id)).toBe(15);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('keeps a player in one team when they create and join at the same moment', async () => {
    const tournamentId = await createTournament(server, { kind: 'special' });
    const other = await createUser(server);
    const { teamCode } = await createTeam(server, other, tournamentId);
    const player = await createUser(server);

    const [created, joined] = await Promise.all([
      server.call('POST', '/api/teams/create', {
        token: player.token,
        body: createTeamBody(tournamentId),
      }),
      server.call('POST', '/api/teams/join', {
        token: player.token,
        body: joinTeamBody(tournamentId, teamCode),
      }),
    ]);

    const message = 'You have already created or joined a team in this tournament';
    expect([created.status, joined.status].sort()).toEqual([200, 409]);
    if (created.status === 409) expect(created.body).toEqual({ message });
    if (joined.status === 409) expect(joined.body).toEqual({ error: message });
    const entries = await server.db
      .selectFrom('team_players')
      .select('team_id')
      .where('user_id', '=', player.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(await slotsTaken(server, tournamentId)).toBe(created.status === 200 ? 2 : 1);
  });
});
