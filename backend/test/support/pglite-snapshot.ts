import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../src/db/schema';
import { migrateToLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder dumped to a file; undefined on a PostgreSQL server. */
    pgliteSnapshotPath: string | undefined;
  }
}

/**
 * Global setup of the projects whose files open PGlite databases: PGlite's initdb takes about
 * two seconds, loading a dumped data folder a fifth of that, so the migrated database is made
 * once per run and every test database starts as a copy of it.
 */
/** The migrated snapshot's file, made once per run for every project that asks (a global). */
const SHARED = Symbol.for('ccl.pgliteSnapshot');
type Shared = { file: Promise<string>; users: number };
const shared = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function makeSnapshot(): Promise<string> {
  const pglite = await PGlite.create('memory://');
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  const snapshot = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  return file;
}

export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshotPath', undefined);
    return;
  }
  const state = (shared[SHARED] ??= { file: makeSnapshot(), users: 0 });
  state.users += 1;
  const file = await state.file;
  project.provide('pgliteSnapshotPath', file);
  return async () => {
    state.users -= 1;
    if (state.users === 0) await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}

/** The snapshot as PGlite loads it, read once per test file. */
let loaded: Promise<Blob> | undefined;
export function readPgliteSnapshot(file: string): Promise<Blob> {
  loaded ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return loaded;
}
