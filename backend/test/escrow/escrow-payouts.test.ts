import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { escrowState, givePan, prizePool } from './escrow-helpers';

/**
 * Prizes come only from the prize escrow, never from entry fees (issue 24): fees go into the
 * tournament's fee account, a prize takes its gross out of escrow, the tax withheld (section
 * 194B by default: 30% above ₹10,000) goes to the tax account and the winner gets the net.
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

/** A completed tournament with one team of `players`, its pool funded with `fundedPaise`. */
async function completedWith(players: TestUser[], poolPaise: number, fundedPaise: number) {
  const tournamentId = await createTournament(server, {
    status: 'completed',
    tourn_pp_paise: poolPaise,
    fundedPaise,
  });
  await enterTeam(server, tournamentId, { players });
  return tournamentId;
}

describe('fees and the prize escrow', () => {
  it('keeps entry fees in the fee account: bookings leave the escrow as it was', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 50_00 });
    const [a, b] = [await createUser(server), await createUser(server)];
    for (const user of [a, b]) await fundWallet(server, user.id, 100);

    for (const user of [a, b]) {
      const booked = await server.call('POST', '/api/bookings/slot', {
        token: user.token,
        body: {
          tournamentId,
          teamName: `Team ${user.id}`,
          inGameName: 'Leader',
          player2: 'Second',
          player3: 'Third',
          player4: 'Fourth',
          whatsappNumber: '9876543210',
        },
      });
      expect(booked.status).toBe(200);
    }

    expect(await houseBalanceOf(server, 'fees', tournamentId)).toBe(100_00);
    expect(await houseBalanceOf(server, 'escrow', tournamentId)).toBe(1000_00);
    expect((await prizePool(server, admin, tournamentId)).body).toMatchObject({
      feesIn: 100,
      refunds: 0,
      feesKept: 100,
      funded: 1000,
      escrowBalance: 1000,
      prizesFromFees: 0,
    });
  });
});

describe('prizes paid only from escrow', () => {
  it('refuses a prize of an unfunded pool when proposed, and nothing moves', async () => {
    const player = await createUser(server);
    const tournamentId = await completedWith([player], 1000_00, 0);
    // Fees sit in the fee account: they are never a prize.
    await enterTeam(server, tournamentId, { players: [await createUser(server)] });
    const before = await escrowState(server, tournamentId);

    const refused = await payPrizes(server, admin, tournamentId, [
      { userId: player.id, amount: 100 },
    ]);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The prize escrow holds ₹0; fund the pool before paying ₹100',
    );
    expect(await escrowState(server, tournamentId)).toEqual(before);
    expect(await balanceOf(server, player.id)).toBe(0);
  });

  it('refuses two prizes past the escrow, counting what waits for approval', async () => {
    const [a, b] = [await createUser(server), await createUser(server)];
    const tournamentId = await completedWith([a, b], 1000_00, 600_00);

    const first = await proposePrizes(server, admin, tournamentId, [{ userId: a.id, amount: 400 }]);
    expect(first.status).toBe(202);
    const second = await proposePrizes(server, admin, tournamentId, [
      { userId: b.id, amount: 300 },
    ]);

    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'The prize escrow holds ₹600, ₹400 of it promised to prizes waiting for approval; fund the pool before paying ₹300',
    );
    // What is left beside the waiting ₹400 can still be promised, and no more.
    const past = await payPrizes(server, admin, tournamentId, [{ userId: b.id, amount: 200.01 }]);
    expect(past.status).toBe(409);
    const within = await payPrizes(server, admin, tournamentId, [{ userId: b.id, amount: 200 }]);
    expect(within.status).toBe(200);
  });

  it('pays from escrow once funded, and a second funding makes room for more', async () => {
    const [a, b] = [await createUser(server), await createUser(server)];
    const tournamentId = await completedWith([a, b], 1000_00, 500_00);
    expect(
      (await payPrizes(server, admin, tournamentId, [{ userId: a.id, amount: 500 }])).status,
    ).toBe(200);
    const short = await payPrizes(server, admin, tournamentId, [{ userId: b.id, amount: 100 }]);
    expect(short.status).toBe(409);
    await fundPrizePool(server, tournamentId, 100_00);
    expect(
      (await payPrizes(server, admin, tournamentId, [{ userId: b.id, amount: 100 }])).status,
    ).toBe(200);
    expect(await houseBalanceOf(server, 'escrow', tournamentId)).toBe(0);
  });
});

describe('tax withheld on winnings', () => {
  it.each([
    [10_000, 0],
    [10_001, 3_000],
    [12_000, 3_600],
  ])('a ₹%i prize has ₹%i withheld', async (gross, tax) => {
    const player = await createUser(server);
    await givePan(server, player.id);
    const tournamentId = await completedWith([player], 20_000_00, 20_000_00);
    const taxBefore = await houseBalanceOf(server, 'tax', null);

    const paid = await payPrizes(server, admin, tournamentId, [
      { userId: player.id, amount: gross },
    ]);

    expect(paid.status).toBe(200);
    expect(await balanceOf(server, player.id)).toBe(gross - tax);
    expect((await houseBalanceOf(server, 'tax', null)) - taxBefore).toBe(tax * 100);
    expect(await houseBalanceOf(server, 'escrow', tournamentId)).toBe((20_000 - gross) * 100);
    const statement = await server.call('GET', '/api/wallet/transactions', { token: player.token });
    expect(statement.body[0] ?? statement.body.transactions?.[0]).toMatchObject({
      type: 'WINNINGS',
      amount: gross - tax,
      grossAmount: gross,
      taxWithheld: tax,
    });
    expect((await prizePool(server, admin, tournamentId)).body).toMatchObject({
      prizesGross: gross,
      taxWithheld: tax,
      prizesNet: gross - tax,
      escrowBalance: 20_000 - gross,
    });
  });

  it('says gross, tax and net in the bell and the audit', async () => {
    const player = await createUser(server);
    await givePan(server, player.id);
    const tournamentId = await completedWith([player], 20_000_00, 20_000_00);
    expect(
      (await payPrizes(server, admin, tournamentId, [{ userId: player.id, amount: 12_000 }]))
        .status,
    ).toBe(200);
    const bell = await server.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(bell.message).toMatch(/^You won ₹12,000 in Test Cup/);
    const audit = await server.db
      .selectFrom('audit_entries')
      .select(['summary', 'after'])
      .where('action', '=', 'PRIZE_PAID')
      .where('user_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toMatch(/^Paid ₹12,000 \(₹3,600 tax withheld, ₹8,400 paid\) prize for /);
    expect(audit.after).toMatchObject({ amount: 12_000, taxWithheld: 3_600, net: 8_400 });
    expect(bell.message).toContain('₹3,600 tax was withheld and ₹8,400 was added to your wallet.');
  });

  it('refuses a prize above ₹10,000 to a player without a PAN, and nothing moves', async () => {
    const player = await createUser(server);
    const tournamentId = await completedWith([player], 20_000_00, 20_000_00);
    const before = await escrowState(server, tournamentId);

    const refused = await proposePrizes(server, admin, tournamentId, [
      { userId: player.id, amount: 10_001 },
    ]);

    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'payouts[0].userId',
        message: `${player.username} must add their PAN before a prize above ₹10,000 is paid`,
      },
    ]);
    expect(await escrowState(server, tournamentId)).toEqual(before);
    expect(await balanceOf(server, player.id)).toBe(0);
  });
});
