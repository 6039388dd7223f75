import fs from 'node:fs/promises';
import path from 'node:path';
import { type BackendConfig, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { BackupRefused, newBackupPath, sizeInWords } from './backup-files';
import { backupThroughRunningBackend, runningBackendOn } from './backup-requests';
import { dumpEmbedded } from './embedded-backup';
import { dumpPostgres } from './postgres-backup';

/**
 * `npm run backup`: a timestamped backup of the database into BACKUP_DIR (decision 052).
 * PostgreSQL (DATABASE_URL set) through pg_dump; embedded PGlite through the backend running on
 * DATA_DIR when there is one, else by opening its folder here.
 */

async function backUpEmbedded(config: BackendConfig): Promise<string> {
  const file = await newBackupPath(config.backupDir, 'pglite');
  if (await runningBackendOn(config.dataDir)) {
    await backupThroughRunningBackend(config.dataDir, file);
    return file;
  }
  const folder = path.join(config.dataDir, 'pglite');
  const found = await fs.stat(folder).catch(() => undefined);
  if (!found) throw new BackupRefused(`No embedded database in ${folder}: nothing to back up.`);
  const db = await openDatabase({ pgliteDataDir: folder });
  try {
    await dumpEmbedded(db, file);
  } finally {
    await db.destroy();
  }
  return file;
}

async function backUp(config: BackendConfig): Promise<string> {
  if (!config.databaseUrl) return backUpEmbedded(config);
  const file = await newBackupPath(config.backupDir, 'postgresql');
  // Past PgBouncer: pg_dump's session settings would stay on a pooled connection (decision 054).
  await dumpPostgres(config.databaseDirectUrl ?? config.databaseUrl, file);
  return file;
}

async function main(): Promise<void> {
  const file = await backUp(loadConfig());
  const { size } = await fs.stat(file);
  process.stdout.write(`Backup written: ${file} (${sizeInWords(size)})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupRefused) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
});
