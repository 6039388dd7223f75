import { readFileSync, readdirSync, statSync } from 'node:fs';

/**
 * nginx's error log of the cluster this bench started, found through its master process's
 * command line (`-e <file>`), so a phase's refused or failed requests come with nginx's reason.
 */
export function nginxErrorLogOf(rootPid = process.pid): string | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!cmdline.startsWith('nginx: master')) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== rootPid) continue;
      return /\s-e\s+(\S+)/.exec(cmdline)?.[1];
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** The log's size now: where a phase's lines begin. */
export const logSize = (file: string | undefined) => (file ? statSync(file).size : 0);

/**
 * The log's lines since `offset`, counted by their reason (time, ids and the request's details
 * left out), commonest first: "1234× connect() to unix:… failed (11: Resource temporarily…)".
 */
export function logReasonsSince(file: string | undefined, offset: number, count = 5): string {
  if (!file) return 'no nginx error log found';
  const text = readFileSync(file).subarray(offset).toString('utf8');
  const reasons = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const reason = line
      .replace(/^\S+ \S+ (\[\w+\]) \d+#\d+: (\*\d+ )?/, '$1 ')
      .replace(/, client: .*$/, '')
      .replace(/ while connecting to upstream$/, '');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  if (reasons.size === 0) return 'none';
  return [...reasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([reason, times]) => `${times}× ${reason}`)
    .join(' | ');
}
