import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postedMatch } from '../disputes/dispute-helpers';
import { enterTeam } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import { described, eventMark, eventsAfter } from '../support/live-reads';
import { PREFIXES } from '../support/prefixes';
import { type TestServer, startTestServer } from '../support/test-server';
import { decide, deposit, newestTransactionId, withdraw } from '../wallet/wallet-helpers';

/** The number the console's header shows, and the event that tells organisers it changed. */
describe('GET /admin/console-counts', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const counts = async (prefix = '/api') => {
    const res = await server.call('GET', `${prefix}/admin/console-counts`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.body as {
      deposits: number;
      withdrawals: number;
      disputes: number;
      proposals: number;
      grievances: number;
      total: number;
    };
  };

  it('counts what waits for a decision, and a decision takes it off', async () => {
    const before = await counts();
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    expect((await deposit(server, player, 50)).status).toBe(200);
    const depositId = await newestTransactionId(server, player);
    expect((await withdraw(server, player, 30)).status).toBe(200);

    for (const prefix of PREFIXES) {
      expect(await counts(prefix)).toEqual({
        deposits: before.deposits + 1,
        withdrawals: before.withdrawals + 1,
        disputes: before.disputes,
        proposals: before.proposals,
        grievances: before.grievances,
        total: before.total + 2,
      });
    }
    expect((await decide(server, admin, depositId, 'approve')).status).toBe(200);
    expect(await counts()).toMatchObject({ deposits: before.deposits, total: before.total + 1 });
  });

  it('counts the open disputes, not the resolved ones', async () => {
    const before = await counts();
    const player = await createUser(server);
    const tournament = await createTournament(server);
    const { teamId } = await enterTeam(server, tournament, { players: [player] });
    await postedMatch(server, tournament, 1, 5);
    const dispute = (status: 'open' | 'rejected') =>
      server.db
        .insertInto('disputes')
        .values({
          tournament_id: tournament,
          match_no: 1,
          team_id: teamId,
          opened_by: player.id,
          reason: 'Lobby glitch',
          status,
          ...(status === 'open'
            ? {}
            : { resolved_at: new Date(), resolved_by: admin.id, resolution_reason: 'Not seen' }),
        })
        .execute();
    await dispute('open');
    await dispute('rejected');
    expect(await counts()).toEqual({
      ...before,
      disputes: before.disputes + 1,
      total: before.total + 1,
    });
  });

  it('records console.changed with the request and with the decision, for organisers only', async () => {
    const player = await createUser(server);
    const mark = await eventMark(server);
    expect((await deposit(server, player, 20)).status).toBe(200);
    const id = await newestTransactionId(server, player);
    expect((await decide(server, admin, id, 'reject', 'No such UTR')).status).toBe(200);
    const work = described(await eventsAfter(server, mark)).filter(
      (event) => event.kind === 'console.changed',
    );
    // No tournament and no player: the gateway sends it to no player's socket.
    expect(work).toEqual([
      { kind: 'console.changed', tournamentId: null, userId: null, subjectId: 'deposit' },
      { kind: 'console.changed', tournamentId: null, userId: null, subjectId: 'deposit' },
    ]);
  });

  it('refuses players and visitors', async () => {
    const player = await createUser(server);
    const asPlayer = await server.call('GET', '/api/admin/console-counts', { token: player.token });
    expect(asPlayer.status).toBe(403);
    const asVisitor = await server.call('GET', '/api/admin/console-counts');
    expect(asVisitor.status).toBe(401);
  });
});
