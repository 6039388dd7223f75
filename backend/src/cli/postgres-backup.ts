import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { relationsIn } from './backup-repository';
import { BackupRefused, completeBackup, partialPathOf } from './backup-files';

/**
 * PostgreSQL's own tools do the work: pg_dump reads every table in one repeatable-read
 * transaction, so a backup taken while players book and deposit is one moment's database, and
 * its custom format is what pg_restore reads. The password goes to them in PGPASSWORD, not on
 * their command line, where any user of the machine could read it.
 */

interface Connection {
  /** The URL without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Where a URL points, for messages: never its password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(
              `${program} is not installed: install the PostgreSQL client of the server's version (Debian: postgresql-client).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupRefused(`${program} failed (exit ${code}):\n${errors.trim()}`));
    });
  });
}

/** Dumps the database at `databaseUrl` into `file` (custom format). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  const partial = partialPathOf(file);
  try {
    await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    await completeBackup(file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * Restores a custom-format dump into the database at `targetUrl`, in one transaction: a failed
 * restore leaves the target as it was. The target must hold no tables unless `force`, which
 * drops the backup's tables there first. Owners and grants are the restoring user's, so a
 * backup restores on another server whose roles differ.
 */
export async function restorePostgres(
  file: string,
  targetUrl: string,
  options: { force: boolean },
): Promise<void> {
  const relations = await relationsIn(targetUrl);
  if (relations > 0 && !options.force) {
    throw new BackupRefused(
      `${describeDatabase(targetUrl)} is not empty (${relations} tables, views or sequences). ` +
        'Restore into a new database (createdb), or add --force to replace its tables with the backup.',
    );
  }
  const { url, env } = connectionOf(targetUrl);
  await run(
    'pg_restore',
    [
      `--dbname=${url}`,
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-acl',
      ...(relations > 0 ? ['--clean', '--if-exists'] : []),
      file,
    ],
    env,
  );
}
