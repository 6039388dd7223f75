import fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type CopyProcess, copyProcess } from './copy-process';
import { type NginxProcess, startNginx } from './nginx';

/**
 * Several copies of the backend and the gateway on one host behind nginx, as a small production
 * runs (decision 055): `npm run start:cluster` starts one, benches and tests call startCluster.
 *
 * Ports from the public one, P: P+1 the internal port (gateways to backends, loopback only),
 * P+30+i and P+40+i the metrics of backend i and gateway i (loopback). The copies themselves
 * listen on Unix sockets in RUN_DIR/sockets, so a stopping copy drains without losing a request
 * (decision 055).
 */
export interface ClusterOptions {
  backends?: number;
  gateways?: number;
  /** The public port (HTTP and WebSocket); 8000 by default. */
  port?: number;
  /** Where the public port listens; 0.0.0.0 by default. */
  host?: string;
  /** nginx's configuration, logs and temporary files, and the control files; ./data/cluster. */
  runDir?: string;
  /** The environment every copy starts from (secrets, DATABASE_URL, REDIS_URL, …). */
  env?: NodeJS.ProcessEnv;
  /** nginx worker processes: each holds at most `rlimitNofile` descriptors. */
  nginxWorkers?: number;
  /** Open files per nginx worker; the machine's limit per process. */
  rlimitNofile?: number;
  /** Each line a copy writes, with its name. */
  onLine?: (name: string, line: string) => void;
  /** What the cluster itself does (starts, stops, restarts), one line each. */
  onNote?: (note: string) => void;
  /** nginx exited on its own: nothing is served any more. */
  onNginxExit?: (code: number | null) => void;
}

/** Calls around each copy of a roll; a test publishes events while a copy is down. */
export interface RollHooks {
  /** The copy has exited and is not started yet. */
  whileDown?: (copy: CopyProcess) => Promise<void>;
  /** The copy answers its readiness path again. */
  afterStart?: (copy: CopyProcess) => Promise<void>;
}

export interface RollStep {
  name: string;
  /** The program's exit code after SIGTERM: 0 when its graceful stop finished in time. */
  exitCode: number | null;
  /** From SIGTERM to ready again. */
  ms: number;
}

export interface Cluster {
  /** The public origin (web app, /graphql, /api/). */
  url: string;
  /** The gateways' way to the backends through nginx (loopback). */
  internalUrl: string;
  backends: CopyProcess[];
  gateways: CopyProcess[];
  /** Stops (SIGTERM) and starts each copy in turn, backends first, each ready before the next. */
  roll(hooks?: RollHooks): Promise<RollStep[]>;
  /** Gateways (closing their sockets), nginx, then backends. */
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_CLUSTER_PORT = 8000;
const MAX_COPIES = 9;
/** How long a copy may take to start (a first start migrates the database). */
const START_TIMEOUT_MS = 120_000;
const CRASH_RESTART_MS = [1_000, 5_000, 30_000];

/** What an operator must set; each missing one is named at once. */
export function missingClusterEnv(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL must name the PostgreSQL database every backend copy shares (postgres://user@host:5432/ccl)',
    );
  }
  if (!env.REDIS_URL) {
    problems.push(
      'REDIS_URL must name the Redis the copies share live events and rate limits through (redis://127.0.0.1:6379)',
    );
  }
  for (const name of ['GATEWAY_SHARED_SECRET', 'SIGNING_KEY_SECRET']) {
    if (!env[name]) {
      problems.push(`${name} must be set: the same for every copy (openssl rand -base64 32)`);
    }
  }
  return problems;
}

