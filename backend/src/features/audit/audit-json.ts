import type { AuditEntryWithActor } from './audit-repository';

/** An audit record as the organiser's REST API answers it (AuditJson of the contract). */
export const toAuditJson = (row: AuditEntryWithActor) => ({
  id: Number(row.id),
  createdAt: row.created_at.toISOString(),
  actorId: row.actor_id,
  actorUsername: row.actor_username,
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  tournamentId: row.tournament_id,
  tournamentName: row.tournament_name,
  userId: row.user_id,
  playerName: row.player_username,
  summary: row.summary,
  reason: row.reason,
  before: row.before,
  after: row.after,
});

export type AuditJson = ReturnType<typeof toAuditJson>;
