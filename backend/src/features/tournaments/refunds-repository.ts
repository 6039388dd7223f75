import type { Db, Trx } from '../../db/db';

export interface FeeToRefund {
  userId: number;
  amountPaise: number;
}

/**
 * The entry fees of a tournament that have not been refunded yet. Cancelling runs this inside
 * the transaction that holds the tournament's row lock, so two cancellations cannot both see a
 * fee as unrefunded (and the unique index on wallet_transactions would refuse the second anyway).
 * The cancellation preview runs the same query, so it shows what a cancellation would refund.
 */
export async function entryFeesToRefund(
  trx: Trx | Db,
  tournamentId: number,
): Promise<FeeToRefund[]> {
  const rows = await trx
    .selectFrom('wallet_transactions as fee')
    .select(['fee.user_id', 'fee.amount_paise'])
    .where('fee.tournament_id', '=', tournamentId)
    .where('fee.type', '=', 'ENTRY_FEE')
    .where('fee.status', '=', 'APPROVED')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('wallet_transactions as refund')
            .select('refund.id')
            .whereRef('refund.user_id', '=', 'fee.user_id')
            .whereRef('refund.tournament_id', '=', 'fee.tournament_id')
            .where('refund.type', '=', 'REFUND'),
        ),
      ),
    )
    .orderBy('fee.id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, amountPaise: Number(row.amount_paise) }));
}
