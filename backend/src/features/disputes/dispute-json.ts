import { disputeDeadline } from '#common/disputes';
import type { DisputeView } from './disputes-repository';

/** A dispute as its squad and the organisers read it: names, not ids alone. */
export function toDisputeJson(row: DisputeView, resultsPostedAt?: Date | null) {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    tournamentName: row.tourn_name,
    matchNo: row.match_no,
    teamId: row.team_id,
    teamName: row.team_name,
    openedBy: row.opened_by_username,
    openedAt: row.opened_at.toISOString(),
    reason: row.reason,
    screenshotId: row.screenshot_id,
    status: row.status,
    resolutionReason: row.resolution_reason,
    resolvedBy: row.resolved_by_username,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    ...(resultsPostedAt ? { deadline: disputeDeadline(resultsPostedAt).toISOString() } : {}),
  };
}

export type DisputeJson = ReturnType<typeof toDisputeJson>;

export interface PrizeHoldJson {
  /** True while open disputes no override lifted the hold for keep prizes waiting. */
  held: boolean;
  openDisputes: number;
  holdingDisputes: number[];
  override: { reason: string; by: string; at: string } | null;
}
