import { type RawBuilder, sql } from 'kysely';
import type { FeePurpose, GameTitle, PrizeSource } from '#common/declaration';
import type { Db, Trx } from '../../db/db';
import type { FunderKind, HouseAccountKind, HouseEntryReason, LedgerReason } from '../../db/schema';

/**
 * The records' reads (decision 050), each over a span [start, end) of time. What the report
 * says (wallet transactions by type, prize fundings) and what the ledgers say (house entries by
 * account kind and reason, the players' ledger entries by reason) are read apart, so the service
 * can compare them.
 */

type Reader = Db | Trx;

/**
 * When an entry moved money: its movement's time where it belongs to one. Both are written in
 * one transaction, so they agree, except where the demo data dates its story in the past.
 */
const MOVED_AT = sql`coalesce(t.created_at, e.created_at)`;

export interface RecordsTournamentRow {
  id: number;
  name: string;
  start: Date;
  status: string;
  game_title: GameTitle;
  fee_purpose: FeePurpose;
  prize_source: PrizeSource;
  prize_sponsor_name: string | null;
  esport_registration_number: string | null;
  registration_opened_at: Date | null;
  entry_fee_paise: number;
  prize_pool_paise: number;
}

/** A tournament's approved wallet transactions of the span, in paise. */
export interface WalletFigureRow {
  tournament_id: number;
  fees_in: number;
  refunds: number;
  prizes_gross: number;
  tax_withheld: number;
  prizes_net: number;
}

export interface FundingRow {
  id: number;
  tournament_id: number;
  funder_kind: FunderKind;
  funder_name: string;
  amount_paise: number;
  utr: string;
  created_at: Date;
  returned_paise: number | null;
  returned_at: Date | null;
  return_reference: string | null;
  return_paid_at: Date | null;
}

/** One sum of the house ledger: an account kind's entries of one reason, per tournament. */
export interface HouseSumRow {
  tournament_id: number | null;
  kind: HouseAccountKind;
  reason: HouseEntryReason;
  paise: number;
}

/** One sum of the players' ledger: entries of one reason, per tournament. */
export interface WalletLedgerSumRow {
  tournament_id: number | null;
  reason: LedgerReason;
  paise: number;
}

const inSpan = (column: string | RawBuilder<unknown>, start: Date, end: Date) => {
  const moment = typeof column === 'string' ? sql.ref(column) : column;
  return sql`${moment} >= ${start} and ${moment} < ${end}`;
};

/** A manual credit is a desk correction, not a fee or a prize: the books leave it out too. */
const notManual = sql`not exists (select 1 from ledger_entries m
  where m.transaction_id = t.id and m.reason = 'manual_credit')`;

const numbers = <R extends object>(row: R, keys: (keyof R)[]): R => {
  const copy = { ...row };
  for (const key of keys) {
    const value = copy[key];
    if (value !== null) copy[key] = Number(value) as R[keyof R];
  }
  return copy;
};

export const recordsRepository = {
  /** The tournaments that start in the span, or are named by id (they moved money in it). */
  async tournaments(db: Reader, start: Date, end: Date, ids: number[]) {
    const { rows } = await sql<RecordsTournamentRow>`
      select tourn_id as id, tourn_name as name, tourn_start as start, status, game_title,
        fee_purpose, prize_source, prize_sponsor_name, esport_registration_number,
        registration_opened_at, entry_fee_paise, tourn_pp_paise as prize_pool_paise
      from tournaments
      where (${inSpan('tourn_start', start, end)})
        ${ids.length ? sql`or tourn_id in (${sql.join(ids)})` : sql``}
      order by tourn_start, tourn_id
    `.execute(db);
    return rows.map((row) => numbers(row, ['entry_fee_paise', 'prize_pool_paise']));
  },

  /** Fees, refunds and prizes (gross, tax, net) of the span, from the transactions. */
  async walletFigures(db: Reader, start: Date, end: Date): Promise<WalletFigureRow[]> {
    const { rows } = await sql<WalletFigureRow>`
      select t.tournament_id,
        coalesce(sum(t.amount_paise) filter (where t.type = 'ENTRY_FEE'), 0) as fees_in,
        coalesce(sum(t.amount_paise) filter (where t.type = 'REFUND'), 0) as refunds,
        coalesce(sum(coalesce(t.gross_paise, t.amount_paise))
          filter (where t.type = 'WINNINGS'), 0) as prizes_gross,
        coalesce(sum(coalesce(t.tax_withheld_paise, 0))
          filter (where t.type = 'WINNINGS'), 0) as tax_withheld,
        coalesce(sum(t.amount_paise) filter (where t.type = 'WINNINGS'), 0) as prizes_net
      from wallet_transactions t
      where t.status = 'APPROVED' and t.tournament_id is not null
        and t.type in ('ENTRY_FEE', 'REFUND', 'WINNINGS')
        and ${inSpan('t.created_at', start, end)} and ${notManual}
      group by t.tournament_id
    `.execute(db);
    return rows.map((row) =>
      numbers(row, ['fees_in', 'refunds', 'prizes_gross', 'tax_withheld', 'prizes_net']),
    );
  },

  /** Prize fundings made, set aside for return or paid back in the span. */
  async fundings(db: Reader, start: Date, end: Date): Promise<FundingRow[]> {
    const { rows } = await sql<FundingRow>`
      select id, tournament_id, funder_kind, funder_name, amount_paise, utr, created_at,
        returned_paise, returned_at, return_reference, return_paid_at
      from prize_fundings
      where (${inSpan('created_at', start, end)}) or (${inSpan('returned_at', start, end)})
        or (${inSpan('return_paid_at', start, end)})
      order by created_at, id
    `.execute(db);
    return rows.map((row) => numbers(row, ['amount_paise', 'returned_paise']));
  },

  /**
   * The house ledger's entries of the span by tournament, account kind and reason. The tax
   * account belongs to no tournament; its entries name one through the prize they came from.
   */
  async houseSums(db: Reader, start: Date, end: Date): Promise<HouseSumRow[]> {
    const { rows } = await sql<HouseSumRow>`
      select coalesce(a.tournament_id, t.tournament_id) as tournament_id, a.kind, e.reason,
        sum(e.amount_paise) as paise
      from house_entries e
      join house_accounts a on a.id = e.account_id
      left join wallet_transactions t on t.id = e.transaction_id
      where ${inSpan(MOVED_AT, start, end)}
      group by 1, 2, 3
    `.execute(db);
    return rows.map((row) => numbers(row, ['paise']));
  },

  /** The players' ledger entries of fees, refunds and prizes in the span, by tournament. */
  async walletLedgerSums(db: Reader, start: Date, end: Date): Promise<WalletLedgerSumRow[]> {
    const { rows } = await sql<WalletLedgerSumRow>`
      select t.tournament_id, e.reason, sum(e.amount_paise) as paise
      from ledger_entries e
      join wallet_transactions t on t.id = e.transaction_id
      where e.reason in ('entry_fee', 'refund', 'winnings')
        and ${inSpan(MOVED_AT, start, end)}
      group by 1, 2
    `.execute(db);
    return rows.map((row) => numbers(row, ['paise']));
  },
};
