import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createUser, fundWallet } from '../support/fixtures';
import { startSecondCopy } from '../support/second-copy';
import { type TestServer, startTestServer } from '../support/test-server';
import { withdrawal } from '../wallet/wallet-helpers';
import { newKey, storedKeys, withKey } from './key-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('deletes keys older than 24 hours when a backend starts, and keeps younger ones', async () => {
  const player = await createUser(server);
  await fundWallet(server, player.id, 100);
  const [old, young] = [newKey(), newKey()];
  for (const key of [old, young]) {
    const response = await server.call('POST', '/api/wallet/withdraw', {
      token: player.token,
      body: withdrawal(10),
      headers: withKey(key),
    });
    expect(response.status).toBe(200);
  }
  await server.db
    .updateTable('idempotency_keys')
    .set({ created_at: sql`now() - interval '25 hours'` })
    .where('key', '=', old)
    .execute();

  const copy = await startSecondCopy(server);
  try {
    await vi.waitFor(async () =>
      expect(await storedKeys(server, player.id)).toEqual([{ key: young, response_status: 200 }]),
    );
  } finally {
    await copy.close();
  }
});
