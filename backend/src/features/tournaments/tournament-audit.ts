import { formatRupees, paiseToRupees } from '#common/money';
import { pointsSystemText } from '#common/points-systems';
import type { TeamStatus, TournamentRow } from '../../db/schema';
import type { AuditFields, AuditValue } from '../../db/audit-actions';
import { countOf } from '../../change/audit-text';
import type { AuditRecord } from '../../change/record-audit';
import type { Refunds } from './cancellation';
import { toAdminTournamentJson } from './tournament-json';

/** The audit records of the organiser's tournament writes: what changed, as the API names it. */

/** What an organiser sets on a tournament besides its kind and status. */
const EDITABLE_FIELDS = [
  'tournName',
  'title',
  'bannerLink',
  'tournPp',
  'entryFee',
  'totalSlots',
  'matchesCount',
  'tournType',
  'gameMode',
  'tournStart',
  'regStart',
  'regEnd',
  'orgBy',
  'discordLink',
  'liveLink',
  'teamSize',
  'pointsSystem',
  'gameTitle',
  'feePurpose',
  'prizeSource',
  'prizeSponsorName',
] as const;

function fieldsOf(row: TournamentRow, fields: readonly string[]): AuditFields {
  const { pointsSystem, ...rest } = toAdminTournamentJson(row);
  // The table reads as one line ("Free Fire standard: 1st 12, ...") and compares as text.
  const json: Record<string, AuditValue> = {
    ...rest,
    pointsSystem: pointsSystemText(pointsSystem),
  };
  return Object.fromEntries(fields.map((field) => [field, json[field] ?? null]));
}

const subject = (row: TournamentRow, actorId: number) => ({
  actorId,
  subjectId: row.tourn_id,
  tournamentId: row.tourn_id,
});

export const creationAudit = (row: TournamentRow, actorId: number): AuditRecord => ({
  ...subject(row, actorId),
  action: 'TOURNAMENT_CREATED',
  summary: `Created ${row.kind} tournament ${row.tourn_name}`,
  before: null,
  after: { kind: row.kind, status: row.status, ...fieldsOf(row, EDITABLE_FIELDS) },
});

function refundsText({ entries, amountPaise }: Refunds): string {
  if (entries === 0) return 'no entry fees to refund';
  return `${countOf(entries, 'entry fee')} refunded, ${formatRupees(amountPaise)} in all`;
}

function statusAudit(
  before: TournamentRow,
  after: TournamentRow,
  refunds: Refunds | undefined,
  actorId: number,
): AuditRecord {
  if (after.status === 'cancelled') {
    const refunded = refunds ?? { entries: 0, amountPaise: 0 };
    return {
      ...subject(after, actorId),
      action: 'TOURNAMENT_CANCELLED',
      summary: `Cancelled ${after.tourn_name}: ${refundsText(refunded)}`,
      before: { status: before.status },
      after: {
        status: after.status,
        refundedEntries: refunded.entries,
        refundedAmount: paiseToRupees(refunded.amountPaise),
      },
    };
  }
  return {
    ...subject(after, actorId),
    action: 'TOURNAMENT_STATUS_CHANGED',
    summary: `Changed the status of ${after.tourn_name} from ${before.status} to ${after.status}`,
    before: { status: before.status },
    after: { status: after.status },
  };
}

/**
 * An edit's records: the changed fields, then the status change as an action of its own (a
 * cancellation with what it refunded). An edit that changes nothing records nothing.
 */
export function editAudits(
  before: TournamentRow,
  after: TournamentRow,
  refunds: Refunds | undefined,
  actorId: number,
): AuditRecord[] {
  const old = fieldsOf(before, EDITABLE_FIELDS);
  const now = fieldsOf(after, EDITABLE_FIELDS);
  const changed = EDITABLE_FIELDS.filter((field) => old[field] !== now[field]);
  const records: AuditRecord[] = [];
  if (changed.length) {
    const pick = (fields: AuditFields) =>
      Object.fromEntries(changed.map((field) => [field, fields[field] ?? null]));
    records.push({
      ...subject(after, actorId),
      action: 'TOURNAMENT_UPDATED',
      summary: `Edited ${after.tourn_name}: ${changed.join(', ')}`,
      before: pick(old),
      after: pick(now),
    });
  }
  if (before.status !== after.status) records.push(statusAudit(before, after, refunds, actorId));
  return records;
}

const STATUS_WORDS: Record<TeamStatus, string> = {
  active: 'active again',
  absent: 'absent',
  disqualified: 'disqualified',
};

export interface TeamStanding {
  status: TeamStatus;
  reason: string | null;
}

export const teamStatusAudit = (
  tournament: TournamentRow,
  team: { id: number; name: string },
  change: { before: TeamStanding; after: TeamStanding; reason: string | null },
  actorId: number,
): AuditRecord => ({
  ...subject(tournament, actorId),
  action: 'TEAM_STATUS_CHANGED',
  summary: `Marked ${team.name} ${STATUS_WORDS[change.after.status]} in ${tournament.tourn_name}`,
  reason: change.reason,
  before: { teamId: team.id, status: change.before.status, reason: change.before.reason },
  after: { teamId: team.id, status: change.after.status, reason: change.after.reason },
});
