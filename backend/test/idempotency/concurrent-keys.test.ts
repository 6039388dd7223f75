import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Trx } from '../../src/db/db';
import { type TestUser, createUser, fundWallet, ledgerMismatches } from '../support/fixtures';
import { type SecondCopy, startSecondCopy } from '../support/second-copy';
import {
  type CallResult,
  type TestServer,
  randomClientIp,
  startTestServer,
} from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';
import { withdrawal } from '../wallet/wallet-helpers';
import { KEY_IN_USE, expectReplayOf, newKey, withKey } from './key-helpers';

/**
 * The same key sent twice at once, to one backend or to two copies on one database. On
 * PostgreSQL the requests really overlap; on PGlite one connection runs them in turn, and the
 * outcome must still be one withdrawal.
 */
let server: TestServer;
let second: SecondCopy;

beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondCopy(server);
});
afterEach(async () => {
  expect(await ledgerMismatches(server)).toEqual([]);
});
afterAll(async () => {
  await second.close();
  await server.close();
});

const withdraw = (player: TestUser, key: string) =>
  server.call('POST', '/api/wallet/withdraw', {
    token: player.token,
    body: withdrawal(30),
    headers: withKey(key),
  });

/** The same request, to the second backend copy. */
async function withdrawAtSecondCopy(player: TestUser, key: string): Promise<CallResult> {
  const address = second.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const response = await fetch(`http://127.0.0.1:${address.port}/wallet/withdraw`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${player.token}`,
      'content-type': 'application/json',
      'x-client-ip': randomClientIp(),
      ...withKey(key),
    },
    body: JSON.stringify(withdrawal(30)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
}

async function fundedPlayer(rupees: number) {
  const player = await createUser(server);
  await fundWallet(server, player.id, rupees);
  return player;
}

const withdrawalsOf = async (player: TestUser) =>
  (
    await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', player.id)
      .where('type', '=', 'WITHDRAW')
      .execute()
  ).length;

const isApplied = (response: CallResult) =>
  response.status === 200 && response.headers.get('idempotent-replayed') === null;

/** One applied it; the other was told it is in progress (409) or got the first answer again. */
function expectAppliedOnce(responses: CallResult[]) {
  const applied = responses.filter(isApplied);
  expect(applied).toHaveLength(1);
  const [first] = applied as [CallResult];
  for (const other of responses.filter((response) => !isApplied(response))) {
    if (other.status === 409) {
      expect(other.body).toEqual(KEY_IN_USE);
      expect(other.headers.get('retry-after')).toBe('1');
    } else {
      expectReplayOf(other, first);
    }
  }
}

describe('the same key twice at once', () => {
  it('on one backend, takes the money once each time', async () => {
    const player = await fundedPlayer(200);
    for (let round = 0; round < 5; round += 1) {
      const key = newKey();
      expectAppliedOnce(await Promise.all([withdraw(player, key), withdraw(player, key)]));
    }
    expect(await withdrawalsOf(player)).toBe(5);
    expect(await balanceOf(server, player.id)).toBe(50);
  });

  it('on two backend copies of one database, takes the money once each time', async () => {
    const player = await fundedPlayer(200);
    for (let round = 0; round < 5; round += 1) {
      const key = newKey();
      expectAppliedOnce(
        await Promise.all([withdraw(player, key), withdrawAtSecondCopy(player, key)]),
      );
    }
    expect(await withdrawalsOf(player)).toBe(5);
    expect(await balanceOf(server, player.id)).toBe(50);
  });

  it('answers 409 to a repeat while the first still runs, and the first answer after', async () => {
    const player = await fundedPlayer(100);
    const key = newKey();
    // Holds the player's wallet row, so the first request waits inside its transaction.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = server.db.transaction().execute(async (trx: Trx) => {
      await trx
        .selectFrom('wallets')
        .select('user_id')
        .where('user_id', '=', player.id)
        .forUpdate()
        .execute();
      holding();
      await released;
    });
    await held;
    const first = withdraw(player, key);
    if (server.dbKind === 'postgresql') {
      await firstRequestWaits();
      const meanwhile = await withdrawAtSecondCopy(player, key);
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body).toEqual(KEY_IN_USE);
      expect(meanwhile.headers.get('retry-after')).toBe('1');
      expect(meanwhile.headers.get('idempotent-replayed')).toBeNull();
    }
    // (PGlite runs one transaction at a time: the first request waits for the holder.)
    release();
    await holder;
    const answered = await first;
    expect(answered.status).toBe(200);
    expectReplayOf(await withdrawAtSecondCopy(player, key), answered);
    expect(await balanceOf(server, player.id)).toBe(70);
  });
});

/** Until a request on this database waits for a lock (the held wallet row). */
const firstRequestWaits = () =>
  vi.waitFor(
    async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(server.db);
      expect(rows[0]?.waiting).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 20 },
  );
