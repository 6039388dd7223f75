import type { Db } from '../../db/db';
import type { AuditEntryRow } from '../../db/schema';
import type { AuditAction, AuditSubjectType } from '../../db/audit-actions';

/** An audit record with the username of the organiser who acted. */
export type AuditEntryWithActor = AuditEntryRow & { actor_username: string };

export interface AuditFilter {
  action?: AuditAction | undefined;
  subjectType?: AuditSubjectType | undefined;
  subjectId?: string | undefined;
  tournamentId?: number | undefined;
  userId?: number | undefined;
  actorId?: number | undefined;
  /** Only records older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

export function createAuditRepository(db: Db) {
  return {
    /** Newest first; every filter given must match. */
    list(filter: AuditFilter): Promise<AuditEntryWithActor[]> {
      let query = db
        .selectFrom('audit_entries as a')
        .innerJoin('users as u', 'u.id', 'a.actor_id')
        .selectAll('a')
        .select('u.username as actor_username')
        .orderBy('a.id', 'desc')
        .limit(filter.limit);
      if (filter.action) query = query.where('a.action', '=', filter.action);
      if (filter.subjectType) query = query.where('a.subject_type', '=', filter.subjectType);
      if (filter.subjectId) query = query.where('a.subject_id', '=', filter.subjectId);
      if (filter.tournamentId) query = query.where('a.tournament_id', '=', filter.tournamentId);
      if (filter.userId) query = query.where('a.user_id', '=', filter.userId);
      if (filter.actorId) query = query.where('a.actor_id', '=', filter.actorId);
      if (filter.before) query = query.where('a.id', '<', filter.before);
      return query.execute();
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
