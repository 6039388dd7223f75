import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  type GrievanceTimes,
  acknowledgedLate,
  escalationLine,
  isGrievanceOverdue,
  mayEscalate,
  resolvedLate,
} from '#common/grievances';
import type { ComplianceSettings } from '../compliance/public';
import type { GrievanceView, GrievancesRepository } from './grievances-repository';

type ReplyRow = Awaited<ReturnType<GrievancesRepository['replies']>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type TimedRow = Pick<
  GrievanceView,
  'status' | 'ack_due_at' | 'resolve_due_at' | 'acknowledged_at' | 'resolved_at'
>;

export const timesOf = (g: TimedRow): GrievanceTimes => ({
  status: g.status,
  ackDueAt: g.ack_due_at,
  resolveDueAt: g.resolve_due_at,
  acknowledgedAt: g.acknowledged_at,
  resolvedAt: g.resolved_at,
});

/** The grievance officer the filer may write to, as the operator set them (null: not set). */
export const officerJson = (settings: ComplianceSettings) => ({
  name: settings.grievanceOfficerName,
  email: settings.grievanceOfficerEmail,
  phone: settings.grievanceOfficerPhone,
});

/** The next tier, shown when the case was closed unresolved or answered late (and one is set). */
export function escalationJson(g: TimedRow, settings: ComplianceSettings, now: Date) {
  const { escalationName: name, escalationContact: contact } = settings;
  if (!name || !contact || !mayEscalate(timesOf(g), now)) return null;
  return { name, contact, line: escalationLine(name, contact) };
}

/** What both the filer and the console read of a case. */
function caseJson(g: GrievanceView, now: Date) {
  const times = timesOf(g);
  return {
    number: g.number,
    category: g.category,
    categoryLabel: GRIEVANCE_CATEGORIES[g.category],
    subject: g.subject,
    description: g.description,
    status: g.status,
    statusLabel: GRIEVANCE_STATUSES[g.status],
    filedAt: g.created_at.toISOString(),
    acknowledgeBy: g.ack_due_at.toISOString(),
    resolveBy: g.resolve_due_at.toISOString(),
    acknowledgedAt: iso(g.acknowledged_at),
    resolvedAt: iso(g.resolved_at),
    resolution: g.resolution,
    overdue: isGrievanceOverdue(times, now),
    acknowledgedLate: acknowledgedLate(times, now),
    resolvedLate: resolvedLate(times, now),
    tournamentId: g.tournament_id,
    tournamentName: g.tournament_name,
    disputeId: g.dispute_id,
  };
}

/** The filer's view: the officer's replies (names withheld), the officer, the next tier. */
export const filerCaseJson = (
  g: GrievanceView,
  replies: ReplyRow[],
  settings: ComplianceSettings,
  now: Date,
) => ({
  ...caseJson(g, now),
  replies: replies.map((r) => ({
    fromFiler: r.author_id === null,
    body: r.body,
    at: r.created_at.toISOString(),
  })),
  officer: officerJson(settings),
  escalation: escalationJson(g, settings, now),
});

/** A line of the console's queue. */
export const queueItemJson = (g: GrievanceView, now: Date) => ({
  id: g.id,
  ...caseJson(g, now),
  filerName: g.filer_name,
  fromAccount: g.user_id !== null,
  replyCount: Number(g.reply_count ?? 0),
});

/** The console's case: how to reach the filer, who did what, every reply by name. */
export const adminCaseJson = (
  g: GrievanceView,
  replies: ReplyRow[],
  settings: ComplianceSettings,
  now: Date,
) => ({
  ...queueItemJson(g, now),
  filerEmail: g.filer_email,
  filerPhone: g.filer_phone,
  userId: g.user_id,
  acknowledgedBy: g.acknowledged_by_name,
  resolvedBy: g.resolved_by_name,
  replies: replies.map((r) => ({
    fromFiler: r.author_id === null,
    author: r.author_name,
    body: r.body,
    at: r.created_at.toISOString(),
  })),
  escalation: escalationJson(g, settings, now),
});
