import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';

/** One prize paid with tax withheld, with what the report needs to name the payee. */
export interface WithholdingRow {
  transactionId: number;
  paidAt: Date;
  userId: number;
  username: string;
  nameOnPan: string | null;
  panSealed: string | null;
  tournamentName: string | null;
  grossPaise: number;
  taxPaise: number;
  netPaise: number;
}

/** The tax account's side of the report: the ledger's own sums, to check the rows against. */
export interface TaxLedgerSums {
  quarterTaxPaise: number;
  accountBalancePaise: number;
  allTimeTaxPaise: number;
}

const paise = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * Prizes paid with tax withheld, and the house ledger's tax account (migration 015), read in
 * the caller's transaction so the two are one snapshot.
 */
export function createWithholdingRepository(executor: Db | Trx) {
  return {
    async rows(start: Date, end: Date): Promise<WithholdingRow[]> {
      const rows = await executor
        .selectFrom('wallet_transactions as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .leftJoin('player_tax_ids as p', 'p.user_id', 't.user_id')
        .leftJoin('tournaments as tn', 'tn.tourn_id', 't.tournament_id')
        .select([
          't.id as transactionId',
          't.created_at as paidAt',
          't.user_id as userId',
          'u.username',
          'p.name_on_pan as nameOnPan',
          'p.pan_sealed as panSealed',
          'tn.tourn_name as tournamentName',
          't.gross_paise as grossPaise',
          't.tax_withheld_paise as taxPaise',
          't.amount_paise as netPaise',
        ])
        .where('t.type', '=', 'WINNINGS')
        .where('t.status', '=', 'APPROVED')
        .where('t.tax_withheld_paise', '>', 0)
        .where('t.created_at', '>=', start)
        .where('t.created_at', '<', end)
        .orderBy('t.created_at')
        .orderBy('t.id')
        .execute();
      return rows.map((row) => ({
        ...row,
        grossPaise: paise(row.grossPaise),
        taxPaise: paise(row.taxPaise),
        netPaise: paise(row.netPaise),
      }));
    },

    async ledgerSums(start: Date, end: Date): Promise<TaxLedgerSums> {
      const result = await sql<{
        quarter: string | null;
        balance: string | null;
        all_time: string | null;
      }>`
        select
          (select sum(e.amount_paise) from house_entries e
             join house_accounts a on a.id = e.account_id
             join wallet_transactions t on t.id = e.transaction_id
            where a.kind = 'tax' and e.reason = 'tax_withheld'
              and t.created_at >= ${start} and t.created_at < ${end}) as quarter,
          (select balance_paise from house_accounts where kind = 'tax') as balance,
          (select sum(tax_withheld_paise) from wallet_transactions
            where type = 'WINNINGS' and status = 'APPROVED') as all_time`.execute(executor);
      const row = result.rows[0];
      return {
        quarterTaxPaise: paise(row?.quarter),
        accountBalancePaise: paise(row?.balance),
        allTimeTaxPaise: paise(row?.all_time),
      };
    },
  };
}
