/** The backend's check-in and dispute answers (issue 22), as their routes give them. */

export type UpstreamCheckInPhase = 'off' | 'not_open' | 'open' | 'closed';

export interface UpstreamCheckInWindow {
  opensMinutes: number | null;
  closesMinutes: number | null;
  opensAt: string | null;
  closesAt: string | null;
  phase: UpstreamCheckInPhase;
}

export interface UpstreamSquadCheckIn {
  teamId: number;
  teamName: string;
  status: 'active' | 'absent' | 'disqualified';
  statusReason: string | null;
  checkedInAt: string | null;
}

/** GET/POST /api/tournaments/{id}/check-in: the window and the caller's squad. */
export interface UpstreamMyCheckIn extends UpstreamCheckInWindow {
  team: UpstreamSquadCheckIn | null;
}

/** GET /api/admin/tournaments/{id}/check-ins. */
export interface UpstreamCheckInList extends UpstreamCheckInWindow {
  teams: UpstreamSquadCheckIn[];
}

export interface UpstreamDispute {
  id: number;
  tournamentId: number;
  tournamentName: string;
  matchNo: number;
  teamId: number;
  teamName: string;
  openedBy: string;
  openedAt: string;
  reason: string;
  screenshotId: string | null;
  status: 'open' | 'corrected' | 'refunded' | 'rejected';
  resolutionReason: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

export interface UpstreamPrizeHold {
  held: boolean;
  openDisputes: number;
  holdingDisputes: number[];
  override: { reason: string; by: string; at: string } | null;
}
