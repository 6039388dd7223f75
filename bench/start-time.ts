/**
 * Cold start of the backend on a fresh data folder (embedded PGlite, NODE_ENV=production, no
 * demo data): from spawn until /healthz answers, and its resident memory then; through tsx
 * (`npm run backend`) and compiled (`npm run start:prod`, after `npm run build:servers`).
 *
 *   npm run bench:start
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROCESS_SECRETS, freePort } from './support/backend-process';
import { benchSetting } from './support/size';

const RUNS = benchSetting('BENCH_RUNS', 3, 1);

async function coldStart(args: string[]): Promise<{ ms: number; rssMb: number }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ...PROCESS_SECRETS,
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      // Started as in production, metrics listener included, on a port nothing else holds.
      BACKEND_METRICS_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(20);
    }
    const ms = performance.now() - started;
    const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const [label, args] of [
  ['tsx', ['--import', 'tsx', 'backend/src/main.ts']],
  ['compiled', ['dist/backend/src/main.js']],
] as const) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldStart([...args]));
  console.warn(
    `${label}: cold start ${median(runs.map((r) => r.ms)).toFixed(0)} ms, ` +
      `RSS ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB (median of ${RUNS})`,
  );
}
