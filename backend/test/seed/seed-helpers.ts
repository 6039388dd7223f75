import type { Db } from '../../src/db/db';
import { rowCount } from '../support/row-counts';

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
  'notifications',
] as const;

/** The row count of every table the seed writes. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await rowCount({ db }, table);
  return counts;
}
