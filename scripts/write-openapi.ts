import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../backend/src/app';
import { loadConfig } from '../backend/src/config';
import { openDatabase } from '../backend/src/db/database';
import { migrateToLatest } from '../backend/src/db/migrate';

/**
 * Writes the backend's OpenAPI document, as /api/openapi.json serves it, to the file named on
 * the command line: the app is built in this process on an embedded database in memory, and
 * nothing listens. `npm run lint:openapi` lints the result (decision 031).
 *
 *   npx tsx scripts/write-openapi.ts test-results/openapi.json
 */

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/write-openapi.ts <file>');
  process.exit(2);
}

// Development secrets and the mail outbox of this throwaway app go to a folder of its own.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-openapi-'));
const db = await openDatabase({ pgliteDataDir: 'memory://' });
try {
  await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const app = await buildApp({ config, db });
  try {
    await app.ready();
    await mkdir(path.dirname(path.resolve(target)), { recursive: true });
    await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
