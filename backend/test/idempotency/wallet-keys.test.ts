import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createUser, fundWallet, ledgerMismatches } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { uniqueUtr, withdrawal } from '../wallet/wallet-helpers';
import { KEY_REUSED, expectReplayOf, newKey, storedKeys, withKey } from './key-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(() => server.close());

const withdraw = (player: TestUser, amount: number, key?: string, prefix = '/api') =>
  server.call('POST', `${prefix}/wallet/withdraw`, {
    token: player.token,
    body: withdrawal(amount),
    headers: key === undefined ? {} : withKey(key),
  });

const deposit = (player: TestUser, utr: string, key: string, amount = 250) =>
  server.call('POST', '/api/wallet/add-money', {
    token: player.token,
    body: { amount, transactionId: utr, bankUsername: 'Asha K' },
    headers: withKey(key),
  });

const movementsOf = async (player: TestUser) => ({
  balance: await balanceOf(server, player.id),
  transactions: (
    await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', player.id)
      .execute()
  ).length,
  ledgerEntries: (
    await server.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', player.id)
      .execute()
  ).length,
});

async function fundedPlayer(rupees = 100) {
  const player = await createUser(server);
  await fundWallet(server, player.id, rupees);
  return player;
}

describe('a withdrawal sent again with its Idempotency-Key', () => {
  it('answers the first answer again and takes the money once, with or without /api', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    const first = await withdraw(player, 30, key);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Withdrawal request submitted successfully.' });

    expectReplayOf(await withdraw(player, 30, key), first);
    expectReplayOf(await withdraw(player, 30, key, ''), first);
    // One withdrawal: the fixture's deposit and this one, one ledger entry each.
    expect(await movementsOf(player)).toEqual({ balance: 70, transactions: 2, ledgerEntries: 2 });
  });

  it('refuses the same key with another amount (422) and changes nothing', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    expect((await withdraw(player, 30, key)).status).toBe(200);
    const before = await movementsOf(player);

    const other = await withdraw(player, 40, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual(KEY_REUSED);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await movementsOf(player)).toEqual(before);
  });

  it("keeps one player's key apart from another's", async () => {
    const [asha, ravi] = [await fundedPlayer(), await fundedPlayer()];
    const key = newKey();
    const first = await withdraw(asha, 30, key);
    const second = await withdraw(ravi, 30, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect([await balanceOf(server, asha.id), await balanceOf(server, ravi.id)]).toEqual([70, 70]);
  });

  it('without a key, applies each request as before', async () => {
    const player = await fundedPlayer();
    expect((await withdraw(player, 30)).status).toBe(200);
    expect((await withdraw(player, 30)).status).toBe(200);
    expect(await balanceOf(server, player.id)).toBe(40);
    expect(await storedKeys(server, player.id)).toEqual([]);
  });

  it('replays a refusal (insufficient balance) even once the money is there', async () => {
    const player = await fundedPlayer(10);
    const key = newKey();
    const refused = await withdraw(player, 30, key);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Insufficient wallet balance' });

    await fundWallet(server, player.id, 100);
    expectReplayOf(await withdraw(player, 30, key), refused);
    expect(await movementsOf(player)).toEqual({ balance: 110, transactions: 2, ledgerEntries: 2 });
    // A new submission is a new key, and goes through.
    expect((await withdraw(player, 30, newKey())).status).toBe(200);
  });

  it('stores nothing for a request that failed and rolled back: its retry runs', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    // Stage a storage failure on this player's withdrawals, after the key was taken.
    await sql
      .raw(
        `create function refuse_withdrawal() returns trigger language plpgsql as $$
        begin
          if new.type = 'WITHDRAW' and new.user_id = ${player.id} then
            raise exception 'disk full';
          end if;
          return new;
        end $$`,
      )
      .execute(server.db);
    await sql
      .raw(
        `create trigger refuse_withdrawal before insert on wallet_transactions
        for each row execute function refuse_withdrawal()`,
      )
      .execute(server.db);
    try {
      expect((await withdraw(player, 30, key)).status).toBe(500);
    } finally {
      await sql.raw('drop trigger refuse_withdrawal on wallet_transactions').execute(server.db);
      await sql.raw('drop function refuse_withdrawal()').execute(server.db);
    }
    expect(await storedKeys(server, player.id)).toEqual([]);
    expect(await balanceOf(server, player.id)).toBe(100);

    const retry = await withdraw(player, 30, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await movementsOf(player)).toEqual({ balance: 70, transactions: 2, ledgerEntries: 2 });
  });

  it('treats a key older than 24 hours as new', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    expect((await withdraw(player, 30, key)).status).toBe(200);
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('user_id', '=', player.id)
      .execute();

    const later = await withdraw(player, 40, key);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(server, player.id)).toBe(30);
    expect(await storedKeys(server, player.id)).toEqual([{ key, response_status: 200 }]);
  });
});

describe('a deposit sent again with its Idempotency-Key', () => {
  it('records one pending deposit and answers the repeat as the first', async () => {
    const player = await createUser(server);
    const key = newKey();
    const utr = uniqueUtr();
    const first = await deposit(player, utr, key);
    expect(first.status).toBe(200);
    expectReplayOf(await deposit(player, utr, key), first);
    expect(await movementsOf(player)).toEqual({ balance: 0, transactions: 1, ledgerEntries: 0 });
  });

  it("keeps the spec's 208 for a repeated UTR, and replays it", async () => {
    const player = await createUser(server);
    const utr = uniqueUtr();
    expect((await deposit(player, utr, newKey())).status).toBe(200);
    const key = newKey();
    const repeated = await deposit(player, utr, key);
    expect(repeated.status).toBe(208);
    expect(repeated.body).toEqual({ message: 'Already submitted.' });
    expectReplayOf(await deposit(player, utr, key), repeated);
    expect((await movementsOf(player)).transactions).toBe(1);
  });

  it('refuses the key of a deposit on a withdrawal (another route, 422)', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    expect((await deposit(player, uniqueUtr(), key)).status).toBe(200);
    const other = await withdraw(player, 30, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual(KEY_REUSED);
    expect(await balanceOf(server, player.id)).toBe(100);
  });
});

describe('a malformed Idempotency-Key', () => {
  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé-1'],
  ])('is refused with 400 (%s) and nothing happens', async (_, key) => {
    const player = await fundedPlayer();
    const response = await withdraw(player, 30, key);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
    });
    expect(await balanceOf(server, player.id)).toBe(100);
  });

  it('of 255 printable characters is a key', async () => {
    const player = await fundedPlayer();
    const key = `${'k'.repeat(250)} ~!@#`;
    const first = await withdraw(player, 30, key);
    expect(first.status).toBe(200);
    expectReplayOf(await withdraw(player, 30, key), first);
  });
});
