import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** Bank statements imported for reconciliation, their lines and remembered mappings (014). */

/** A `date` column: written as 'YYYY-MM-DD', read back through to_char by the repository. */
type DateColumn = ColumnType<Date, string, string>;

export interface StatementImportsTable {
  id: Generated<number>;
  sha256: string;
  file_name: string;
  size_bytes: number;
  source: string;
  imported_by: number;
  imported_at: GeneratedTimestamp;
  line_count: number;
  credit_count: number;
  matched_count: number;
  first_date: ColumnType<Date | null, string | null, string | null>;
  last_date: ColumnType<Date | null, string | null, string | null>;
}

export interface StatementLinesTable {
  id: Generated<number>;
  import_id: number;
  line_number: number;
  booked_on: DateColumn;
  amount_paise: ColumnType<number | string, number, number>;
  direction: 'credit' | 'debit';
  utr: string | null;
  narration: string | null;
  matched_transaction_id: number | null;
}

export interface StatementMappingsTable {
  /** The header row, trimmed, lower-cased and joined by '|'. */
  header_key: string;
  date_column: string;
  amount_column: string;
  utr_column: string | null;
  narration_column: string | null;
  credit_debit_column: string | null;
  updated_by: number;
  updated_at: GeneratedTimestamp;
}

export type StatementImportRow = Selectable<StatementImportsTable>;
