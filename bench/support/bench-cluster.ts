import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { type Cluster, type ClusterOptions, startCluster } from '../../scripts/cluster/cluster';
import { BENCH_ADMIN, PROCESS_SECRETS, createServerDatabase, directUrlOf } from './backend-process';

/**
 * The cluster of `npm run start:cluster` (two backends, two gateways, nginx) on a database of its
 * own on DATABASE_URL's PostgreSQL server (the local `test` database's server by default) and on
 * REDIS_URL (local by default) under a live channel of its own, for the cluster test and benches.
 */
export interface BenchCluster {
  cluster: Cluster;
  /** The backends' DATA_DIR (the OTP mails a registration reads). */
  dataDir: string;
  /** nginx's files: its error log is logs/error.log (gone after stop). */
  runDir: string;
  /** Each copy's metrics URL (backend-1, …, gateway-2); none when started without metrics. */
  metricsUrls: Map<string, string>;
  /** Stops the cluster and removes its database, files and Redis keys. */
  stop(): Promise<void>;
}

export const CLUSTER_SERVER_URL =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A public port whose layout (public, internal and, with metrics, P+31.. and P+41..) is free. */
async function clusterPort(copies: number, metrics: boolean): Promise<number> {
  const offsets = [0, 1];
  for (let n = 1; metrics && n <= copies; n += 1) offsets.push(30 + n, 40 + n);
  for (;;) {
    const port = 20_000 + randomInt(0, 120) * 100;
    const free = await Promise.all(offsets.map((offset) => canListen(port + offset)));
    if (free.every(Boolean)) return port;
  }
}

export async function startBenchCluster(
  options: Pick<ClusterOptions, 'backends' | 'gateways' | 'nginxWorkers' | 'onLine'> & {
    /** Each copy's Prometheus listener on (the benches read memory and calls from them). */
    metrics?: boolean;
    /** More environment for every copy. */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<BenchCluster> {
  const backends = options.backends ?? 2;
  const gateways = options.gateways ?? 2;
  const liveChannel = `ccl-bench:cluster:${randomUUID()}`;
  const database = await createServerDatabase(CLUSTER_SERVER_URL);
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-cluster-'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-cluster-data-'));
  const port = await clusterPort(Math.max(backends, gateways), options.metrics ?? false);
  const metricsOff = options.metrics ? {} : { BACKEND_METRICS_PORT: 'off', METRICS_PORT: 'off' };
  const removeAll = async () => {
    await database.drop();
    await fs.rm(runDir, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    await redis.del(`${liveChannel}:reader`, `${liveChannel}:cursor`);
    redis.disconnect();
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      backends,
      gateways,
      port,
      host: '127.0.0.1',
      runDir,
      nginxWorkers: options.nginxWorkers ?? 2,
      onLine: options.onLine,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: database.url,
        DATABASE_DIRECT_URL: directUrlOf(database.url),
        REDIS_URL,
        LIVE_CHANNEL: liveChannel,
        DATA_DIR: dataDir,
        ADMIN_MOBILE: BENCH_ADMIN.mobile,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: 'warn',
        ...metricsOff,
        ...PROCESS_SECRETS,
        ...options.env,
      },
    });
  } catch (error) {
    await removeAll();
    throw error;
  }
  const metricsUrls = new Map<string, string>();
  for (let n = 1; options.metrics && n <= backends; n += 1) {
    metricsUrls.set(`backend-${n}`, `http://127.0.0.1:${port + 30 + n}/metrics`);
  }
  for (let n = 1; options.metrics && n <= gateways; n += 1) {
    metricsUrls.set(`gateway-${n}`, `http://127.0.0.1:${port + 40 + n}/metrics`);
  }
  return {
    cluster,
    dataDir,
    runDir,
    metricsUrls,
    async stop() {
      await cluster.stop();
      await removeAll();
    },
  };
}
