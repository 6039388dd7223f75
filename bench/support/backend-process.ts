import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** A backend started as its own process, as `npm run backend` would, on a database of its own. */
export interface BackendProcess {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export const BENCH_ADMIN = { mobile: '9888877777', password: 'bench-admin-1' };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ccl_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
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

export async function startBackendProcess(
  serverUrl?: string,
  options: { waitUntilHealthy?: boolean; port?: number } = {},
): Promise<BackendProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-bench-'));
  const database = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    env: {
      ...process.env,
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ADMIN_MOBILE: BENCH_ADMIN.mobile,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Vitest sets NODE_ENV=test, where demo data is off by default; the product tests use it.
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  if (options.waitUntilHealthy ?? true) await waitUntilHealthy(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
