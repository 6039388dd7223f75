import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayOf } from '#common/ist-days';
import { enterTeam } from '../support/entries';
import { createAdmin, createTournament, createUser, fundWallet } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { payPrizes } from '../wallet/wallet-helpers';
import { fund, givePan, markReturnPaid, returnRest } from '../escrow/escrow-helpers';

/**
 * The records of a night run through the platform's own paths (decision 050): a sponsor funds
 * the pool, two players book, the winner is paid ₹15,000 less 30% tax, what is left goes back
 * to the sponsor and is paid; today's records show it all and every check agrees.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the records of a night run through the platform', () => {
  it('agree with both ledgers after funding, bookings, a taxed prize and a return', async () => {
    const admin = await createAdmin(server);
    const [winner, other] = [await createUser(server), await createUser(server)];
    for (const player of [winner, other]) await fundWallet(server, player.id, 100);
    const tournamentId = await createTournament(server, {
      entry_fee_paise: 5000,
      tourn_pp_paise: 2_000_000,
      fundedPaise: 0,
      game_title: 'codm',
      prize_source: 'sponsor',
      prize_sponsor_name: 'Red Bull India',
    });
    expect((await fund(server, admin, tournamentId, { amount: 20000 })).status).toBe(200);
    await enterTeam(server, tournamentId, {
      players: [winner, 'w2', 'w3', 'w4'],
      payers: [winner],
    });
    await enterTeam(server, tournamentId, { players: [other, 'o2', 'o3', 'o4'], payers: [other] });
    await server.db
      .updateTable('tournaments')
      .set({ status: 'completed' })
      .where('tourn_id', '=', tournamentId)
      .execute();
    await givePan(server, winner.id);
    const paid = await payPrizes(server, admin, tournamentId, [
      { userId: winner.id, amount: 15000 },
    ]);
    expect(paid.status).toBe(200);
    expect((await returnRest(server, admin, tournamentId)).status).toBe(200);
    const funding = await server.db
      .selectFrom('prize_fundings')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    expect((await markReturnPaid(server, admin, funding.id)).status).toBe(200);

    const today = istDayOf(new Date());
    const { status, body } = await server.call('GET', '/api/admin/records', {
      token: admin.token,
      query: { from: today, to: today },
    });
    expect(status).toBe(200);
    const night = body.tournaments.find((t: { id: number }) => t.id === tournamentId);
    expect(night).toMatchObject({
      declaration: { gameTitleLabel: 'Call of Duty Mobile', prizeSponsorName: 'Red Bull India' },
      feesIn: 100,
      refunds: 0,
      escrowFunded: 20000,
      prizesGross: 15000,
      taxWithheld: 4500,
      prizesNet: 10500,
      returnedToFunders: 5000,
      returnsPaid: 5000,
    });
    expect(body.checks.filter((check: { agrees: boolean }) => !check.agrees)).toEqual([]);
    expect(body.agrees).toBe(true);
  });
});
