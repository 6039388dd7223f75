import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWalletChange } from '../../src/change/record-event';
import { createLiveListener } from '../../src/features/live/live-listener';
import { recordingLogger } from '../support/logger';
import { type TestDatabase, createTestDatabase } from '../support/test-database';

/** Longer than any run: a wake can only come from LISTEN. */
const NO_POLLING_MS = 24 * 3600_000;

/**
 * CI runs the suite with DATABASE_URL on a transaction-pooling PgBouncer and DATABASE_DIRECT_URL
 * on the server behind it (decision 054). A LISTEN through the pooler would be taken with its
 * server connection by the next client's transaction and never heard again; it goes straight to
 * the server. Without a pooler both URLs are the server and the same must hold.
 */
describe('the session beside the pooled connections', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('hears a committed event by LISTEN alone, while the writes go through the pool', async () => {
    const { logger, entries } = recordingLogger();
    const listener = createLiveListener({ db: database.db, log: logger, pollMs: NO_POLLING_MS });
    await listener.start();
    try {
      // Subscribed once listening: the wake a fresh LISTEN gives for what it missed is past.
      const woken = new Promise<void>((resolve) => listener.subscribe(resolve));
      // Other clients' transactions in between, as a busy pool has them.
      for (let transactionId = 1; transactionId <= 3; transactionId += 1) {
        await database.db.transaction().execute((trx) => recordWalletChange(trx, 1, transactionId));
      }
      await woken;
    } finally {
      await listener.stop();
    }
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([]);

    if (database.url !== database.directUrl) {
      // The pooler's console lists a pool for this database: the writes went through it.
      const pooler = new URL(database.url ?? '');
      pooler.pathname = '/pgbouncer';
      const admin = new pg.Client({ connectionString: pooler.toString() });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ database: string; pool_mode: string }>('show pools');
        const name = new URL(database.url ?? '').pathname.slice(1);
        expect(rows.find((row) => row.database === name)?.pool_mode).toBe('transaction');
      } finally {
        await admin.end();
      }
    }
  });
});
