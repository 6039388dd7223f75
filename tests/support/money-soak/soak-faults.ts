import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CompiledProgram } from '../compiled-program';
import type { PrivatePostgres } from '../private-postgres';
import type { Random } from './soak-world';

/**
 * The faults of a soak, each at a random moment of the run (by operations completed): the
 * backend killed with SIGKILL and started again, PostgreSQL crashed and restarted, the gateway
 * stopped and started. One at a time; the clients retry through each.
 */

export type FaultKind = 'backend SIGKILL' | 'PostgreSQL restart' | 'gateway stop/start';

export interface PlannedFault {
  kind: FaultKind;
  /** Injected once this many operations have completed. */
  atOperation: number;
}

export interface InjectedFault extends PlannedFault {
  /** From the fault until the program answered again. */
  downMs: number;
}

export interface FaultTargets {
  backend: CompiledProgram;
  gateway: CompiledProgram;
  postgres: PrivatePostgres;
}

export function planFaults(
  random: Random,
  operations: number,
  counts: { backendKills: number; postgresRestarts: number; gatewayRestarts: number },
): PlannedFault[] {
  const kinds: FaultKind[] = [
    ...Array<FaultKind>(counts.backendKills).fill('backend SIGKILL'),
    ...Array<FaultKind>(counts.postgresRestarts).fill('PostgreSQL restart'),
    ...Array<FaultKind>(counts.gatewayRestarts).fill('gateway stop/start'),
  ];
  // Between 10% and 85% of the run, so clients are busy before and after each fault.
  return kinds
    .map((kind) => ({
      kind,
      atOperation: Math.floor(operations * (0.1 + 0.75 * random.next())),
    }))
    .sort((a, b) => a.atOperation - b.atOperation);
}

/** Starts it unless the supervisor already has (after an exit of its own). */
async function ensureStarted(program: CompiledProgram): Promise<void> {
  if (!program.running) await program.start();
}

async function inject(kind: FaultKind, targets: FaultTargets, random: Random): Promise<void> {
  switch (kind) {
    case 'backend SIGKILL':
      await targets.backend.signal('SIGKILL');
      // A supervisor notices and starts it again: sometimes at once, sometimes a little later.
      await sleep(random.int(0, 400));
      await ensureStarted(targets.backend);
      return;
    case 'PostgreSQL restart':
      await targets.postgres.restart('immediate');
      return;
    case 'gateway stop/start':
      await targets.gateway.signal('SIGTERM');
      await sleep(random.int(100, 400));
      await ensureStarted(targets.gateway);
  }
}

/** Injects each planned fault when its moment comes; stops early when the run is over. */
export async function injectFaults(
  plan: PlannedFault[],
  targets: FaultTargets,
  random: Random,
  progress: { completed(): number; finished(): boolean },
): Promise<InjectedFault[]> {
  const injected: InjectedFault[] = [];
  for (const fault of plan) {
    while (progress.completed() < fault.atOperation && !progress.finished()) await sleep(10);
    if (progress.finished()) break;
    const started = performance.now();
    await inject(fault.kind, targets, random);
    injected.push({ ...fault, downMs: performance.now() - started });
  }
  return injected;
}

export interface UnexpectedExit {
  program: string;
  code: number | null;
  /** Its last lines of output, saying why. */
  output: string;
}

/**
 * Starts a program again when it exits on its own, as a process supervisor would, and keeps a
 * record: a program that dies by itself during the soak is a finding.
 */
export function supervise(
  name: string,
  program: CompiledProgram,
  exits: UnexpectedExit[],
): { idle(): Promise<void> } {
  let restarting: Promise<void> = Promise.resolve();
  program.onUnexpectedExit((code) => {
    exits.push({ program: name, code, output: program.outputTail() });
    restarting = (async () => {
      for (let attempt = 0; attempt < 60 && !program.running; attempt += 1) {
        await sleep(500);
        await program.start().catch(() => undefined);
      }
    })();
  });
  return { idle: () => restarting };
}
