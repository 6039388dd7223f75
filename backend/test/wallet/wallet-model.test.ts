import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser, ledgerMismatches } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  balanceOf,
  completedTournamentWith,
  decide,
  deposit,
  newestTransactionId,
  payPrizes,
  withdraw,
} from './wallet-helpers';

/**
 * Random sequences of wallet operations, driven through HTTP, against a model that is just a
 * number of paise per player: the server's balances must always match it.
 */
const PLAYERS = 3;

type Step =
  | { kind: 'deposit'; player: number; paise: number; approve: boolean }
  | { kind: 'withdraw'; player: number; paise: number; reject: boolean }
  | { kind: 'payout'; paise: (number | null)[] };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const depositPaise = fc.integer({ min: 100, max: 50_000 });
const withdrawPaise = fc.integer({ min: 100, max: 80_000 });

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    player,
    paise: depositPaise,
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    player,
    paise: withdrawPaise,
    reject: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('payout' as const),
    paise: fc
      .array(fc.option(fc.integer({ min: 100, max: 100_000 })), {
        minLength: PLAYERS,
        maxLength: PLAYERS,
      })
      .filter((amounts) => amounts.some((amount) => amount !== null)),
  }),
);

const rupees = (paise: number) => paise / 100;

describe('wallet balances follow the model', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  async function run(players: TestUser[], model: number[], next: Step) {
    if (next.kind === 'deposit') {
      const user = players[next.player] as TestUser;
      expect((await deposit(server, user, rupees(next.paise))).status).toBe(200);
      const id = await newestTransactionId(server, user);
      const response = next.approve
        ? await decide(server, admin, id, 'approve')
        : await decide(server, admin, id, 'reject', 'UTR not found');
      expect(response.status).toBe(200);
      if (next.approve) model[next.player] = (model[next.player] ?? 0) + next.paise;
    } else if (next.kind === 'withdraw') {
      const user = players[next.player] as TestUser;
      const response = await withdraw(server, user, rupees(next.paise));
      const balance = model[next.player] ?? 0;
      if (next.paise > balance) {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Insufficient wallet balance');
        return;
      }
      expect(response.status).toBe(200);
      model[next.player] = balance - next.paise;
      if (next.reject) {
        const id = await newestTransactionId(server, user);
        expect((await decide(server, admin, id, 'reject', 'UPI id is closed')).status).toBe(200);
        model[next.player] = balance;
      }
    } else {
      const { tournamentId } = await completedTournamentWith(server, players, {
        poolRupees: 1_000_000,
      });
      const payouts = next.paise.flatMap((paise, index) =>
        paise === null ? [] : [{ userId: (players[index] as TestUser).id, amount: rupees(paise) }],
      );
      const response = await payPrizes(server, admin, tournamentId, payouts);
      expect(response.status).toBe(200);
      next.paise.forEach((paise, index) => {
        if (paise !== null) model[index] = (model[index] ?? 0) + paise;
      });
    }
  }

  it('for random sequences of deposits, withdrawals, decisions and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const players = await Promise.all(
          Array.from({ length: PLAYERS }, () => createUser(server)),
        );
        const model = players.map(() => 0);
        for (const next of steps) {
          await run(players, model, next);
          for (const [index, user] of players.entries()) {
            const balance = await balanceOf(server, user);
            expect(balance).toBe(rupees(model[index] ?? 0));
            expect(balance).toBeGreaterThanOrEqual(0);
          }
        }
        expect(await ledgerMismatches(server)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
