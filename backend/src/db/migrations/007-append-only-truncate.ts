import { type Kysely, sql } from 'kysely';

/**
 * Append-only means append-only: TRUNCATE fires no row trigger, so the audit, the ledger, the
 * role changes and the live events refused UPDATE and DELETE but could still be emptied in one
 * statement. A statement trigger refuses it, on each table, and on a table reached through
 * `truncate ... cascade` too. Old events are still pruned by DELETE, which their table allows.
 */
const statements = [
  `create trigger audit_entries_no_truncate before truncate on audit_entries
  for each statement execute function audit_entries_refuse_change()`,
  `create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_refuse_change()`,
  `create trigger role_changes_no_truncate before truncate on role_changes
  for each statement execute function role_changes_refuse_change()`,
  `create function events_refuse_truncate() returns trigger language plpgsql as $$
  begin
    raise exception 'events are append-only: old ones are pruned by the backend';
  end $$`,
  `create trigger events_no_truncate before truncate on events
  for each statement execute function events_refuse_truncate()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
