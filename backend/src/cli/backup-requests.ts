import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db';
import { BackupRefused } from './backup-files';
import { dumpEmbedded } from './embedded-backup';

/**
 * A backup of the embedded database while the backend runs on it (decision 052). PGlite's
 * folder must never be opened by a second process (nothing stops it, and the second copy's
 * writes would corrupt the first's), so `npm run backup` asks the running backend instead:
 * it drops a request file into DATA_DIR/backup-requests, the backend (which watches that
 * folder) writes the backup and an answer file. DATA_DIR/backend.pid says a backend is running.
 */

const PID_FILE = 'backend.pid';
const REQUESTS = 'backup-requests';
const ANSWER_WAIT_MS = 120_000;

interface Answer {
  error?: string;
}

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const writeAtomically = async (file: string, text: string) => {
  await fs.writeFile(`${file}.partial`, text, { mode: 0o600 });
  await fs.rename(`${file}.partial`, file);
};

/**
 * Run by the backend on embedded PGlite: marks the data folder as in use and answers backup
 * requests. Returns what stops it, for the backend's close.
 */
export async function answerBackupRequests(
  db: Db,
  dataDir: string,
  log: Logger,
): Promise<() => Promise<void>> {
  const folder = path.join(dataDir, REQUESTS);
  // Requests left from before this start were given up by their command long ago.
  await fs.rm(folder, { recursive: true, force: true });
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dataDir, PID_FILE), `${process.pid}\n`);

  let queue = Promise.resolve();
  async function answerOne(name: string): Promise<void> {
    const taken = path.join(folder, `${name}.taken`);
    // Renaming claims the request: a second look at the folder finds it gone.
    const claimed = await fs.rename(path.join(folder, `${name}.request`), taken).then(
      () => true,
      () => false,
    );
    if (!claimed) return;
    const file = (await fs.readFile(taken, 'utf8')).trim();
    let answer: Answer = {};
    try {
      await dumpEmbedded(db, file);
      log.info({ file }, 'backup written');
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
      log.error({ file, err: error }, 'backup failed');
    }
    await writeAtomically(path.join(folder, `${name}.answer`), JSON.stringify(answer));
    await fs.rm(taken, { force: true });
  }
  const lookAtRequests = () => {
    queue = queue
      .then(() => fs.readdir(folder))
      .then(async (names) => {
        for (const name of names.filter((n) => n.endsWith('.request'))) {
          await answerOne(name.slice(0, -'.request'.length));
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'backup requests unreadable'));
  };
  const watcher = watch(folder, lookAtRequests);
  // Unheard, a watcher's error (the folder deleted under it) would end the backend.
  watcher.on('error', (error) => log.error({ err: error }, 'backup requests no longer watched'));
  lookAtRequests();

  return async () => {
    watcher.close();
    await queue;
    await fs.rm(path.join(dataDir, PID_FILE), { force: true });
  };
}

/** The running backend's process id on this data folder, if one is running. */
export async function runningBackendOn(dataDir: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(dataDir, PID_FILE), 'utf8').catch(() => undefined);
  const pid = Number(text?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return pid;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Asks the backend running on `dataDir` to write a backup into `file`, and waits for it. */
export async function backupThroughRunningBackend(dataDir: string, file: string): Promise<void> {
  const folder = path.join(dataDir, REQUESTS);
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const answerFile = path.join(folder, `${name}.answer`);
  const readAnswer = () =>
    fs.readFile(answerFile, 'utf8').then(
      (text) => JSON.parse(text) as Answer,
      () => undefined,
    );
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ANSWER_WAIT_MS);
  try {
    // Watching before asking, so an answer written at once is not missed.
    const changes = fs.watch(folder, { signal: abort.signal });
    await writeAtomically(path.join(folder, `${name}.request`), file);
    let answer = await readAnswer();
    try {
      for await (const _change of answer ? [] : changes) {
        answer = await readAnswer();
        if (answer) break;
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
    if (!answer) {
      throw new BackupRefused(
        `The backend running on ${dataDir} did not answer within ${ANSWER_WAIT_MS / 1000} s. ` +
          `If no backend runs there, delete ${path.join(dataDir, PID_FILE)} and try again.`,
      );
    }
    if (answer.error)
      throw new BackupRefused(`The running backend's backup failed: ${answer.error}`);
  } finally {
    clearTimeout(timer);
    abort.abort();
    await fs.rm(answerFile, { force: true });
  }
}
