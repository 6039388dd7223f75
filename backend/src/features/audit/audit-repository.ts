import type { Db } from '../../db/db';
import type { AuditEntryRow } from '../../db/schema';
import type { AuditAction, AuditSubjectType } from '../../db/audit-actions';

/**
 * An audit record with the names it concerns: the organiser who acted, the tournament and the
 * player (their names now, so an old record reads with today's names; null when none).
 */
export type AuditEntryWithActor = AuditEntryRow & {
  actor_username: string;
  tournament_name: string | null;
  player_username: string | null;
};

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface AuditFilter {
  action?: AuditAction | undefined;
  subjectType?: AuditSubjectType | undefined;
  subjectId?: string | undefined;
  tournamentId?: number | undefined;
  userId?: number | undefined;
  actorId?: number | undefined;
  /** Part of the tournament's name, ignoring case. */
  tournamentName?: string | undefined;
  /** Part of the player's username, ignoring case. */
  playerName?: string | undefined;
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
        .leftJoin('tournaments as t', 't.tourn_id', 'a.tournament_id')
        .leftJoin('users as p', 'p.id', 'a.user_id')
        .selectAll('a')
        .select(['u.username as actor_username', 't.tourn_name as tournament_name'])
        .select('p.username as player_username')
        .orderBy('a.id', 'desc')
        .limit(filter.limit);
      if (filter.action) query = query.where('a.action', '=', filter.action);
      if (filter.subjectType) query = query.where('a.subject_type', '=', filter.subjectType);
      if (filter.subjectId) query = query.where('a.subject_id', '=', filter.subjectId);
      if (filter.tournamentId) query = query.where('a.tournament_id', '=', filter.tournamentId);
      if (filter.userId) query = query.where('a.user_id', '=', filter.userId);
      if (filter.actorId) query = query.where('a.actor_id', '=', filter.actorId);
      if (filter.tournamentName) {
        query = query.where('t.tourn_name', 'ilike', containing(filter.tournamentName));
      }
      if (filter.playerName) {
        query = query.where('p.username', 'ilike', containing(filter.playerName));
      }
      if (filter.before) query = query.where('a.id', '<', filter.before);
      return query.execute();
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
