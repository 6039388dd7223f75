import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { houseMismatches } from '../support/escrow';
import { createAdmin, createTournament, createUser, fundWallet } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { escrowState, freshUtr, fund, prizePool } from './escrow-helpers';

/**
 * Money paid into a prize pool (issue 24): recorded by its UTR with the password again, never
 * past the announced pool, never for a tournament that ended, each UTR credited once across
 * deposits and fundings; audited, e-mailed to every organiser, and read back from the ledger.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(await houseMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

/** A fresh organiser per test: each may get the password wrong five times a quarter hour. */
const organiser = () => createAdmin(server);
const unfunded = (overrides = {}) =>
  createTournament(server, { tourn_pp_paise: 1000_00, fundedPaise: 0, ...overrides });

describe('funding a prize pool', () => {
  it('records the money in escrow, audited, e-mailed to every organiser, and sums it', async () => {
    const first = await organiser();
    const second = await organiser();
    const tournamentId = await unfunded({ tourn_name: 'Diwali Clash' });
    const utr = freshUtr();

    const response = await fund(server, first, tournamentId, {
      amount: 600,
      utr: utr.toLowerCase(),
    });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('₹600 recorded in the prize escrow');
    expect(response.body.summary).toMatchObject({
      prizePool: 1000,
      funded: 600,
      escrowBalance: 600,
      prizesFromFees: 0,
      fundings: [
        {
          funderKind: 'sponsor',
          funderName: 'Red Bull India',
          amount: 600,
          utr,
          recordedBy: first.username,
          returned: null,
        },
      ],
    });
    const [audit] = await auditRowsAbout(server, 'tournament', tournamentId);
    expect(audit).toMatchObject({
      action: 'PRIZE_POOL_FUNDED',
      actor_id: first.id,
      summary: `Recorded ₹600 from Red Bull India (UTR ${utr}) into the prize escrow of Diwali Clash: ₹600 of ₹1,000 funded`,
      before: { funded: 0 },
      after: expect.objectContaining({ funded: 600, amount: 600, utr }),
    });
    await server.app.live.mailsSent();
    for (const told of [first, second]) {
      expect(await server.lastMailTo(told.email)).toContain(
        'Funded now: ₹600 of the ₹1,000 prize pool.',
      );
    }

    const more = await fund(server, second, tournamentId, {
      amount: 400,
      funderKind: 'organiser',
      funderName: 'CCL',
    });
    expect(more.status).toBe(200);
    expect((await prizePool(server, first, tournamentId)).body).toMatchObject({
      funded: 1000,
      escrowBalance: 1000,
      fundings: [
        { amount: 600 },
        { amount: 400, funderKind: 'organiser', recordedBy: second.username },
      ],
    });
  });

  it('refuses money past the announced pool, naming what is funded and the pool', async () => {
    const admin = await organiser();
    const tournamentId = await unfunded();
    expect((await fund(server, admin, tournamentId, { amount: 700 })).status).toBe(200);
    const before = await escrowState(server, tournamentId);

    const past = await fund(server, admin, tournamentId, { amount: 300.01 });

    expect(past.status).toBe(409);
    expect(past.body).toEqual({
      message:
        '₹300.01 would fund past the ₹1,000 prize pool: ₹700 is funded already, so at most ₹300 can be paid in',
      prizePool: 1000,
      funded: 700,
      left: 300,
    });
    expect(await escrowState(server, tournamentId)).toEqual(before);
    expect((await fund(server, admin, tournamentId, { amount: 300 })).status).toBe(200);
    const full = await fund(server, admin, tournamentId, { amount: 1 });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'The ₹1,000 prize pool is funded in full already: nothing more can be paid in',
    );
  });

  it('refuses a UTR credited before, as a funding or as a deposit, and changes nothing', async () => {
    const admin = await organiser();
    const tournamentId = await unfunded();
    const utr = freshUtr();
    expect((await fund(server, admin, tournamentId, { amount: 100, utr })).status).toBe(200);
    const player = await createUser(server);
    const deposit = await server.call('POST', '/api/wallet/add-money', {
      token: player.token,
      body: { amount: 100, transactionId: 'DEPOSITUTR12345', bankUsername: 'player' },
    });
    expect(deposit.status).toBeLessThan(300);
    const before = await escrowState(server, tournamentId);

    for (const taken of [utr, utr.toLowerCase(), 'DEPOSITUTR12345']) {
      const again = await fund(server, admin, tournamentId, { amount: 100, utr: taken });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([
        { field: 'utr', message: 'This UTR was already credited: each payment is recorded once' },
      ]);
    }
    expect(await escrowState(server, tournamentId)).toEqual(before);
  });

  it('lets two organisers funding at once never pass the pool, nor credit one UTR twice', async () => {
    const [first, second] = [await organiser(), await organiser()];
    const tournamentId = await unfunded();
    const both = await Promise.all([
      fund(server, first, tournamentId, { amount: 700 }),
      fund(server, second, tournamentId, { amount: 700 }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await prizePool(server, first, tournamentId)).body).toMatchObject({
      funded: 700,
      escrowBalance: 700,
    });

    const utr = freshUtr();
    const sameUtr = await Promise.all([
      fund(server, first, tournamentId, { amount: 100, utr }),
      fund(server, second, tournamentId, { amount: 100, utr }),
    ]);
    expect(sameUtr.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await prizePool(server, first, tournamentId)).body).toMatchObject({
      funded: 800,
      escrowBalance: 800,
    });
  });

  it('asks for the password again, and refuses a wrong one', async () => {
    const admin = await organiser();
    const tournamentId = await unfunded();
    const before = await escrowState(server, tournamentId);

    const none = await fund(server, admin, tournamentId, { password: undefined });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { field: 'password', message: 'Enter your password to confirm' },
    ]);
    const wrong = await fund(server, admin, tournamentId, { password: 'not-mine-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: expect.any(String) }]);
    expect(await escrowState(server, tournamentId)).toEqual(before);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'Amount must be greater than zero'],
    [{ amount: 10.005 }, 'amount', 'Amount can have at most 2 decimal places'],
    [
      { funderKind: 'bookie' },
      'funderKind',
      'Who funds the prize must be the organiser or a sponsor',
    ],
    [{ funderName: ' ' }, 'funderName', "Enter the funder's name"],
    [{ utr: 'UTR-1' }, 'utr', 'UTR must be letters and digits only'],
  ])('refuses %o with a clear message on its field', async (body, field, message) => {
    const admin = await organiser();
    const tournamentId = await unfunded();
    const before = await escrowState(server, tournamentId);
    const response = await fund(server, admin, tournamentId, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, message }]);
    expect(await escrowState(server, tournamentId)).toEqual(before);
  });

  it.each(['cancelled', 'completed'] as const)('refuses a %s tournament', async (status) => {
    const admin = await organiser();
    const tournamentId = await unfunded({ status });
    const before = await escrowState(server, tournamentId);
    const response = await fund(server, admin, tournamentId);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `Prize money is paid in only before a tournament ends; this one is ${status}`,
    );
    expect(await escrowState(server, tournamentId)).toEqual(before);
  });

  it('answers 404 for an unknown tournament, and refuses players and visitors', async () => {
    const admin = await organiser();
    expect((await fund(server, admin, 1_999_999_999)).status).toBe(404);
    expect((await prizePool(server, admin, 1_999_999_999)).status).toBe(404);
    const tournamentId = await unfunded();
    const player = await createUser(server);
    await fundWallet(server, player.id, 10);
    expect((await fund(server, player, tournamentId)).status).toBe(403);
    expect((await prizePool(server, player, tournamentId)).status).toBe(403);
    const visitor = await server.call('GET', `/api/admin/tournaments/${tournamentId}/prize-pool`);
    expect(visitor.status).toBe(401);
  });
});
