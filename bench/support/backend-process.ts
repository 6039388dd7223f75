import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { TEST_PASSWORD_HASHING } from '../../backend/test/support/password-hashing';

/** A backend started as its own process, as `npm run backend` would, on a database of its own. */
export interface BackendProcess {
  baseUrl: string;
  dataDir: string;
  /** The PostgreSQL database it runs on; undefined on embedded PGlite. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { mobile: '9888877777', password: 'bench-admin-1' };

/**
 * The secrets of every backend and gateway this process starts, made afresh for each run: the
 * gateway and the benches' clients prove with the first that they are the gateway (decision
 * 030), and copies on one database share the second, which encrypts its signing keys.
 */
export const PROCESS_SECRETS = {
  GATEWAY_SHARED_SECRET: randomBytes(24).toString('hex'),
  SIGNING_KEY_SECRET: randomBytes(24).toString('hex'),
} as const;

/**
 * Ports handed out below the kernel's ephemeral range (Linux: 32768 and up). A child process
 * takes a second or more to listen on the port it is given; a port from `listen(0)` could be
 * handed to another `listen(0)` (a metrics listener, another test's server) or an outgoing
 * connection in that time, and the child would fail with EADDRINUSE. These ones never are.
 */
const PORTS_FROM = 20_000;
const PORTS_TO = 32_000;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}

/**
 * The database of `databaseUrl` without the pooler, when DATABASE_DIRECT_URL names the server
 * behind DATABASE_URL's PgBouncer (CI's run, decision 054); '' otherwise, so a child never
 * inherits a direct URL to another database than its own.
 */
export function directUrlOf(databaseUrl: string | undefined): string {
  const direct = process.env.DATABASE_DIRECT_URL;
  if (!databaseUrl || !direct) return '';
  const url = new URL(direct);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

/** A new, empty database on the PostgreSQL server `serverUrl`, dropped by `drop()`. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // Unique even when two are created in the same millisecond (test files run side by side).
  const name = `ccl_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // Created and dropped on the server itself: the pooler learns of new databases by name.
  const adminUrl = directUrlOf(serverUrl) || serverUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('backend did not become healthy in 60 s');
}

/**
 * Starts a backend on PGlite (no `serverUrl`), on a fresh database it creates on the PostgreSQL
 * server `serverUrl` and drops when it stops, or, with `databaseUrl`, on that existing database,
 * left as it is: a further copy beside one already running on it.
 */
export async function startBackendProcess(
  serverUrl?: string,
  options: { waitUntilHealthy?: boolean; port?: number; databaseUrl?: string } = {},
): Promise<BackendProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-bench-'));
  const created =
    serverUrl && !options.databaseUrl ? await createServerDatabase(serverUrl) : undefined;
  const databaseUrl = options.databaseUrl ?? created?.url;
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      // A free port: several backends run side by side, each with its metrics listener.
      BACKEND_METRICS_PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_DIRECT_URL: directUrlOf(databaseUrl),
      ADMIN_MOBILE: BENCH_ADMIN.mobile,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Vitest sets NODE_ENV=test, where demo data is off by default; the product tests use it.
      SEED_DEMO_DATA: 'true',
      // Under the test runner, password hashes at a test server's cost; a bench's at production's.
      ...(process.env.VITEST ? TEST_PASSWORD_HASHING : {}),
      ...PROCESS_SECRETS,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await created?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  try {
    if (options.waitUntilHealthy ?? true) await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    // Nothing is left behind: no process, no database, no folder.
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, databaseUrl, stop };
}
