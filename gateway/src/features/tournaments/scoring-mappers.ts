import {
  type PointsPreset as CommonPreset,
  type PointsSystem as CommonPointsSystem,
  POINTS_PRESETS,
  STANDARD_POINTS,
  pointsSystemOf as normalised,
} from '#common/points-systems';
import type {
  MatchStandings,
  PointsPreset,
  PointsSystem,
  ResultCorrection,
} from '../../generated/resolvers-types';
import type {
  TournamentSource,
  UpstreamMatchNotes,
  UpstreamResultRow,
} from '../../upstream/tournament-types';
import { resultRowOf } from './standings-mappers';
import { standingsFrom } from '#common/standings';

/** Where the gateway serves a stored picture (the upstream's own route is not reachable). */
const PICTURE_PATH = '/media/pictures';

const isPreset = (value: string): value is CommonPreset =>
  (POINTS_PRESETS as readonly string[]).includes(value);

/** The tournament's system as common reads it; an upstream without one scores the standard. */
export function commonPointsSystemOf(source: TournamentSource): CommonPointsSystem {
  const system = source.pointsSystem;
  if (!system || !isPreset(system.preset)) return STANDARD_POINTS;
  return normalised({
    preset: system.preset,
    placementPoints: system.placementPoints ?? [],
    pointsPerKill: system.pointsPerKill ?? 1,
  });
}

export const pointsSystemOf = (source: TournamentSource): PointsSystem => {
  const system = commonPointsSystemOf(source);
  return { ...system, preset: system.preset.toUpperCase() as PointsPreset };
};

const correctionOf = (
  matchNumber: number,
  row: UpstreamMatchNotes['corrections'][number],
): ResultCorrection => ({
  id: String(row.id),
  teamName: row.teamName,
  changes: row.changes,
  reason: row.reason,
  summary: `${row.teamName} · ${row.changes} (match ${matchNumber}) · reason: ${row.reason}`,
  createdAt: row.createdAt,
});

/** Penalties as the standings read them: a team and the points it loses. */
const penaltyLines = (notes: UpstreamMatchNotes[]) =>
  notes.flatMap((match) =>
    match.penalties.map((penalty) => ({ teamName: penalty.teamName, points: penalty.points })),
  );

/**
 * The points table: every match's rows and the overall ones ranked by the tournament's points
 * per kill, penalties taken off (the whole tournament's overall, a match's in its own table).
 */
export function standingsWithNotes(
  source: TournamentSource,
  overall: UpstreamResultRow[] | null,
  matches: (UpstreamResultRow[] | null)[],
  notes: UpstreamMatchNotes[],
) {
  const { pointsPerKill } = commonPointsSystemOf(source);
  const linesOf = (rows: UpstreamResultRow[] | null, matchNotes: UpstreamMatchNotes[]) =>
    standingsFrom((rows ?? []).map(resultRowOf), {
      pointsPerKill,
      penalties: penaltyLines(matchNotes),
    });
  return {
    overall: linesOf(overall, notes),
    matches: matches.map((rows, index): MatchStandings => {
      const matchNumber = index + 1;
      const own = notes.filter((match) => match.matchId === matchNumber);
      return {
        matchNumber,
        lines: linesOf(rows, own),
        penalties: own.flatMap((match) =>
          match.penalties.map((penalty) => ({ ...penalty, id: String(penalty.id) })),
        ),
        screenshots: own.flatMap((match) =>
          match.screenshots.map((shot) => ({
            id: String(shot.id),
            url: `${PICTURE_PATH}/${encodeURIComponent(shot.pictureId)}`,
          })),
        ),
        corrections: own.flatMap((match) =>
          match.corrections.map((row) => correctionOf(matchNumber, row)),
        ),
      };
    }),
  };
}