/** Its own port unless the operator turned metrics off. */
const metricsPort = (given: string | undefined, port: number) =>
  given === 'off' ? 'off' : String(port);

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const backendCount = options.backends ?? 2;
  const gatewayCount = options.gateways ?? 2;
  if (backendCount < 1 || gatewayCount < 1 || Math.max(backendCount, gatewayCount) > MAX_COPIES) {
    throw new Error(`a cluster has 1 to ${MAX_COPIES} backends and 1 to ${MAX_COPIES} gateways`);
  }
  const base = options.env ?? process.env;
  const missing = missingClusterEnv(base);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  const port = options.port ?? DEFAULT_CLUSTER_PORT;
  const runDir = path.resolve(options.runDir ?? 'data/cluster');
  const note = options.onNote ?? (() => undefined);
  const internalPort = port + 1;
  const internalUrl = `http://127.0.0.1:${internalPort}`;
  const socketDir = path.join(runDir, 'sockets');
  await fs.mkdir(socketDir, { recursive: true });
  const socketOf = (name: string) => path.join(socketDir, `${name}.sock`);
  let stopping = false;

  const shared = {
    root: ROOT,
    startTimeoutMs: START_TIMEOUT_MS,
    // The programs give up on open requests at SHUTDOWN_GRACE_MS (10 s by default) and exit 1.
    killAfterMs: Number(base.SHUTDOWN_GRACE_MS ?? 10_000) + 5_000,
    onLine: options.onLine,
    onUnexpectedExit: (copy: CopyProcess, code: number | null) => void restart(copy, code),
  };
  const backends = Array.from({ length: backendCount }, (_, index) => {
    const n = index + 1;
    return copyProcess({
      ...shared,
      name: `backend-${n}`,
      entry: 'dist/backend/src/main.js',
      socketPath: socketOf(`backend-${n}`),
      readyPath: '/healthz',
      env: {
        ...base,
        NODE_ENV: 'production',
        BACKEND_SOCKET_PATH: socketOf(`backend-${n}`),
        BACKEND_METRICS_PORT: metricsPort(base.BACKEND_METRICS_PORT, port + 30 + n),
        // nginx is the one hop in front; its X-Forwarded-For names the client.
        TRUST_PROXY_HOPS: '1',
      },
    });
  });
  const gateways = Array.from({ length: gatewayCount }, (_, index) => {
    const n = index + 1;
    return copyProcess({
      ...shared,
      name: `gateway-${n}`,
      entry: 'dist/gateway/src/main.js',
      socketPath: socketOf(`gateway-${n}`),
      // Ready once it reaches a backend (through nginx).
      readyPath: '/readyz',
      env: {
        ...base,
        NODE_ENV: 'production',
        SOCKET_PATH: socketOf(`gateway-${n}`),
        METRICS_PORT: metricsPort(base.METRICS_PORT, port + 40 + n),
        UPSTREAM_URL: internalUrl,
        TRUST_PROXY_HOPS: '1',
      },
    });
  });

  /** A crashed copy is started again, later each time it fails to start. */
  async function restart(copy: CopyProcess, code: number | null) {
    note(`${copy.name} exited with ${code} on its own; starting it again`);
    for (const delay of CRASH_RESTART_MS) {
      await sleep(delay);
      if (stopping || copy.running) return;
      try {
        await copy.start();
        note(`${copy.name} is back`);
        return;
      } catch (error) {
        note(`${copy.name} did not start again: ${(error as Error).message}`);
        await copy.stop();
      }
    }
    note(`${copy.name} stays down: see its output above`);
  }

  let nginx: NginxProcess | undefined;
  async function stopAll() {
    stopping = true;
    await Promise.all(gateways.map((copy) => copy.stop()));
    await nginx?.stop();
    await Promise.all(backends.map((copy) => copy.stop()));
  }

  try {
    nginx = await startNginx({
      runDir,
      publicHost: options.host ?? '0.0.0.0',
      publicPort: port,
      internalPort,
      backendSockets: backends.map((copy) => copy.socketPath),
      gatewaySockets: gateways.map((copy) => copy.socketPath),
      // Tens of thousands of sockets at room release, two descriptors each.
      workers: options.nginxWorkers ?? Math.max(4, availableParallelism()),
      rlimitNofile: options.rlimitNofile ?? 20_000,
    });
    nginx.onUnexpectedExit((code) => options.onNginxExit?.(code));
    note(`nginx on ${options.host ?? '0.0.0.0'}:${port} (internal 127.0.0.1:${internalPort})`);
    // The first backend migrates the database; the other copies start once it has (a
    // gateway is ready once it reaches a backend).
    const [first, ...others] = backends as [CopyProcess, ...CopyProcess[]];
    await first.start();
    await Promise.all([...others, ...gateways].map((copy) => copy.start()));
  } catch (error) {
    await stopAll();
    throw error;
  }
  for (const copy of [...backends, ...gateways]) note(`${copy.name} ready on ${copy.socketPath}`);

  let rolling: Promise<RollStep[]> | undefined;
  async function rollAll(hooks: RollHooks): Promise<RollStep[]> {
    const steps: RollStep[] = [];
    for (const copy of [...backends, ...gateways]) {
      if (stopping) break;
      const began = Date.now();
      note(`roll: stopping ${copy.name}`);
      const exitCode = await copy.stop();
      await hooks.whileDown?.(copy);
      await copy.start();
      await hooks.afterStart?.(copy);
      steps.push({ name: copy.name, exitCode, ms: Date.now() - began });
      note(`roll: ${copy.name} ready again (exit ${exitCode}, ${Date.now() - began} ms)`);
    }
    return steps;
  }

  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`,
    internalUrl,
    backends,
    gateways,
    roll(hooks = {}) {
      // One roll at a time: a second asked for meanwhile gets the first's result.
      rolling ??= rollAll(hooks).finally(() => (rolling = undefined));
      return rolling;
    },
    stop: stopAll,
  };
}
