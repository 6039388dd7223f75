import { openDatabase } from '../db/database';
import { BackupRefused, kindOfBackup } from './backup-files';
import { usersIn } from './backup-repository';
import { restoreEmbedded } from './embedded-backup';
import { describeDatabase, restorePostgres } from './postgres-backup';

/**
 * `npm run restore -- <backup file> <target> [--force]` (decision 052). The file says what it
 * holds: a PostgreSQL backup goes into the database at a postgres:// URL, which must be empty
 * unless --force; an embedded one becomes a new PGlite data folder, which must not exist.
 */

const USAGE = 'usage: npm run restore -- <backup file> <postgres:// URL or new folder> [--force]';
const isUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);
const say = (line: string) => process.stdout.write(`${line}\n`);

async function accountsAt(databaseUrl: string): Promise<number> {
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await usersIn(db);
  } finally {
    await db.destroy();
  }
}

async function main(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const [file, target, ...rest] = args.filter((arg) => arg !== '--force');
  if (!file || !target || rest.length > 0) throw new BackupRefused(USAGE);
  const kind = await kindOfBackup(file);
  if (kind === 'postgresql') {
    if (!isUrl(target)) {
      throw new BackupRefused(
        `${file} is a PostgreSQL backup: name the target as a postgres:// URL.`,
      );
    }
    await restorePostgres(file, target, { force });
    const accounts = await accountsAt(target);
    say(`Restored ${file} into ${describeDatabase(target)}: ${accounts} accounts.`);
    say('Set DATABASE_URL to it and start the backend.');
    return;
  }
  if (isUrl(target)) {
    throw new BackupRefused(
      `${file} is an embedded-database backup: name a new folder as the target.`,
    );
  }
  if (force)
    throw new BackupRefused('--force never replaces an embedded data folder: name a new one.');
  const accounts = await restoreEmbedded(file, target);
  say(`Restored ${file} into ${target}: ${accounts} accounts.`);
  say('Move it to DATA_DIR/pglite (the backend stopped) and start the backend.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupRefused) console.error(error.message);
  else console.error('The restore failed:', error);
  process.exit(1);
});
