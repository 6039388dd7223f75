import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { decide, deposit, newestTransactionId } from '../wallet/wallet-helpers';

/** The audit reads with names, and is searched by them: nobody has to know an id. */
describe('the audit by name', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number>) =>
    server.call('GET', '/api/admin/audit', { token: admin.token, query });

  it('names the tournament and the player of each record, as they are called now', async () => {
    const player = await createUser(server, { username: 'nightowl_audit' });
    expect((await deposit(server, player, 40)).status).toBe(200);
    expect(
      (await decide(server, admin, await newestTransactionId(server, player), 'approve')).status,
    ).toBe(200);
    const tournament = await createTournament(server, { tourn_name: 'Midnight Scrims 7' });
    const moved = await server.call('PATCH', `/api/admin/tournaments/${tournament}`, {
      token: admin.token,
      body: { status: 'live' },
    });
    expect(moved.status).toBe(200);

    const res = await list({ limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.entries).toMatchObject([
      {
        action: 'TOURNAMENT_STATUS_CHANGED',
        tournamentName: 'Midnight Scrims 7',
        playerName: null,
      },
      { action: 'DEPOSIT_APPROVED', tournamentName: null, playerName: 'nightowl_audit' },
    ]);
  });

  it('finds records by part of a tournament name or a username, ignoring case', async () => {
    const player = await createUser(server, { username: 'Zed_Finder' });
    expect((await deposit(server, player, 25)).status).toBe(200);
    expect(
      (await decide(server, admin, await newestTransactionId(server, player), 'reject', 'No UTR'))
        .status,
    ).toBe(200);
    const tournament = await createTournament(server, { tourn_name: 'Bermuda Brawl 50%' });
    await server.call('PATCH', `/api/admin/tournaments/${tournament}`, {
      token: admin.token,
      body: { status: 'live' },
    });

    const byPlayer = await list({ playerName: 'zed_f' });
    expect(byPlayer.body.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      expect.stringMatching(/^Rejected deposit #\d+ of ₹25 \(UTR \w+\) for Zed_Finder$/),
    ]);
    const byTournament = await list({ tournamentName: 'bermuda brawl 50%' });
    expect(byTournament.body.entries).toHaveLength(1);
    expect(byTournament.body.entries[0]).toMatchObject({ tournamentId: tournament });
    // % and _ are letters in a name search, not wildcards.
    expect((await list({ tournamentName: 'Brawl 5_%' })).body.entries).toEqual([]);
    expect((await list({ playerName: 'nobody-has-this-name' })).body.entries).toEqual([]);
  });

  it('refuses a name longer than any name, naming the field, and changes nothing', async () => {
    const res = await list({ tournamentName: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'tournamentName', message: 'Tournament name must be at most 100 characters' },
    ]);
  });
});
