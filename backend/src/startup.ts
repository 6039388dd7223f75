import type { FastifyBaseLogger } from 'fastify';
import type { BackendConfig } from './config';
import type { Db } from './db/db';
import { migrateToLatest } from './db/migrate';
import { ensureAdmin } from './features/accounts/ensure-admin';
import { warnOfMissingCompliance } from './features/compliance/public';
import { seedDemoDataOnce, warnOfDemoAccounts } from './seed/seed-demo-data';

/** Everything the database needs before the first request: schema, demo data, organiser. */
export async function prepareDatabase(
  db: Db,
  config: BackendConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  await migrateToLatest(db);
  const seeded = config.seedDemoData ? await seedDemoDataOnce(db, log) : undefined;
  if (seeded !== 'seeded') await warnOfDemoAccounts(db, log);
  await ensureAdmin(db, config, log);
  if (config.mode === 'production') await warnOfMissingCompliance(db, log);
}
