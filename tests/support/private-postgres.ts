import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../bench/support/backend-process';

/**
 * A PostgreSQL cluster of this run's own, made with the machine's server binaries (initdb and
 * pg_ctl) in a temporary folder on a free port: a test may crash or restart it without touching
 * the machine's server, which other test files use at the same time.
 */
export interface PrivatePostgres {
  /** A URL of database `name` on this cluster. */
  url(name: string): string;
  /** Creates an empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Restarts the server. `immediate` is a crash: connections are cut without a checkpoint and
   * the start runs crash recovery; `fast` rolls back open transactions and shuts down cleanly.
   */
  restart(mode: 'immediate' | 'fast'): Promise<void>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

export interface PrivatePostgresOptions {
  /**
   * fsync. Off only speeds a test up: a crashed server (not a crashed machine) loses nothing
   * either way, as its writes are in the operating system's cache. Commits always wait for
   * their WAL to be written: without that, a crash loses commits already answered.
   */
  durable?: boolean;
}

/** The newest server binaries installed (Debian's layout), or PG_BIN_DIR. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries in ${root}; set PG_BIN_DIR`);
  return path.join(root, versions[0], 'bin');
}

/** initdb refuses to run as root: there, the cluster belongs to the postgres account. */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error('running as root, and there is no postgres account to own a cluster');
  return { uid: Number(uid), gid: Number(gid) };
}

function runTool(
  binDir: string,
  tool: string,
  args: string[],
  options: { cwd: string; owner: { uid: number; gid: number } | undefined },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(binDir, tool), args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', LANG: 'C', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options.owner,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} ${args[0] ?? ''} exited ${code}: ${output}`)),
    );
  });
}

export async function startPrivatePostgres(
  options: PrivatePostgresOptions = {},
): Promise<PrivatePostgres> {
  const binDir = postgresBinDir();
  const owner = clusterOwner();
  const home = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-pg-'));
  const dataDir = path.join(home, 'data');
  const logFile = path.join(home, 'server.log');
  const port = await freePort();
  if (owner) await fs.chown(home, owner.uid, owner.gid);
  const tool = (name: string, args: string[]) => runTool(binDir, name, args, { cwd: home, owner });
  const durable = options.durable ?? true;
  try {
    await tool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const settings = {
      port: String(port),
      listen_addresses: "'127.0.0.1'",
      // The socket in the cluster's own folder, never the machine server's.
      unix_socket_directories: `'${home}'`,
      fsync: durable ? 'on' : 'off',
      synchronous_commit: 'on',
      full_page_writes: durable ? 'on' : 'off',
      max_connections: '100',
      shared_buffers: '64MB',
    };
    const lines = Object.entries(settings).map(([name, value]) => `${name} = ${value}`);
    await fs.appendFile(path.join(dataDir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
    await tool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
  } catch (error) {
    await fs.rm(home, { recursive: true, force: true });
    throw error;
  }

  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async restart(mode) {
      await tool('pg_ctl', ['restart', '-D', dataDir, '-l', logFile, '-m', mode, '-w', '-t', '60']);
    },
    async remove() {
      await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
      await fs.rm(home, { recursive: true, force: true });
    },
  };
}
