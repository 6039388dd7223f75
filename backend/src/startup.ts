import type { FastifyBaseLogger } from 'fastify';
import type { BackendConfig } from './config';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureAdmin } from './features/accounts/ensure-admin';
import { seedDemoDataOnce } from './seed/seed-demo-data';

/** Everything the database needs before the first request: schema, demo data, organiser. */
export async function prepareDatabase(
  db: Db,
  config: BackendConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  await migrateToLatest(db);
  if (config.seedDemoData) await seedDemoDataOnce(db, log);
  await ensureAdmin(db, config, log);
}
