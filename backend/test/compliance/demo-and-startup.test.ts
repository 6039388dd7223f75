import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { seedDemoDataOnce } from '../../src/seed/seed-demo-data';
import { prepareDatabase } from '../../src/startup';
import { recordingLogger } from '../support/logger';
import { type TestDatabase, createTestDatabase } from '../support/test-database';
import { TEST_SECRETS } from '../support/test-server';

const settingsOf = (database: TestDatabase) =>
  database.db.selectFrom('compliance_settings').selectAll().executeTakeFirstOrThrow();

/** `npm start` runs with demo rules; production starts with none and says what is missing. */
describe('the compliance settings at start', () => {
  let demo: TestDatabase;
  let production: TestDatabase;

  beforeAll(async () => {
    [demo, production] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([demo.drop(), production.drop()]));

  it('are the demo rules in the demo data, each saying it is a demo, and its tournaments open', async () => {
    await seedDemoDataOnce(demo.db, recordingLogger().logger);
    expect(await settingsOf(demo)).toMatchObject({
      esport_registration_number: 'DEMO-ESPORT-2026-001',
      grievance_officer_name: 'Asha Rao (demo grievance officer)',
      grievance_officer_email: 'grievance@ccl.example',
      grievance_officer_phone: '+91 90000 00000',
      escalation_name: 'Online Gaming Authority of India (demo)',
    });
    const tournaments = await demo.db.selectFrom('tournaments').selectAll().execute();
    for (const row of tournaments) {
      expect(row.registration_opened_at).not.toBeNull();
      expect(row.esport_registration_number).toBe('DEMO-ESPORT-2026-001');
      expect(row).toMatchObject({
        prize_source: 'sponsor',
        prize_sponsor_name: 'CCL Esports Demo',
      });
    }
  });

  it('are unset in production, and one warning at start names each missing one', async () => {
    const log = recordingLogger();
    await prepareDatabase(
      production.db,
      loadConfig({ NODE_ENV: 'production', ...TEST_SECRETS }),
      log.logger,
    );
    expect(await settingsOf(production)).toMatchObject({
      esport_registration_number: null,
      grievance_officer_name: null,
    });
    const warnings = log.entries.filter(
      (entry) => entry.level === 'warn' && JSON.stringify(entry.args).includes('Compliance'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.args[0]).toEqual({
      missing: [
        'E-sport registration number',
        "Grievance officer's name",
        "Grievance officer's e-mail",
        "Grievance officer's phone",
      ],
    });
  });
});
