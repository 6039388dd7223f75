import fs from 'node:fs/promises';
import path from 'node:path';
import type { RollStep } from './cluster';

/**
 * How `npm run cluster:roll` talks to a running `npm run start:cluster`: the cluster writes its
 * pid in its run folder and answers SIGHUP with a roll, whose progress it writes beside it.
 */
export const runDirOf = (env: NodeJS.ProcessEnv) => path.resolve(env.CLUSTER_DIR || 'data/cluster');

const pidFile = (runDir: string) => path.join(runDir, 'cluster.pid');
const rollFile = (runDir: string) => path.join(runDir, 'roll.json');

export interface RollState {
  /** Counts the rolls of this start. */
  number: number;
  state: 'rolling' | 'done' | 'failed';
  steps: RollStep[];
  error?: string;
}

export const writePid = (runDir: string) => fs.writeFile(pidFile(runDir), `${process.pid}\n`);
export const removePid = (runDir: string) => fs.rm(pidFile(runDir), { force: true });

export async function readPid(runDir: string): Promise<number | undefined> {
  const text = await fs.readFile(pidFile(runDir), 'utf8').catch(() => undefined);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export const writeRollState = (runDir: string, state: RollState) =>
  fs.writeFile(rollFile(runDir), `${JSON.stringify(state, null, 2)}\n`);

export async function readRollState(runDir: string): Promise<RollState | undefined> {
  const text = await fs.readFile(rollFile(runDir), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as RollState) : undefined;
}
