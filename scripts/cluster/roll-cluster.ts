import { setTimeout as sleep } from 'node:timers/promises';
import { readPid, readRollState, runDirOf } from './control-files';

/**
 * `npm run cluster:roll`: asks the running `npm run start:cluster` (same CLUSTER_DIR) to stop
 * and start each copy in turn, and waits until it has, printing each copy's restart.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const runDir = runDirOf(process.env);
const pid = await readPid(runDir);
if (!pid) {
  console.error(
    `No cluster runs from ${runDir} (no cluster.pid): start it with npm run start:cluster`,
  );
  process.exit(1);
}
const before = (await readRollState(runDir))?.number ?? 0;
if (!isRunning(pid)) {
  console.error(`The cluster of ${runDir} (pid ${pid}) is not running`);
  process.exit(1);
}
process.kill(pid, 'SIGHUP');
for (;;) {
  await sleep(250);
  if (!isRunning(pid)) {
    console.error(`The cluster of ${runDir} (pid ${pid}) stopped before the roll finished`);
    process.exit(1);
  }
  const state = await readRollState(runDir);
  if (!state || state.number <= before || state.state === 'rolling') continue;
  for (const step of state.steps) {
    process.stdout.write(`${step.name}: exit ${step.exitCode}, ready again after ${step.ms} ms\n`);
  }
  if (state.state === 'failed') {
    console.error(`The roll failed: ${state.error}`);
    process.exit(1);
  }
  process.stdout.write('Every copy was restarted.\n');
  break;
}
