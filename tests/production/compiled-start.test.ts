import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SECRETS, freePort } from '../../bench/support/backend-process';
import { samplesOf, scrape, valueOf } from '../support/prometheus-text';

/**
 * The production start: the compiled programs (npm run build:servers, which `npm test` runs
 * first when dist/ is stale) under plain node with NODE_ENV=production, on a fresh data folder.
 */

const ORGANISER = { mobile: '9811122233', password: 'prod-organiser-1' };

interface Program {
  child: ChildProcess;
  lines: string[];
}

function run(entry: string, env: Record<string, string>): Program {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...PROCESS_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  return { child, lines };
}

async function untilAnswers(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the program exited ${child.exitCode}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer in 60 s`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('npm run start:prod, from compiled output', () => {
  let dataDir: string;
  let webDir: string;
  let backend: Program;
  let gateway: Program;
  let api: string;
  let site: string;
  let backendMetrics: string;
  let gatewayMetrics: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-prod-'));
    // A web app of its own, so this test does not depend on web/dist.
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-prod-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const [backendPort, gatewayPort] = [await freePort(), await freePort()];
    const [backendMetricsPort, gatewayMetricsPort] = [await freePort(), await freePort()];
    api = `http://127.0.0.1:${backendPort}`;
    site = `http://127.0.0.1:${gatewayPort}`;
    backendMetrics = `http://127.0.0.1:${backendMetricsPort}/metrics`;
    gatewayMetrics = `http://127.0.0.1:${gatewayMetricsPort}/metrics`;
    backend = run('dist/backend/src/main.js', {
      BACKEND_PORT: String(backendPort),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_METRICS_PORT: String(backendMetricsPort),
      DATA_DIR: dataDir,
      ADMIN_MOBILE: ORGANISER.mobile,
      ADMIN_PASSWORD: ORGANISER.password,
    });
    gateway = run('dist/gateway/src/main.js', {
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      METRICS_PORT: String(gatewayMetricsPort),
      UPSTREAM_URL: api,
      WEB_DIST_DIR: webDir,
    });
    await untilAnswers(`${site}/readyz`, gateway.child);
  });

  afterAll(async () => {
    for (const program of [gateway, backend]) {
      if (program?.child.exitCode === null) program.child.kill('SIGKILL');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const graphql = async (query: string) => {
    const res = await fetch(`${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };

  it('answers the list (empty: no demo data), the web app, and the organiser logs in', async () => {
    expect(await graphql('{ tournaments { id } }')).toEqual({ data: { tournaments: [] } });
    const page = await fetch(`${site}/tournaments`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ORGANISER),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ jwt: expect.any(String) });
  });

  it('keeps introspection and the playground off, and logs JSON at info', async () => {
    const introspection = await graphql('{ __schema { queryType { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const playground = await fetch(`${site}/playground/`);
    await playground.arrayBuffer();
    expect(playground.status).toBe(404);
    const logged = backend.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.some((line) => line.msg === 'backend ready' && line.level === 30)).toBe(true);
    expect(logged.some((line) => line.msg.includes('DEMO DATA'))).toBe(false);
  });

  it('serves metrics on loopback ports of their own, never on the public ones', async () => {
    const fromBackend = await scrape(backendMetrics);
    const login = { method: 'POST', route: '/api/auth/login', status_code: '200' };
    expect(valueOf(fromBackend.samples, 'http_requests_total', login)).toBe(1);
    expect(valueOf(fromBackend.samples, 'db_pool_max_connections')).toBe(1);
    expect(samplesOf(fromBackend.samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);

    const fromGateway = await scrape(gatewayMetrics);
    const list = { operation: 'anonymous', type: 'query', outcome: 'ok' };
    expect(valueOf(fromGateway.samples, 'graphql_operations_total', list)).toBeGreaterThan(0);
    const calls = { route: 'tournaments', outcome: 'ok' };
    expect(valueOf(fromGateway.samples, 'upstream_requests_total', calls)).toBeGreaterThan(0);
    expect(samplesOf(fromGateway.samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);

    for (const url of [`${api}/metrics`, `${site}/metrics`]) {
      const answer = await fetch(url);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('http_requests_total');
    }
    // Bound where the default BACKEND_METRICS_HOST says: on loopback.
    const logged = backend.lines.map(
      (line) => JSON.parse(line) as { msg: string; metrics?: string },
    );
    expect(logged.find((line) => line.msg === 'metrics listening')?.metrics).toBe(backendMetrics);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    gateway.child.kill('SIGTERM');
    backend.child.kill('SIGTERM');
    expect(await exitOf(gateway.child)).toBe(0);
    expect(await exitOf(backend.child)).toBe(0);
  });
});
