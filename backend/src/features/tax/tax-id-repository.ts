import type { Trx } from '../../db/db';

/** Which of these players have given their PAN (a payout above the threshold needs one). */
export async function panHolders(trx: Trx, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('player_tax_ids')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
