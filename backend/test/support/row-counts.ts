import type { Db } from '../../src/db/db';
import type { Database } from '../../src/db/schema';

/** How many rows a table has, to show that a refused request wrote nothing. */
export async function rowCount(server: { db: Db }, table: keyof Database): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
