import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { StatementMapping } from '#common/validation/statements';

/** A line as stored: what the parser read, and the deposit it named. */
export interface StoredLine {
  lineNumber: number;
  date: string;
  amountPaise: number;
  direction: 'credit' | 'debit';
  utr: string | null;
  narration: string | null;
  matchedTransactionId: number | null;
}

/** An import as the list and the result read it, with who imported it. */
export interface StatementImport {
  id: number;
  sha256: string;
  fileName: string;
  sizeBytes: number;
  source: string;
  importedBy: number;
  importedByUsername: string;
  importedAt: Date;
  lineCount: number;
  creditCount: number;
  matchedCount: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** A deposit request as the reconciliation shows it. */
export interface DepositRecord {
  id: number;
  userId: number;
  username: string;
  utr: string;
  amountPaise: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  createdAt: Date;
  decidedByUsername: string | null;
}

export interface NewImport {
  sha256: string;
  fileName: string;
  sizeBytes: number;
  source: string;
  importedBy: number;
  creditCount: number;
  matchedCount: number;
  lines: StoredLine[];
}

const isoDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Statements, their lines and mappings; deposits looked up by UTR for matching. */
export function createStatementsRepository(db: Db) {
  const imports = (trx: Trx | Db) =>
    trx
      .selectFrom('statement_imports as s')
      .innerJoin('users as u', 'u.id', 's.imported_by')
      .select([
        's.id',
        's.sha256',
        's.file_name as fileName',
        's.size_bytes as sizeBytes',
        's.source',
        's.imported_by as importedBy',
        'u.username as importedByUsername',
        's.imported_at as importedAt',
        's.line_count as lineCount',
        's.credit_count as creditCount',
        's.matched_count as matchedCount',
        isoDay('s.first_date').as('firstDate'),
        isoDay('s.last_date').as('lastDate'),
      ]);

  const deposits = (trx: Trx | Db) =>
    trx
      .selectFrom('wallet_transactions as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('users as d', 'd.id', 't.decided_by')
      .where('t.type', '=', 'ADD_MONEY')
      .select([
        't.id',
        't.user_id as userId',
        'u.username',
        't.utr',
        't.amount_paise as amountPaise',
        't.status',
        't.created_at as createdAt',
        'd.username as decidedByUsername',
      ]);

  const asDeposit = (row: Awaited<ReturnType<ReturnType<typeof deposits>['execute']>>[number]) =>
    ({ ...row, utr: row.utr ?? '', amountPaise: Number(row.amountPaise) }) as DepositRecord;

  return {
    list: (limit: number): Promise<StatementImport[]> =>
      imports(db).orderBy('s.id', 'desc').limit(limit).execute(),

    find: (id: number, trx: Trx | Db = db): Promise<StatementImport | undefined> =>
      imports(trx).where('s.id', '=', id).executeTakeFirst(),

    findByHash: (sha256: string, trx: Trx | Db = db): Promise<StatementImport | undefined> =>
      imports(trx).where('s.sha256', '=', sha256).executeTakeFirst(),

    lines: (importId: number) =>
      db
        .selectFrom('statement_lines')
        .select([
          'line_number as lineNumber',
          isoDay('booked_on').as('date'),
          'amount_paise as amountPaise',
          'direction',
          'utr',
          'narration',
        ])
        .where('import_id', '=', importId)
        .orderBy('line_number')
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            date: row.date ?? '',
            amountPaise: Number(row.amountPaise),
          })),
        ),

    /** Deposit requests of any status whose UTR, upper-cased, is one of `references`. */
    async depositsByUtr(references: string[], trx: Trx | Db = db): Promise<DepositRecord[]> {
      if (references.length === 0) return [];
      const rows = await deposits(trx)
        .where(sql<string>`upper(t.utr)`, 'in', references)
        .execute();
      return rows.map(asDeposit);
    },

    /** Pending deposit requests made on the statement's days (India's calendar). */
    async pendingBetween(firstDate: string, lastDate: string): Promise<DepositRecord[]> {
      const day = sql<string>`(t.created_at at time zone 'Asia/Kolkata')::date`;
      const rows = await deposits(db)
        .where('t.status', '=', 'PENDING')
        .where(day, '>=', sql<string>`${firstDate}::date`)
        .where(day, '<=', sql<string>`${lastDate}::date`)
        .orderBy('t.id')
        .execute();
      return rows.map(asDeposit);
    },

    async insert(trx: Trx, statement: NewImport): Promise<number> {
      const dates = statement.lines.map((line) => line.date).sort();
      const { id } = await trx
        .insertInto('statement_imports')
        .values({
          sha256: statement.sha256,
          file_name: statement.fileName,
          size_bytes: statement.sizeBytes,
          source: statement.source,
          imported_by: statement.importedBy,
          line_count: statement.lines.length,
          credit_count: statement.creditCount,
          matched_count: statement.matchedCount,
          first_date: dates[0] ?? null,
          last_date: dates.at(-1) ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let start = 0; start < statement.lines.length; start += 500) {
        await trx
          .insertInto('statement_lines')
          .values(
            statement.lines.slice(start, start + 500).map((line) => ({
              import_id: id,
              line_number: line.lineNumber,
              booked_on: line.date,
              amount_paise: line.amountPaise,
              direction: line.direction,
              utr: line.utr,
              narration: line.narration,
              matched_transaction_id: line.matchedTransactionId,
            })),
          )
          .execute();
      }
      return id;
    },

    async usernames(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', 'in', userIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    async mappings(): Promise<Map<string, StatementMapping>> {
      const rows = await db.selectFrom('statement_mappings').selectAll().execute();
      return new Map(rows.map((row) => [row.header_key, mappingOf(row)]));
    },

    listMappings: () =>
      db
        .selectFrom('statement_mappings as m')
        .innerJoin('users as u', 'u.id', 'm.updated_by')
        .selectAll('m')
        .select('u.username')
        .orderBy('m.updated_at', 'desc')
        .execute(),

    async remember(trx: Trx, key: string, mapping: StatementMapping, organiserId: number) {
      const values = {
        date_column: mapping.date,
        amount_column: mapping.amount,
        utr_column: mapping.utr || null,
        narration_column: mapping.narration || null,
        credit_debit_column: mapping.creditDebit || null,
        updated_by: organiserId,
        updated_at: new Date(),
      };
      await trx
        .insertInto('statement_mappings')
        .values({ header_key: key, ...values })
        .onConflict((oc) => oc.column('header_key').doUpdateSet(values))
        .execute();
    },
  };
}

/** A stored mapping row as the parser takes it. */
export const mappingOf = (row: {
  date_column: string;
  amount_column: string;
  utr_column: string | null;
  narration_column: string | null;
  credit_debit_column: string | null;
}): StatementMapping => ({
  date: row.date_column,
  amount: row.amount_column,
  utr: row.utr_column,
  narration: row.narration_column,
  creditDebit: row.credit_debit_column,
});

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
