import { GRIEVANCE_LIMITS, grievanceDueTimes } from '#common/grievances';
import { recordAudit } from '../../change/record-audit';
import type { Trx } from '../../db/db';
import { readComplianceSettings } from '../compliance/public';
import { createGrievancesRepository } from './grievances-repository';

/**
 * Match-result disputes are grievances too (decision 049): the dispute files one of category
 * match_result in its own transaction, filed by the player, and its resolution resolves it. The
 * disputes feature calls these; the grievances feature never reaches into disputes. The
 * dispute's own live events tell the console (its count holds the dispute, not this case).
 */

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export interface DisputeFiled {
  disputeId: number;
  userId: number;
  tournamentId: number;
  tournamentName: string;
  matchNo: number;
  teamName: string;
  reason: string;
  at: Date;
}

/** Files the dispute's grievance, from the player's account and its contacts; its number. */
export async function fileDisputeGrievance(trx: Trx, dispute: DisputeFiled): Promise<string> {
  const grievances = createGrievancesRepository(trx);
  const [account, settings] = await Promise.all([
    grievances.account(trx, dispute.userId),
    readComplianceSettings(trx),
  ]);
  const due = grievanceDueTimes(
    dispute.at,
    settings.grievanceAckHours,
    settings.grievanceResolveDays,
  );
  const row = await grievances.insert(trx, {
    category: 'match_result',
    subject: clip(
      `Dispute of match ${dispute.matchNo} of ${dispute.tournamentName}`,
      GRIEVANCE_LIMITS.subjectMax,
    ),
    description: clip(
      `${dispute.teamName} disputed match ${dispute.matchNo}: ${dispute.reason}`,
      GRIEVANCE_LIMITS.descriptionMax,
    ),
    filerName: clip(account.username, GRIEVANCE_LIMITS.nameMax),
    filerEmail: account.email,
    filerPhone: account.mobile,
    userId: dispute.userId,
    tournamentId: dispute.tournamentId,
    disputeId: dispute.disputeId,
    filedAt: dispute.at,
    ackDueAt: due.acknowledgeBy,
    resolveDueAt: due.resolveBy,
  });
  return row.number;
}

/**
 * Resolves the dispute's grievance with the dispute's outcome, audited beside the dispute's own
 * record. A dispute opened before grievances existed has none: nothing to do.
 */
export async function resolveDisputeGrievance(
  trx: Trx,
  disputeId: number,
  resolution: { text: string; by: number; at: Date },
): Promise<void> {
  const grievances = createGrievancesRepository(trx);
  const g = await grievances.ofDispute(trx, disputeId);
  if (!g || g.status === 'resolved' || g.status === 'closed_unresolved') return;
  const text = clip(resolution.text, GRIEVANCE_LIMITS.resolutionMax);
  await grievances.finish(trx, g.id, {
    status: 'resolved',
    resolution: text,
    by: resolution.by,
    at: resolution.at,
  });
  await recordAudit(trx, {
    actorId: resolution.by,
    action: 'GRIEVANCE_RESOLVED',
    subjectId: g.id,
    tournamentId: g.tournament_id,
    userId: g.user_id,
    summary: `Resolved complaint ${g.number} (${g.subject}) with its dispute`,
    reason: text,
    before: { status: g.status },
    after: { status: 'resolved' },
  });
}
