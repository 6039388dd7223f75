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

export async function runLoad(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<LoadReport> {
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
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    seconds,
    perSecond: total / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

export const formatReport = (label: string, report: LoadReport) =>
  `${label.padEnd(56)} ${report.perSecond.toFixed(0).padStart(7)}/s  p50 ${report.p50Ms
    .toFixed(1)
    .padStart(
      6,
    )} ms  p99 ${report.p99Ms.toFixed(1).padStart(6)} ms  (${report.requests} in ${report.seconds.toFixed(1)} s)`;
