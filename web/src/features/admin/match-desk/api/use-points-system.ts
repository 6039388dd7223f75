import {
  type PointsPreset,
  type PointsSystem,
  STANDARD_POINTS,
  pointsSystemOf,
} from '#common/points-systems';
import { useMatchDeskScoringQuery } from '../../../../generated/admin';

/** The tournament's points system for the entry's preview; the standard until it is read. */
export function usePointsSystem(tournamentId: string): PointsSystem {
  const { data } = useMatchDeskScoringQuery({ variables: { id: tournamentId } });
  const system = data?.tournament?.pointsSystem;
  if (!system) return STANDARD_POINTS;
  return pointsSystemOf({
    preset: system.preset.toLowerCase() as PointsPreset,
    placementPoints: system.placementPoints,
    pointsPerKill: system.pointsPerKill,
  });
}
