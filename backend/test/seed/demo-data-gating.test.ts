import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { prepareDatabase } from '../../src/startup';
import { recordingLogger } from '../support/logger';
import { rowCount } from '../support/row-counts';
import { type TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_SECRETS, type TestServer, startTestServer } from '../support/test-server';
import { balanceOf } from '../support/wallet-reads';

/** Demo accounts have a published password and money nobody paid: never in production. */

const DEMO_MOBILE = '9000000001';
const DEMO_PASSWORD = 'demo123';

describe('a production start on an empty database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('creates no demo accounts, no money and no development organiser', async () => {
    const log = recordingLogger();
    await prepareDatabase(
      database.db,
      loadConfig({ NODE_ENV: 'production', ...TEST_SECRETS }),
      log.logger,
    );
    for (const table of [
      'users',
      'ledger_entries',
      'wallet_transactions',
      'tournaments',
    ] as const) {
      expect(await rowCount(database, table)).toBe(0);
    }
    expect(JSON.stringify(log.entries)).not.toContain('DEMO DATA');
  });

  it('refuses SEED_DEMO_DATA=true with NODE_ENV=production, naming the problem', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', ...TEST_SECRETS }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', ...TEST_SECRETS }),
    ).toThrow(/SEED_DEMO_DATA cannot be true with NODE_ENV=production/);
  });

  it('seeds demo data by default only in development', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...TEST_SECRETS }).seedDemoData).toBe(false);
  });
});

describe('a development start with demo data', () => {
  let server: TestServer;
  const banners: string[][] = [];
  beforeAll(async () => {
    server = await startTestServer();
    // The first start seeds; the second finds the demo accounts already there.
    for (let start = 0; start < 2; start += 1) {
      const log = recordingLogger();
      await prepareDatabase(server.db, server.config, log.logger);
      banners.push(
        log.entries
          .filter((entry) => entry.level === 'warn')
          .map((entry) => JSON.stringify(entry.args))
          .filter((text) => text.includes('DEMO DATA')),
      );
    }
  });
  afterAll(() => server.close());

  it('warns of the demo accounts in the log at every start', () => {
    expect(banners.map((start) => start.length)).toEqual([1, 1]);
  });

  it('does not let the demo player withdraw the demo money; nothing changes', async () => {
    const login = await server.call('POST', '/api/auth/login', {
      body: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'is_demo'])
      .where('mobile', '=', DEMO_MOBILE)
      .executeTakeFirstOrThrow();
    expect(user.is_demo).toBe(true);
    const balance = await balanceOf(server, user.id);
    expect(balance).toBeGreaterThan(0);
    const transactions = await rowCount(server, 'wallet_transactions');

    const res = await server.call('POST', '/api/wallet/withdraw', {
      token: login.body.jwt,
      body: { amount: 10, beneficiaryName: 'Demo', upiId: 'demo@upi', phonePeNumber: '9000000001' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Demo money cannot be withdrawn/);
    expect(await balanceOf(server, user.id)).toBe(balance);
    expect(await rowCount(server, 'wallet_transactions')).toBe(transactions);
  });
});
