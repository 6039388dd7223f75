import { existsSync } from 'node:fs';
import { DEFAULT_CLUSTER_PORT, missingClusterEnv, startCluster } from './cluster';
import { type RollState, removePid, runDirOf, writePid, writeRollState } from './control-files';

/**
 * `npm run start:cluster`: two backends and two gateways (compiled, NODE_ENV=production)
 * behind nginx on one public port, until SIGTERM or SIGINT. SIGHUP (`npm run cluster:roll`)
 * restarts each copy in turn. See the README, "Several copies behind nginx".
 */

const env = process.env;
const say = (line: string) => process.stdout.write(`cluster | ${line}\n`);

function countOf(name: string, fallback: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

async function main(): Promise<void> {
  const problems = missingClusterEnv(env);
  if (!existsSync('dist/backend/src/main.js') || !existsSync('dist/gateway/src/main.js')) {
    problems.push('the compiled programs are missing: run npm run build first');
  }
  if (problems.length > 0) {
    console.error(`The cluster cannot start:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const runDir = runDirOf(env);
  const cluster = await startCluster({
    backends: countOf('CLUSTER_BACKENDS', 2),
    gateways: countOf('CLUSTER_GATEWAYS', 2),
    port: countOf('CLUSTER_PORT', DEFAULT_CLUSTER_PORT),
    host: env.CLUSTER_HOST || '0.0.0.0',
    runDir,
    ...(env.CLUSTER_NGINX_WORKERS ? { nginxWorkers: countOf('CLUSTER_NGINX_WORKERS', 4) } : {}),
    onLine: (name, line) => process.stdout.write(`${name} | ${line}\n`),
    onNote: say,
    onNginxExit: (code) => {
      console.error(`cluster | nginx exited with ${code}: stopping every copy`);
      void cluster.stop().finally(() => process.exit(1));
    },
  });
  await writePid(runDir);
  // A roll.json of an earlier start would count from its own number.
  await writeRollState(runDir, { number: 0, state: 'done', steps: [] });
  say(`ready: ${cluster.url} (SIGHUP or npm run cluster:roll restarts each copy in turn)`);

  let rolls = 0;
  process.on('SIGHUP', () => {
    rolls += 1;
    const state: RollState = { number: rolls, state: 'rolling', steps: [] };
    void writeRollState(runDir, state)
      .then(() => cluster.roll())
      .then(
        (steps) => writeRollState(runDir, { ...state, state: 'done', steps }),
        (error: unknown) =>
          writeRollState(runDir, { ...state, state: 'failed', error: (error as Error).message }),
      );
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping the gateways, nginx, then the backends`);
      void cluster
        .stop()
        .then(() => removePid(runDir))
        .then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`The cluster could not start: ${(error as Error).message}`);
  process.exit(1);
});
