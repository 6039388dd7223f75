import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { fundPrizePool, houseBalanceOf, houseMismatches } from '../support/escrow';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { payPrizes, proposePrizes } from '../wallet/wallet-helpers';
import { escrowState, markReturnPaid, prizePool, returnRest } from './escrow-helpers';

/**
 * What is left of a prize pool goes back to its funders, pro rata to what each paid in (issue
 * 24): after the prizes, or at once when the tournament is cancelled. Then no more prizes can be
 * paid, and an organiser records paying each funder back, once.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
  expect(await houseMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

/** A completed tournament whose ₹1,000 pool two funders paid: ₹600 and ₹400. */
async function twoFunders(players: TestUser[]) {
  const tournamentId = await createTournament(server, {
    status: 'completed',
    tourn_pp_paise: 1000_00,
    fundedPaise: 600_00,
  });
  await fundPrizePool(server, tournamentId, 400_00);
  await enterTeam(server, tournamentId, { players });
  return tournamentId;
}

describe('returning what is left', () => {
  it('splits the rest over the fundings pro rata, and no prize can be paid after', async () => {
    const [a, b] = [await createUser(server), await createUser(server)];
    const tournamentId = await twoFunders([a, b]);
    expect(
      (await payPrizes(server, admin, tournamentId, [{ userId: a.id, amount: 500 }])).status,
    ).toBe(200);

    const returned = await returnRest(server, admin, tournamentId);

    expect(returned.status).toBe(200);
    expect(returned.body.message).toBe(
      '₹500 left in the prize escrow is now due back to its funders',
    );
    expect(returned.body.summary).toMatchObject({
      funded: 1000,
      prizesGross: 500,
      escrowBalance: 0,
      returned: 500,
      returnsDue: 500,
      fundings: [
        { amount: 600, returned: 300, returnedAt: expect.any(String) },
        { amount: 400, returned: 200, returnedAt: expect.any(String) },
      ],
    });
    const [audit] = (await auditRowsAbout(server, 'tournament', tournamentId)).slice(-1);
    expect(audit).toMatchObject({ action: 'PRIZE_POOL_RETURNED', actor_id: admin.id });

    const before = await escrowState(server, tournamentId);
    const late = await payPrizes(server, admin, tournamentId, [{ userId: b.id, amount: 100 }]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'What was left of this prize pool went back to its funders: no more prizes can be paid',
    );
    const again = await returnRest(server, admin, tournamentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^What was left of this prize pool was returned already, on /,
    );
    expect(await escrowState(server, tournamentId)).toEqual(before);
    expect(await balanceOf(server, b.id)).toBe(0);
  });

  it('is refused before the tournament is completed, and while prize proposals wait', async () => {
    const player = await createUser(server);
    const live = await createTournament(server, { status: 'live' });
    const early = await returnRest(server, admin, live);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'What is left of the prize pool is returned once the tournament is completed; this one is live',
    );

    const tournamentId = await twoFunders([player]);
    expect(
      (await proposePrizes(server, admin, tournamentId, [{ userId: player.id, amount: 100 }]))
        .status,
    ).toBe(202);
    const before = await escrowState(server, tournamentId);
    const waiting = await returnRest(server, admin, tournamentId);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(
      'A prize proposal waits for a second organiser: approve or refuse before returning what is left',
    );
    expect(await escrowState(server, tournamentId)).toEqual(before);
  });

  it('records paying a funder back once, with the reference and the password', async () => {
    const tournamentId = await twoFunders([await createUser(server)]);
    expect((await returnRest(server, admin, tournamentId)).status).toBe(200);
    const [first] = (await prizePool(server, admin, tournamentId)).body.fundings;

    const wrong = await markReturnPaid(server, admin, first.id, { password: 'not-mine-1' });
    expect(wrong.status).toBe(400);
    const paid = await markReturnPaid(server, admin, first.id, { reference: 'NEFT998877' });

    expect(paid.status).toBe(200);
    expect(paid.body.summary).toMatchObject({
      returned: 1000,
      returnsDue: 400,
      fundings: [
        { returned: 600, returnReference: 'NEFT998877', returnPaidBy: admin.username },
        { returned: 400, returnReference: null },
      ],
    });
    expect(await houseBalanceOf(server, 'returns', tournamentId)).toBe(400_00);
    const twice = await markReturnPaid(server, admin, first.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(
      new RegExp(`^Paying this back was recorded already by ${admin.username} on `),
    );
    expect((await markReturnPaid(server, admin, 1_999_999_999)).status).toBe(404);
  });

  it('lets two organisers at once return the rest once and record a payment back once', async () => {
    const second = await createAdmin(server);
    const tournamentId = await twoFunders([await createUser(server)]);
    const returns = await Promise.all([
      returnRest(server, admin, tournamentId),
      returnRest(server, second, tournamentId),
    ]);
    expect(returns.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await houseBalanceOf(server, 'returns', tournamentId)).toBe(1000_00);

    const [first] = (await prizePool(server, admin, tournamentId)).body.fundings;
    const paid = await Promise.all([
      markReturnPaid(server, admin, first.id),
      markReturnPaid(server, second, first.id),
    ]);
    expect(paid.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await houseBalanceOf(server, 'returns', tournamentId)).toBe(400_00);
  });

  it('is refused for a funding whose share is still in escrow', async () => {
    const tournamentId = await twoFunders([await createUser(server)]);
    const [first] = (await prizePool(server, admin, tournamentId)).body.fundings;
    const early = await markReturnPaid(server, admin, first.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "This funding's share is still in the prize escrow: return what is left of the pool first",
    );
  });
});

describe('cancelling a tournament', () => {
  it('returns its whole escrow to the funders with the fees to the players', async () => {
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);
    const tournamentId = await createTournament(server, {
      entry_fee_paise: 50_00,
      tourn_pp_paise: 1000_00,
      fundedPaise: 750_00,
    });
    await fundPrizePool(server, tournamentId, 250_00);
    await enterTeam(server, tournamentId, { players: [player], payers: [player] });

    const cancelled = await server.call('PATCH', `/api/admin/tournaments/${tournamentId}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });

    expect(cancelled.status).toBe(200);
    expect(await balanceOf(server, player.id)).toBe(100);
    expect((await prizePool(server, admin, tournamentId)).body).toMatchObject({
      feesIn: 50,
      refunds: 50,
      feesKept: 0,
      escrowBalance: 0,
      returned: 1000,
      returnsDue: 1000,
      fundings: [{ returned: 750 }, { returned: 250 }],
    });
  });
});
