import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU seconds used so far by this bench's processes (itself and its descendants: the cluster's
 * copies, nginx's workers, socket-holding children) and the machine's database and Redis servers,
 * read from Linux's /proc; elsewhere an empty map. Two readings' difference shows which process
 * was busy during a phase, on a machine with few cores the first thing to know about a slow one.
 */
const TICKS_PER_SECOND = 100;
const SHARED_SERVERS = new Set(['postgres', 'redis-server', 'pgbouncer']);

interface ProcessRow {
  pid: number;
  ppid: number;
  comm: string;
  seconds: number;
}

function readRow(pid: number): ProcessRow | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid: Number(fields[1]), comm, seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

function labelOf(row: ProcessRow): string {
  if (SHARED_SERVERS.has(row.comm)) return row.comm;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${row.pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // gone meanwhile
  }
  const kinds: [RegExp, string][] = [
    [/dist\/backend\/src\/main/, 'backend'],
    [/dist\/gateway\/src\/main/, 'gateway'],
    [/nginx: worker/, 'nginx worker'],
    [/nginx: master/, 'nginx master'],
    [/sockets-worker/, 'bench sockets'],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(cmdline))?.[1] ?? row.comm;
  return `${kind} ${row.pid}`;
}

/** CPU seconds so far by label ("gateway 1234", "nginx worker 1240", "postgres" summed, …). */
export function processCpu(rootPid = process.pid): Map<string, number> {
  const rows: ProcessRow[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return new Map();
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const row = readRow(Number(entry));
    if (row) rows.push(row);
  }
  const ours = new Set([rootPid]);
  // Parents come before children in pid order almost always; repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const row of rows) {
      if (!ours.has(row.pid) && ours.has(row.ppid)) {
        ours.add(row.pid);
        added = true;
      }
    }
  }
  const seconds = new Map<string, number>();
  for (const row of rows) {
    if (!ours.has(row.pid) && !SHARED_SERVERS.has(row.comm)) continue;
    const label = row.pid === rootPid ? `bench ${row.pid}` : labelOf(row);
    seconds.set(label, (seconds.get(label) ?? 0) + row.seconds);
  }
  return seconds;
}

/** What each process used between two readings, busiest first, as "label 1.2 s (60%)". */
export function cpuBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  wallSeconds: number,
): string {
  return [...after]
    .map(([label, seconds]) => [label, seconds - (before.get(label) ?? 0)] as const)
    .filter(([, used]) => used >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(
      ([label, used]) =>
        `${label} ${used.toFixed(1)} s (${((100 * used) / wallSeconds).toFixed(0)}%)`,
    )
    .join(', ');
}
