import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../src/db/database';

export interface LogEntry {
  level: string;
  args: unknown[];
}

/** A logger that keeps what it is told, so a test can check what the seed reported. */
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

const TABLES = [
  'users',
  'tournaments',
  'teams',
  'team_players',
  'match_results',
  'wallet_transactions',
  'ledger_entries',
  'blogs',
  'products',
] as const;

/** The row count of every table the seed writes. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
