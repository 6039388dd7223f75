import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Backup files: named by the moment they were taken (UTC, sortable, never overwritten) and
 * readable by their owner only, as they hold every player's personal data.
 */

/** What a backup holds, and so how it is restored. */
export type BackupKind = 'postgresql' | 'pglite';

const EXTENSION: Record<BackupKind, string> = {
  postgresql: '.dump',
  pglite: '.pglite.tar.gz',
};

/** `ccl-2026-11-28T07-51-07-123Z.dump`: colons are not allowed in every file system's names. */
export function backupFileName(kind: BackupKind, at: Date): string {
  return `ccl-${at.toISOString().replace(/[:.]/g, '-')}${EXTENSION[kind]}`;
}

/** A new file's path in the backup folder, made (owner only) when missing. */
export async function newBackupPath(backupDir: string, kind: BackupKind, at = new Date()) {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  return path.join(backupDir, backupFileName(kind, at));
}

/**
 * Where a backup is written before it is complete: a crash or a full disk midway leaves a
 * `.partial` file, never a file that looks like a backup and does not restore.
 */
export const partialPathOf = (file: string) => `${file}.partial`;

/** Makes a complete `.partial` file the backup, refusing to replace an existing one. */
export async function completeBackup(file: string): Promise<void> {
  const partial = partialPathOf(file);
  await fs.chmod(partial, 0o600);
  await fs.link(partial, file);
  await fs.rm(partial);
}

/** The first bytes of a custom-format pg_dump, and of gzip (PGlite's dumped data folder). */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export class BackupRefused extends Error {}

/** Which kind of backup a file is, by its first bytes rather than its name. */
export async function kindOfBackup(file: string): Promise<BackupKind> {
  const handle = await fs.open(file, 'r').catch(() => {
    throw new BackupRefused(`No backup file at ${file}.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'postgresql';
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupRefused(`${file} is not a backup made by npm run backup.`);
}

/** 1.4 MB, as the operator reads it. */
export function sizeInWords(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
