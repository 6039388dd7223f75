import type { FastifyBaseLogger } from 'fastify';

export interface LogEntry {
  level: string;
  /** What the call was given: usually an object of details, then the message. */
  args: unknown[];
}

/** A logger that keeps what it is told, so a test can check what an operator would read. */
export function recordingLogger(): { logger: FastifyBaseLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      entries.push({ level, args });
    };
  const logger = {
    level: 'trace',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, entries };
}
