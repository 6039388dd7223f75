import { type CheckInPhase, checkInPhase, checkInWindow } from '#common/check-in';
import type { TeamStatus } from '../../db/schema';

export interface CheckInTournament {
  checkin_opens_minutes: number | null;
  checkin_closes_minutes: number | null;
  first_match_start: Date;
}

export interface CheckInWindowJson {
  opensMinutes: number | null;
  closesMinutes: number | null;
  /** ISO instants; null when the tournament has no check-in. */
  opensAt: string | null;
  closesAt: string | null;
  phase: CheckInPhase;
}

export const windowOf = (tournament: CheckInTournament) =>
  checkInWindow(new Date(tournament.first_match_start), {
    opensMinutes: tournament.checkin_opens_minutes,
    closesMinutes: tournament.checkin_closes_minutes,
  });

/** The window as players and organisers read it, with where `now` falls in it. */
export function toWindowJson(tournament: CheckInTournament, now: Date): CheckInWindowJson {
  const window = windowOf(tournament);
  return {
    opensMinutes: tournament.checkin_opens_minutes,
    closesMinutes: tournament.checkin_closes_minutes,
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    phase: checkInPhase(window, now),
  };
}

export interface CheckInTeamRow {
  id: number;
  team_name: string;
  status: TeamStatus;
  checked_in_at: Date | null;
  status_reason?: string | null;
}

export const toTeamCheckInJson = (team: CheckInTeamRow) => ({
  teamId: team.id,
  teamName: team.team_name,
  status: team.status,
  statusReason: team.status_reason ?? null,
  checkedInAt: team.checked_in_at?.toISOString() ?? null,
});
