import { performance } from 'node:perf_hooks';

/** Runs `task` with `concurrency` workers until `total` calls are done; reports rate and latency. */
export interface LoadReport {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs `task` with `concurrency` workers until `total` calls are done; each call's duration. */
async function timeCalls(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const t0 = performance.now();
      await task(index);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function reportOf(latencies: number[], seconds: number): LoadReport {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    seconds,
    perSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

export async function runLoad(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<LoadReport> {
  const { latencies, seconds } = await timeCalls(total, concurrency, task);
  return reportOf(latencies, seconds);
}

/**
 * Two loads compared on a machine whose other work comes and goes: `rounds` turns of each, one
 * after the other, each report over all its turns (the same calls and time for both).
 */
export async function runAlternating(
  total: number,
  concurrency: number,
  tasks: [() => Promise<void>, () => Promise<void>],
  rounds = 4,
): Promise<[LoadReport, LoadReport]> {
  const runs = tasks.map(() => ({ latencies: [] as number[], seconds: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [which, task] of tasks.entries()) {
      const { latencies, seconds } = await timeCalls(Math.ceil(total / rounds), concurrency, task);
      runs[which]!.latencies.push(...latencies);
      runs[which]!.seconds += seconds;
    }
  }
  const [a, b] = runs.map((run) => reportOf(run.latencies, run.seconds));
  return [a!, b!];
}

export const formatReport = (label: string, report: LoadReport) =>
  `${label.padEnd(56)} ${report.perSecond.toFixed(0).padStart(7)}/s  p50 ${report.p50Ms
    .toFixed(1)
    .padStart(
      6,
    )} ms  p99 ${report.p99Ms.toFixed(1).padStart(6)} ms  (${report.requests} in ${report.seconds.toFixed(1)} s)`;

/** Runs `task` for 0..count-1, `width` at a time. */
export async function inBatches(
  count: number,
  width: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}
