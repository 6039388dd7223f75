import { sql } from 'kysely';
import type { GrievanceCategory, GrievanceStatus } from '#common/grievances';
import type { Db, Trx } from '../../db/db';

/** A case with the names a person reads: its tournament, and who acknowledged and resolved it. */
const withNames = (db: Db | Trx) =>
  db
    .selectFrom('grievances as g')
    .leftJoin('tournaments as t', 't.tourn_id', 'g.tournament_id')
    .leftJoin('users as ack', 'ack.id', 'g.acknowledged_by')
    .leftJoin('users as res', 'res.id', 'g.resolved_by')
    .selectAll('g')
    .select([
      't.tourn_name as tournament_name',
      'ack.username as acknowledged_by_name',
      'res.username as resolved_by_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('grievance_replies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.grievance_id', '=', 'g.id')
        .as('reply_count'),
    );

export type GrievanceView = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export interface NewGrievance {
  category: GrievanceCategory;
  subject: string;
  description: string;
  filerName: string;
  filerEmail: string | null;
  filerPhone: string | null;
  userId: number | null;
  tournamentId: number | null;
  disputeId: number | null;
  filedAt: Date;
  ackDueAt: Date;
  resolveDueAt: Date;
}

export interface QueueFilter {
  status?: GrievanceStatus | undefined;
  /** Only cases past a due time, as of `now`. */
  overdueAt?: Date | undefined;
}

/** Cases not finished whose acknowledgement or resolution is past due at `now`. */
const overdueWhere = (now: Date) =>
  sql<boolean>`g.status in ('open', 'acknowledged') and (g.resolve_due_at < ${now}
    or (g.status = 'open' and g.ack_due_at < ${now}))`;

/** The cases filed in [start, end), oldest first, read with `reader`. */
export const filedBetween = (reader: Db | Trx, start: Date, end: Date) =>
  withNames(reader)
    .where('g.created_at', '>=', start)
    .where('g.created_at', '<', end)
    .orderBy('g.id')
    .execute();

/** Complaints and their replies (decision 049). */
export function createGrievancesRepository(db: Db) {
  return {
    insert: (trx: Trx, g: NewGrievance) =>
      trx
        .insertInto('grievances')
        .values({
          category: g.category,
          subject: g.subject,
          description: g.description,
          filer_name: g.filerName,
          filer_email: g.filerEmail,
          filer_phone: g.filerPhone,
          user_id: g.userId,
          tournament_id: g.tournamentId,
          dispute_id: g.disputeId,
          ack_due_at: g.ackDueAt,
          resolve_due_at: g.resolveDueAt,
          created_at: g.filedAt,
        })
        .returning(['id', 'number'])
        .executeTakeFirstOrThrow(),

    find: (id: number, trx: Db | Trx = db) =>
      withNames(trx).where('g.id', '=', id).executeTakeFirst(),

    byNumber: (number: string) => withNames(db).where('g.number', '=', number).executeTakeFirst(),

    ofDispute: (trx: Trx, disputeId: number) =>
      trx
        .selectFrom('grievances')
        .selectAll()
        .where('dispute_id', '=', disputeId)
        .forUpdate()
        .executeTakeFirst(),

    lock: (trx: Trx, id: number) =>
      trx.selectFrom('grievances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    mine: (userId: number) =>
      withNames(db).where('g.user_id', '=', userId).orderBy('g.id', 'desc').limit(100).execute(),

    /** The console's queue: the soonest due first. */
    queue: (filter: QueueFilter) => {
      let query = withNames(db);
      if (filter.status) query = query.where('g.status', '=', filter.status);
      if (filter.overdueAt) query = query.where(overdueWhere(filter.overdueAt));
      return query
        .orderBy(sql`case when g.status = 'open' then g.ack_due_at else g.resolve_due_at end`)
        .orderBy('g.id')
        .limit(200)
        .execute();
    },

    between: filedBetween,

    replies: (grievanceId: number, trx: Db | Trx = db) =>
      trx
        .selectFrom('grievance_replies as r')
        .leftJoin('users as u', 'u.id', 'r.author_id')
        .select(['r.id', 'r.body', 'r.created_at', 'r.author_id', 'u.username as author_name'])
        .where('r.grievance_id', '=', grievanceId)
        .orderBy('r.id')
        .execute(),

    addReply: (trx: Trx, grievanceId: number, authorId: number | null, body: string, at: Date) =>
      trx
        .insertInto('grievance_replies')
        .values({ grievance_id: grievanceId, author_id: authorId, body, created_at: at })
        .execute(),

    acknowledge: (trx: Trx, id: number, by: number, at: Date) =>
      trx
        .updateTable('grievances')
        .set({ status: 'acknowledged', acknowledged_at: at, acknowledged_by: by })
        .where('id', '=', id)
        .execute(),

    /** Resolves or closes it; an answer acknowledges it too when nobody had. */
    finish: (
      trx: Trx,
      id: number,
      change: {
        status: 'resolved' | 'closed_unresolved';
        resolution: string;
        by: number;
        at: Date;
      },
    ) =>
      trx
        .updateTable('grievances')
        .set((eb) => ({
          status: change.status,
          resolution: change.resolution,
          resolved_at: change.at,
          resolved_by: change.by,
          acknowledged_at: eb.fn.coalesce('acknowledged_at', eb.val(change.at)),
          acknowledged_by: eb.fn.coalesce('acknowledged_by', eb.val(change.by)),
        }))
        .where('id', '=', id)
        .execute(),

    account: (trx: Trx, userId: number) =>
      trx
        .selectFrom('users')
        .select(['username', 'email', 'mobile'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    usernameOf: async (trx: Trx, userId: number) =>
      (
        await trx
          .selectFrom('users')
          .select('username')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).username,

    tournamentExists: async (trx: Trx, tournamentId: number) =>
      (await trx
        .selectFrom('tournaments')
        .select('tourn_id')
        .where('tourn_id', '=', tournamentId)
        .executeTakeFirst()) !== undefined,
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
