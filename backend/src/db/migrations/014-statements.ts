import { type Kysely, sql } from 'kysely';

/**
 * Bank statements imported for reconciliation (issue 23, decision 042).
 * - `statement_imports`: one row per file ever imported, keyed by its SHA-256, so the same file
 *   twice is refused by the database as well as by the service.
 * - `statement_lines`: every credit and debit of the file as read (date, paise, the UTR found in
 *   its UTR column or narration) and the deposit it named when imported.
 * - `statement_mappings`: the columns an organiser mapped for a header row the desk did not
 *   recognise, remembered under that header row so the next file from the source needs nothing.
 */
const statements = [
  `create table statement_imports (
    id serial primary key,
    sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
    file_name text not null check (length(file_name) between 1 and 255),
    size_bytes integer not null check (size_bytes > 0),
    source text not null check (length(source) between 1 and 100),
    imported_by integer not null references users (id),
    imported_at timestamptz not null default now(),
    line_count integer not null check (line_count >= 0),
    credit_count integer not null check (credit_count >= 0),
    matched_count integer not null check (matched_count >= 0),
    first_date date,
    last_date date
  )`,
  `create unique index statement_imports_sha256_key on statement_imports (sha256)`,
  `create table statement_lines (
    id serial primary key,
    import_id integer not null references statement_imports (id),
    line_number integer not null check (line_number > 0),
    booked_on date not null,
    amount_paise bigint not null check (amount_paise >= 0),
    direction text not null check (direction in ('credit', 'debit')),
    utr text,
    narration text,
    matched_transaction_id integer references wallet_transactions (id),
    unique (import_id, line_number)
  )`,
  `create index statement_lines_matched on statement_lines (matched_transaction_id)
    where matched_transaction_id is not null`,
  `create table statement_mappings (
    header_key text primary key,
    date_column text not null,
    amount_column text not null,
    utr_column text,
    narration_column text,
    credit_debit_column text,
    updated_by integer not null references users (id),
    updated_at timestamptz not null default now(),
    check (utr_column is not null or narration_column is not null)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
