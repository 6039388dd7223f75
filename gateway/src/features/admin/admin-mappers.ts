import { gatewayError } from '../../errors/error-model';
import type { TeamStatus, TournamentKind } from '../../generated/resolvers-types';
import type { UpstreamAdminTournament } from '../../upstream/admin-types';
import type { TournamentSource, UpstreamTournament } from '../../upstream/tournament-types';

/** PLAYER or ADMIN, as the schema documents the role. */
export const roleOf = (role: string) => role.toUpperCase();

/** The organiser's tournament answers carry `kind` in lower case; the input's kind otherwise. */
export function tournamentSourceOf(
  tournament: UpstreamTournament & { kind?: string | null },
  fallbackKind: TournamentKind,
): TournamentSource {
  const kind = tournament.kind?.toUpperCase();
  return { ...tournament, kind: kind === 'SPECIAL' || kind === 'NORMAL' ? kind : fallbackKind };
}

/** The room as published, whether or not its players can see it yet; null before that. */
export function adminRoomOf(tournament: UpstreamAdminTournament) {
  if (!tournament.roomPublishedAt) return null;
  return {
    roomId: tournament.roomId ?? '',
    password: tournament.roomPassword ?? '',
    publishedAt: tournament.roomPublishedAt,
    releaseAt: tournament.roomReleaseAt ?? tournament.roomPublishedAt,
    releasedAt: tournament.roomReleasedAt ?? null,
  };
}

const TEAM_STATUSES: Record<string, TeamStatus> = {
  active: 'ACTIVE',
  absent: 'ABSENT',
  disqualified: 'DISQUALIFIED',
};

/** A team's status; an upstream that has none knows only teams in play. */
export function teamStatusOf(status: string | null | undefined): TeamStatus {
  if (status === null || status === undefined) return 'ACTIVE';
  const known = TEAM_STATUSES[status.toLowerCase()];
  if (!known) throw gatewayError('UPSTREAM_ERROR');
  return known;
}
