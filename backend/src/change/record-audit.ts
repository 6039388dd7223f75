import type { Trx } from '../db/db';
import { AUDIT_SUBJECT_OF, type AuditAction, type AuditFields } from '../db/audit-actions';
import { insertAuditEntry } from './audit-entries-repository';

/** One organiser action, as a service describes it. */
export interface AuditRecord {
  /** The organiser who acted. */
  actorId: number;
  action: AuditAction;
  /** The id of the tournament, transaction, player, blog or product acted on. */
  subjectId: number | string;
  tournamentId?: number | null;
  /** The player concerned. */
  userId?: number | null;
  /** One line a person reads, e.g. "Approved deposit #12 of ₹100 (UTR ABC123) for player1". */
  summary: string;
  reason?: string | null;
  /** Only the fields that matter, before and after; null when there was nothing before. */
  before?: AuditFields | null;
  after?: AuditFields | null;
}

const asJson = (fields: AuditFields | null | undefined) =>
  fields === null || fields === undefined ? null : JSON.stringify(fields);

/**
 * Records an organiser action in the transaction of the change itself (decision 015): the
 * change and its record commit together or not at all.
 */
export async function recordAudit(trx: Trx, record: AuditRecord): Promise<number> {
  return insertAuditEntry(trx, {
    actor_id: record.actorId,
    action: record.action,
    subject_type: AUDIT_SUBJECT_OF[record.action],
    subject_id: String(record.subjectId),
    tournament_id: record.tournamentId ?? null,
    user_id: record.userId ?? null,
    summary: record.summary,
    reason: record.reason || null,
    before: asJson(record.before),
    after: asJson(record.after),
  });
}
