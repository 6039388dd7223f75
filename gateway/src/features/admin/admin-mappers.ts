import type { TournamentKind } from '../../generated/resolvers-types';
import type { TournamentSource, UpstreamTournament } from '../../upstream/upstream-types';

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
