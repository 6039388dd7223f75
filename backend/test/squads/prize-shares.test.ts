import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTournament, ledgerMismatches } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { payPrizes } from '../wallet/wallet-helpers';
import { addMember, bookSquad, createPlayer } from './squad-helpers';

/**
 * A member who accepted holds a place of the team with their account, so the prize rules
 * (decision 029) pay them as the team's own player, with no reason; one who left is a name
 * again, and the rules ask why, as for anyone off the roster.
 */
describe("a squad's members at payout", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pays an accepted member their share without a reason, and asks one for a member who left', async () => {
    const tournamentId = await createTournament(server, { tourn_pp_paise: 1000_00 });
    const booker = await createPlayer(server, 'Lead');
    const teamId = await bookSquad(server, booker, tournamentId, 'Team Sierra');
    const [stays, leaves] = [
      await createPlayer(server, 'Stays'),
      await createPlayer(server, 'Goes'),
    ];
    await addMember(server, booker, teamId, stays);
    await addMember(server, booker, teamId, leaves);
    await server.call('POST', `/api/squads/${teamId}/leave`, { token: leaves.token });
    await server.db
      .updateTable('tournaments')
      .set({ status: 'completed' })
      .where('tourn_id', '=', tournamentId)
      .execute();
    const organiser = await createAdmin(server);

    const shares = await payPrizes(server, organiser, tournamentId, [
      { userId: booker.id, amount: 100, teamId },
      { userId: stays.id, amount: 100, teamId },
    ]);
    expect(shares.status).toBe(200);
    expect(await balanceOf(server, stays.id)).toBe(100);

    const left = await payPrizes(server, organiser, tournamentId, [
      { userId: leaves.id, amount: 100, teamId },
    ]);
    expect(left.status).toBe(400);
    expect(left.body.errors).toEqual([
      {
        field: 'payouts[0].reason',
        message: `${leaves.username} is not on Team Sierra's roster: give a reason to pay them`,
      },
    ]);
    expect(await balanceOf(server, leaves.id)).toBe(0);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
