import { type RawBuilder, sql } from 'kysely';
import { IST_OFFSET_MINUTES } from '#common/ist-days';
import type { Db, Trx } from '../../db/db';
import type { LedgerReason, TransactionType } from '../../db/schema';

/**
 * The books' reads: each figure is summed twice, once from the wallet transactions (what the
 * desk decided and the player sees) and once from the ledger entries those transactions posted
 * (what moved balances), so the service can say whether the two agree (decision 045).
 */

/** A figure's two sums, in paise, and how many transactions it counts. */
export interface FigureRow {
  day: string;
  count: number;
  amountPaise: number;
  ledgerPaise: number;
}

/** Which transactions a figure counts and which ledger entries back each of them. */
export interface FigureFilter {
  types: TransactionType[];
  /** The ledger reasons that move this figure's money. */
  reasons: LedgerReason[];
  /** +1 when the ledger credits the player, -1 when it debits them. */
  sign: 1 | -1;
  /** The column whose IST day places the transaction in the books. */
  dated: 'created_at' | 'decided_at';
  /** Transactions with a manual_credit entry only (true), or none of them (false). */
  manual?: boolean;
}

/** The IST day (YYYY-MM-DD) of a timestamp column: UTC plus 05:30, no time zone database. */
export const istDaySql = (column: string): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + ${sql.lit(IST_OFFSET_MINUTES)} * interval '1 minute', 'YYYY-MM-DD')`;

const hasManualEntry = sql`exists (
  select 1 from ledger_entries m where m.transaction_id = t.id and m.reason = 'manual_credit')`;

function manualCondition(manual: boolean | undefined) {
  if (manual === undefined) return sql`true`;
  return manual ? hasManualEntry : sql`not ${hasManualEntry}`;
}

const toFigure = (row: { day: string; count: unknown; amount: unknown; ledger: unknown }) => ({
  day: row.day,
  count: Number(row.count),
  amountPaise: Number(row.amount),
  ledgerPaise: Number(row.ledger),
});

/** Export rows: what the accountant's spreadsheets list. */
export interface ExportTransactionRow {
  id: number;
  created_at: Date;
  decided_at: Date | null;
  user_id: number;
  username: string;
  type: TransactionType;
  status: string;
  amount_paise: number;
  ledger_paise: number | null;
  utr: string | null;
  payout_reference: string | null;
  tournament_name: string | null;
  note: string | null;
  decided_by_username: string | null;
}

export interface ExportLedgerRow {
  id: number;
  created_at: Date;
  user_id: number;
  username: string;
  reason: LedgerReason;
  transaction_id: number;
  type: TransactionType;
  amount_paise: number;
  tournament_name: string | null;
}

/** A line of a player's own statement: a ledger movement, or a request that moved nothing. */
export interface StatementRow {
  created_at: Date;
  transaction_id: number;
  type: TransactionType;
  status: string;
  amount_paise: number;
  /** The ledger entry's signed amount; null for a transaction with no entry. */
  change_paise: number | null;
  reason: LedgerReason | null;
  utr: string | null;
  payout_reference: string | null;
  tournament_name: string | null;
  note: string | null;
}

export interface ClosedDayRow {
  day: string;
  closed_at: Date;
  closed_by: string | null;
  after: unknown;
}

/** The books' SQL. Reads take the database or a transaction, so an export reads what it audits. */
export function createBooksRepository(db: Db) {
  return {
    /**
     * A figure per IST day of [start, end) (day '' when `range` is omitted: all time), for one
     * tournament when `tournamentId` is given.
     */
    async figure(
      filter: FigureFilter,
      scope: { range?: { start: Date; end: Date }; tournamentId?: number },
    ): Promise<FigureRow[]> {
      const dated = sql.ref(`t.${filter.dated}`);
      const day = scope.range ? istDaySql(`t.${filter.dated}`) : sql<string>`''`;
      const { rows } = await sql<{ day: string; count: unknown; amount: unknown; ledger: unknown }>`
        select ${day} as day, count(t.id) as count,
          coalesce(sum(t.amount_paise), 0) as amount, coalesce(sum(l.moved), 0) as ledger
        from wallet_transactions t
        left join lateral (
          select ${sql.lit(filter.sign)} * sum(e.amount_paise) as moved
          from ledger_entries e
          where e.transaction_id = t.id and e.reason in (${sql.join(filter.reasons)})
        ) l on true
        where t.status = 'APPROVED'
          and t.type in (${sql.join(filter.types)})
          and ${manualCondition(filter.manual)}
          and ${scope.range ? sql`${dated} >= ${scope.range.start} and ${dated} < ${scope.range.end}` : sql`true`}
          and ${scope.tournamentId === undefined ? sql`true` : sql`t.tournament_id = ${scope.tournamentId}`}
        group by 1
      `.execute(db);
      return rows.map(toFigure);
    },

    /** How many players paid a tournament's entry fee (a player paying twice counts once). */
    async feePayers(tournamentId: number): Promise<number> {
      const row = await db
        .selectFrom('wallet_transactions')
        .select(sql<string>`count(distinct user_id)`.as('players'))
        .where('tournament_id', '=', tournamentId)
        .where('type', '=', 'ENTRY_FEE')
        .where('status', '=', 'APPROVED')
        .executeTakeFirstOrThrow();
      return Number(row.players);
    },

    /** The ledger's sum of every entry before `moment`: the balances the platform held then. */
    async ledgerBefore(moment: Date): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_paise'), eb.lit(0)).as('total'))
        .where('created_at', '<', moment)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The ledger's net movement per IST day of [start, end). */
    async ledgerByDay(start: Date, end: Date): Promise<Map<string, number>> {
      const { rows } = await sql<{ day: string; total: unknown }>`
        select ${istDaySql('created_at')} as day, sum(amount_paise) as total
        from ledger_entries where created_at >= ${start} and created_at < ${end}
        group by 1
      `.execute(db);
      return new Map(rows.map((row) => [row.day, Number(row.total)]));
    },

    /**
     * The balances the transactions say players hold, moved per IST day (day '' for all before
     * `start`): approved deposits, refunds and prizes in; entry fees out; a withdrawal out when
     * requested and back in when rejected. Independent of the ledger, so the two can be compared.
     */
    async transactionBalanceByDay(start: Date, end: Date): Promise<Map<string, number>> {
      const { rows } = await sql<{ day: string; total: unknown }>`
        with moves as (
          select decided_at as at, amount_paise as signed from wallet_transactions
            where type = 'ADD_MONEY' and status = 'APPROVED'
          union all
          select created_at, amount_paise from wallet_transactions
            where type in ('REFUND', 'WINNINGS') and status = 'APPROVED'
          union all
          select created_at, -amount_paise from wallet_transactions
            where type = 'ENTRY_FEE' and status = 'APPROVED'
          union all
          select created_at, -amount_paise from wallet_transactions where type = 'WITHDRAW'
          union all
          select decided_at, amount_paise from wallet_transactions
            where type = 'WITHDRAW' and status = 'REJECTED'
        )
        select case when at < ${start} then '' else ${istDaySql('at')} end as day,
          sum(signed) as total
        from moves where at < ${end}
        group by 1
      `.execute(db);
      return new Map(rows.map((row) => [row.day, Number(row.total)]));
    },

    /** The sum of every wallet's balance now. */
    async walletsTotal(): Promise<number> {
      const row = await db
        .selectFrom('wallets')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance_paise'), eb.lit(0)).as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    tournament: (id: number) =>
      db
        .selectFrom('tournaments')
        .select(['tourn_id', 'tourn_name', 'status', 'tourn_pp_paise'])
        .where('tourn_id', '=', id)
        .executeTakeFirst(),

    /** Days closed in [from, to] (IST days), from the audit's DAY_CLOSED records. */
    async closedDays(executor: Db | Trx, from: string, to: string): Promise<ClosedDayRow[]> {
      return executor
        .selectFrom('audit_entries as a')
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select(['a.subject_id as day', 'a.created_at as closed_at', 'u.username as closed_by'])
        .select('a.after')
        .where('a.action', '=', 'DAY_CLOSED')
        .where('a.subject_id', '>=', from)
        .where('a.subject_id', '<=', to)
        .orderBy('a.id', 'asc')
        .execute();
    },

    /**
     * Makes closes of the books take turns until the caller's transaction ends, so two
     * organisers closing the same day at once cannot both record it.
     */
    async lockClosing(trx: Trx): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext('ccl-books-close'))`.execute(trx);
    },

    /** Every transaction made in [start, end), or only those of one type (the payouts). */
    exportTransactions: (
      trx: Trx,
      start: Date,
      end: Date,
      type?: TransactionType,
    ): Promise<ExportTransactionRow[]> =>
      trx
        .selectFrom('wallet_transactions as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .leftJoin('users as d', 'd.id', 't.decided_by')
        .leftJoin('tournaments as tr', 'tr.tourn_id', 't.tournament_id')
        .select([
          't.id',
          't.created_at',
          't.decided_at',
          't.user_id',
          'u.username',
          't.type',
          't.status',
          't.amount_paise',
          't.utr',
          't.payout_reference',
          'tr.tourn_name as tournament_name',
          't.note',
          'd.username as decided_by_username',
        ])
        .select((eb) =>
          eb
            .selectFrom('ledger_entries as e')
            .select(sql<number | null>`sum(e.amount_paise)`.as('sum'))
            .whereRef('e.transaction_id', '=', 't.id')
            .as('ledger_paise'),
        )
        .where('t.created_at', '>=', start)
        .where('t.created_at', '<', end)
        .$if(type !== undefined, (query) => query.where('t.type', '=', type!))
        .orderBy('t.id', 'asc')
        .execute(),

    exportLedger: (trx: Trx, start: Date, end: Date): Promise<ExportLedgerRow[]> =>
      trx
        .selectFrom('ledger_entries as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
        .leftJoin('tournaments as tr', 'tr.tourn_id', 't.tournament_id')
        .select([
          'e.id',
          'e.created_at',
          'e.user_id',
          'u.username',
          'e.reason',
          'e.transaction_id',
          't.type',
          'e.amount_paise',
          'tr.tourn_name as tournament_name',
        ])
        .where('e.created_at', '>=', start)
        .where('e.created_at', '<', end)
        .orderBy('e.id', 'asc')
        .execute(),

    /** A player's ledger before `start`: their opening balance. */
    async balanceBefore(userId: number, start: Date): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_paise'), eb.lit(0)).as('total'))
        .where('user_id', '=', userId)
        .where('created_at', '<', start)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /**
     * A player's statement lines in [start, end): each ledger entry with its transaction, and
     * each transaction of theirs that moved no money (a pending or rejected deposit), by time.
     */
    async statement(userId: number, start: Date, end: Date): Promise<StatementRow[]> {
      const { rows } = await sql<StatementRow>`
        select e.created_at, t.id as transaction_id, t.type, t.status, t.amount_paise,
          e.amount_paise as change_paise, e.reason, t.utr, t.payout_reference,
          tr.tourn_name as tournament_name, t.note, e.id as sort_id
        from ledger_entries e
        join wallet_transactions t on t.id = e.transaction_id
        left join tournaments tr on tr.tourn_id = t.tournament_id
        where e.user_id = ${userId} and e.created_at >= ${start} and e.created_at < ${end}
        union all
        select t.created_at, t.id, t.type, t.status, t.amount_paise, null, null, t.utr,
          t.payout_reference, tr.tourn_name, t.note, null
        from wallet_transactions t
        left join tournaments tr on tr.tourn_id = t.tournament_id
        where t.user_id = ${userId} and t.created_at >= ${start} and t.created_at < ${end}
          and not exists (select 1 from ledger_entries e where e.transaction_id = t.id)
        order by 1, 12 nulls last, 2
      `.execute(db);
      return rows.map((row) => ({
        ...row,
        amount_paise: Number(row.amount_paise),
        change_paise: row.change_paise === null ? null : Number(row.change_paise),
      }));
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
