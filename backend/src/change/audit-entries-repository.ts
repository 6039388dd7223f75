import type { Insertable } from 'kysely';
import type { Trx } from '../db/db';
import type { AuditEntriesTable } from '../db/schema';

/**
 * Inside the caller's transaction, so the record commits with the change it describes or not
 * at all. There is no update or delete here, and the database refuses both.
 */
export async function insertAuditEntry(
  trx: Trx,
  entry: Insertable<AuditEntriesTable>,
): Promise<number> {
  const row = await trx
    .insertInto('audit_entries')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
