import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/db';

/** The SQL of backups and restores, which run outside any feature. */

/**
 * The tables, views and sequences a database holds outside PostgreSQL's own schemas: a restore
 * target must have none, or the backup would be mixed into someone's data.
 */
export async function relationsIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Writes every changed page to the data folder, so a dump of the folder taken next opens
 * without replaying the write-ahead log.
 */
export async function checkpoint(db: Db): Promise<void> {
  await sql`checkpoint`.execute(db);
}

/** How many players a restored database holds, for the restore's last line. */
export async function usersIn(db: Db): Promise<number> {
  const { rows } = await sql<{
    count: string | number;
  }>`select count(*) as count from users`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
