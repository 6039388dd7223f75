import { sql } from 'kysely';
import type { Db } from '../../src/db/db';

/**
 * The live events and notifications a change wrote, read straight from the database, and the
 * proof that an event was written by the transaction of the change.
 */

/** The newest event's id now: what a test reads after. */
export async function eventMark(server: { db: Db }): Promise<number> {
  const row = await server.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export interface EventRead {
  id: number;
  xid: string;
  kind: string;
  tournamentId: number | null;
  userId: number | null;
  subjectId: string | null;
}

/** The events written after `mark`, in the order they were written. */
export async function eventsAfter(server: { db: Db }, mark: number): Promise<EventRead[]> {
  const rows = await server.db
    .selectFrom('events')
    .select([
      'id',
      sql<string>`xid::text`.as('xid'),
      'kind',
      'tournament_id',
      'user_id',
      'subject_id',
    ])
    .where('id', '>', mark)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    xid: row.xid,
    kind: row.kind,
    tournamentId: row.tournament_id,
    userId: row.user_id,
    subjectId: row.subject_id,
  }));
}

/** Kind, tournament, user and subject: what a test compares. */
export const described = (events: EventRead[]) =>
  events.map(({ kind, tournamentId, userId, subjectId }) => ({
    kind,
    tournamentId,
    userId,
    subjectId,
  }));

/**
 * The id of the transaction that last wrote the first row of `table` where `column` is `value`
 * (its xmin, 32 bits): equal to an event's (see xid32), the event and the row committed
 * together.
 */
export async function writerOf(
  server: { db: Db },
  table:
    | 'wallet_transactions'
    | 'tournaments'
    | 'matches'
    | 'users'
    | 'match_results'
    | 'teams'
    | 'sessions',
  column: string,
  value: number | string,
): Promise<string> {
  const { rows } = await sql<{ writer: string }>`
    select xmin::text as writer from ${sql.table(table)} where ${sql.ref(column)} = ${value}
    limit 1`.execute(server.db);
  if (!rows[0]) throw new Error(`no ${table} row with ${column} ${value}`);
  return rows[0].writer;
}

/** The 32-bit transaction id inside an event's 64-bit one. */
export const xid32 = (xid: string) => String(BigInt(xid) % 2n ** 32n);

export async function notificationsOf(server: { db: Db }, userId: number) {
  return server.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
