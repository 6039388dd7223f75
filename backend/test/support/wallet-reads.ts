import type { Db } from '../../src/db/db';

/** Money read straight from the database, to show what an entry, refund or refusal did to it. */

/** The wallet balance in rupees (0 for a player who never had money). */
export async function balanceOf(server: { db: Db }, userId: number): Promise<number> {
  const row = await server.db
    .selectFrom('wallets')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance_paise ?? 0) / 100;
}

/** How many entry fees were charged for a tournament. */
export async function entryFeesPaid(server: { db: Db }, tournamentId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('type', '=', 'ENTRY_FEE')
    .execute();
  return rows.length;
}
