import type { Db, Trx } from '../../db/db';

/** What organisers and sponsors paid into a tournament's prize escrow, in paise. */
export async function escrowFundedPaise(db: Db | Trx, tournamentId: number): Promise<number> {
  const row = await db
    .selectFrom('prize_fundings')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<string | number>('amount_paise'), eb.lit(0)).as('paise'),
    )
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Number(row?.paise ?? 0);
}
