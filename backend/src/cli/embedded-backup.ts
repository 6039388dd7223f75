import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { embeddedPgliteOf, openDatabase } from '../db/database';
import type { Db } from '../db/db';
import { checkpoint, usersIn } from './backup-repository';
import { BackupRefused, completeBackup, partialPathOf } from './backup-files';

/**
 * The embedded PGlite database is one process's folder, backed up as a gzipped copy of that
 * folder taken by the process that has it open (decision 052).
 */

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/**
 * Copies the open database into `file`. The copy is taken holding PGlite's one connection, so
 * no transaction is half done in it, after a checkpoint, so it opens without replaying the log.
 * Requests wait for the copy (a fraction of a second for a small database), not for the
 * compression, which runs after the connection is handed back.
 */
export async function dumpEmbedded(db: Db, file: string): Promise<void> {
  const pglite = embeddedPgliteOf(db);
  if (!pglite) throw new Error('dumpEmbedded needs a database opened on embedded PGlite');
  const folder = await db.connection().execute(async (connection) => {
    await checkpoint(connection);
    return pglite.dumpDataDir('none');
  });
  const partial = partialPathOf(file);
  try {
    const compressed = await gzip(new Uint8Array(await folder.arrayBuffer()));
    await fs.writeFile(partial, compressed, { mode: 0o600 });
    await completeBackup(file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

const exists = (target: string) =>
  fs.stat(target).then(
    () => true,
    () => false,
  );

/**
 * Restores a backup into a new PGlite data folder, which must not exist: an existing one is
 * somebody's database. Answers how many accounts the restored database holds.
 */
export async function restoreEmbedded(file: string, targetDir: string): Promise<number> {
  const target = path.resolve(targetDir);
  if (await exists(target)) {
    throw new BackupRefused(
      `${target} already exists. Restore into a new folder (move the old one aside first).`,
    );
  }
  const folder = await gunzip(await fs.readFile(file));
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    const db = await openDatabase({ pgliteDataDir: target, pgliteSnapshot: new Blob([folder]) });
    try {
      return await usersIn(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw error;
  }
}
