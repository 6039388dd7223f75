import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataOnce } from '../../src/seed/seed-demo-data';
import { houseMismatches } from '../support/escrow';
import { recordingLogger } from '../support/logger';
import { type TestDatabase, createTestDatabase } from '../support/test-database';

/** `npm start`'s demo: every prize pool of a tournament not cancelled is funded into escrow. */
describe('the demo prize pools', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDataOnce(database.db, recordingLogger().logger);
  });
  afterAll(() => database.drop());

  it('are funded in full by the demo sponsor, apart from the fees', async () => {
    const pools = await database.db
      .selectFrom('tournaments as t')
      .leftJoin('prize_fundings as f', 'f.tournament_id', 't.tourn_id')
      .leftJoin('house_accounts as a', (join) =>
        join.onRef('a.tournament_id', '=', 't.tourn_id').on('a.kind', '=', 'escrow'),
      )
      .select([
        't.tourn_id',
        't.status',
        't.tourn_pp_paise',
        'f.funder_name',
        'f.utr',
        'a.balance_paise',
      ])
      .where('t.tourn_pp_paise', '>', 0)
      .execute();
    const open = pools.filter((pool) => pool.status !== 'cancelled');
    expect(open.length).toBeGreaterThan(0);
    for (const pool of open) {
      expect(pool).toMatchObject({
        funder_name: 'CCL Esports Demo',
        utr: `DEMOFUND${pool.tourn_id}`,
      });
      expect(Number(pool.balance_paise)).toBe(Number(pool.tourn_pp_paise));
    }
    expect(await houseMismatches({ db: database.db })).toEqual([]);
  });
});
