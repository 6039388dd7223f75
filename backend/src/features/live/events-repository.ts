import { sql } from 'kysely';
import type { LiveEventKind } from '#common/live-events';
import type { Db } from '../../db/db';
import { type Cursor, STREAM_START, laterOf } from '../../db/event-cursor';

export interface StoredEvent {
  id: number;
  xid: string;
  kind: LiveEventKind;
  tournament_id: number | null;
  user_id: number | null;
  subject_id: string | null;
  created_at: Date;
}

/**
 * Only events of transactions older than every transaction still running are handed out:
 * none of those can still add an event before them, so a cursor never skips one.
 */
const settled = sql<boolean>`xid < pg_snapshot_xmin(pg_current_snapshot())`;
const after = (cursor: Cursor) =>
  sql<boolean>`(xid, id) > (${String(cursor.xid)}::xid8, ${String(cursor.id)}::bigint)`;

const toCursor = (row: { xid: string; id: number | string }): Cursor => ({
  xid: BigInt(row.xid),
  id: BigInt(row.id),
});

export function createEventsRepository(db: Db) {
  /** The newest (xid, id) pruned; a cursor before it may have missed events. */
  async function prunedUpTo(): Promise<Cursor> {
    const row = await db
      .selectFrom('events_pruned')
      .select([sql<string>`xid::text`.as('xid'), 'event_id as id'])
      .executeTakeFirst();
    return row ? toCursor(row) : STREAM_START;
  }

  return {
    prunedUpTo,

    /** Where a consumer starting now begins: after the newest event handed out so far. */
    async head(): Promise<Cursor> {
      const newest = await db
        .selectFrom('events')
        .select([sql<string>`xid::text`.as('xid'), 'id'])
        .where(settled)
        .orderBy('xid', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const pruned = await prunedUpTo();
      return newest ? laterOf(toCursor(newest), pruned) : pruned;
    },

    /**
     * The events after a cursor that are already committed but not settled yet: for a consumer
     * starting at the head they happened before it came, so it is not sent them.
     */
    committedAfter: async (cursor: Cursor, limit: number): Promise<Cursor[]> =>
      (
        await db
          .selectFrom('events')
          .select([sql<string>`xid::text`.as('xid'), 'id'])
          .where(after(cursor))
          .limit(limit)
          .execute()
      ).map(toCursor),

    /** The settled events after a cursor, in stream order. */
    after: (cursor: Cursor, limit: number): Promise<StoredEvent[]> =>
      db
        .selectFrom('events')
        .select([
          'id',
          sql<string>`xid::text`.as('xid'),
          'kind',
          'tournament_id',
          'user_id',
          'subject_id',
          'created_at',
        ])
        .where(settled)
        .where(after(cursor))
        .orderBy('xid')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Whether events after a cursor are written but wait for an older transaction to end. */
    async waitingAfter(cursor: Cursor): Promise<boolean> {
      const row = await db
        .selectFrom('events')
        .select('id')
        .where(after(cursor))
        .where(sql<boolean>`not (${settled})`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Deletes the settled events written before `before`, as a prefix of the stream (so what
     * is kept is everything after one cursor), and moves the pruned mark up to it.
     */
    prune: (before: Date) =>
      db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('events')
          .select([sql<string>`xid::text`.as('xid'), 'id'])
          .where(settled)
          .where('created_at', '<', before)
          .orderBy('xid', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!last) return 0;
        const cut = sql<boolean>`(xid, id) <= (${last.xid}::xid8, ${last.id}::bigint)`;
        const deleted = await trx.deleteFrom('events').where(cut).executeTakeFirst();
        await trx
          .updateTable('events_pruned')
          .set({ xid: sql`${last.xid}::xid8`, event_id: last.id })
          .where(sql<boolean>`(xid, event_id) < (${last.xid}::xid8, ${last.id}::bigint)`)
          .execute();
        return Number(deleted.numDeletedRows);
      }),
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
