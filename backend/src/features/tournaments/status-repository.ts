import type { Db, Trx } from '../../db/db';

/** What a tournament's status change depends on: money that moved, matches that were played. */
export interface MoneyMoved {
  /** A prize of the tournament was paid into a wallet. */
  prizesPaid: boolean;
  /** An entry fee of the tournament was refunded (a cancellation, a dispute). */
  refundsMade: boolean;
}

export function createStatusRepository(db: Trx | Db) {
  return {
    async moneyMoved(tournamentId: number): Promise<MoneyMoved> {
      const rows = await db
        .selectFrom('wallet_transactions')
        .select('type')
        .distinct()
        .where('tournament_id', '=', tournamentId)
        .where('type', 'in', ['WINNINGS', 'REFUND'])
        .where('status', '=', 'APPROVED')
        .execute();
      const types = new Set(rows.map((row) => row.type));
      return { prizesPaid: types.has('WINNINGS'), refundsMade: types.has('REFUND') };
    },

    /** How many of the matches 1..matchesCount have result rows. */
    async matchesWithResults(tournamentId: number, matchesCount: number): Promise<number> {
      const row = await db
        .selectFrom('match_results')
        .select(({ fn }) => fn.count<number>('match_id').distinct().as('played'))
        .where('tournament_id', '=', tournamentId)
        .where('match_id', '<=', matchesCount)
        .executeTakeFirst();
      return Number(row?.played ?? 0);
    },
  };
}
