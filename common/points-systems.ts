import { array, number, object, string } from 'yup';
import type { ResultRow } from './standings';

/**
 * A tournament's points system (issue 22): points for each finishing place plus points per
 * kill, chosen when the tournament is created. The backend turns a finishing place and kills
 * into a SPEC §3 result row with `resultFromFinish`; the console previews with the same call,
 * so nobody adds anything up by hand.
 */

export const POINTS_PRESETS = ['standard', 'kills_only', 'custom'] as const;
export type PointsPreset = (typeof POINTS_PRESETS)[number];

export interface PointsSystem {
  preset: PointsPreset;
  /** placementPoints[i] is what place i + 1 scores; places beyond the list score 0. */
  placementPoints: number[];
  pointsPerKill: number;
}

/** The Free Fire standard: 1st 12, 2nd 9, 3rd 8 ... 10th 1, 11th and 12th 0, 1 per kill. */
export const STANDARD_POINTS: PointsSystem = {
  preset: 'standard',
  placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0],
  pointsPerKill: 1,
};

/** Only kills count; the Booyah still breaks ties (SPEC §9). */
export const KILLS_ONLY_POINTS: PointsSystem = {
  preset: 'kills_only',
  placementPoints: [],
  pointsPerKill: 1,
};

export const POINTS_PRESET_LABELS: Record<PointsPreset, string> = {
  standard: 'Free Fire standard',
  kills_only: 'Kills only',
  custom: 'Custom table',
};

/**
 * A Free Fire lobby holds at most 50 players, so no table needs more than 50 places; 100
 * points for a place and 10 per kill leave room for any house format without overflow.
 */
export const POINTS_LIMITS = { maxPlaces: 50, maxPlacePoints: 100, maxPointsPerKill: 10 } as const;

/** Players of a squad in a Free Fire match: the four kill columns of SPEC §3's result row. */
export const PLAYERS_PER_SQUAD = 4;

/** The rules' one-tap penalty: abusing the host costs 20 points (SPEC §9). */
export const HOST_ABUSE_PENALTY = 20;
export const PENALTY_MAX_POINTS = 1000;

export const POINTS_MESSAGES = {
  preset: `Points preset must be one of ${POINTS_PRESETS.join(', ')}`,
  places: `Points table can list at most ${POINTS_LIMITS.maxPlaces} places`,
  placePoints: (place: number) =>
    `Points for place ${place} must be a whole number from 0 to ${POINTS_LIMITS.maxPlacePoints}`,
  notIncreasing: (place: number) => `Place ${place} cannot score more than place ${place - 1}`,
  perKill: `Points per kill must be a whole number from 0 to ${POINTS_LIMITS.maxPointsPerKill}`,
  scoresNothing: 'The points system must give points for a place or for kills',
} as const;

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** The preset's own table for a fixed preset; a custom table as the organiser wrote it. */
export function pointsSystemOf(system: PointsSystem): PointsSystem {
  if (system.preset === 'standard') return STANDARD_POINTS;
  if (system.preset === 'kills_only') return KILLS_ONLY_POINTS;
  return {
    preset: 'custom',
    placementPoints: [...system.placementPoints],
    pointsPerKill: system.pointsPerKill,
  };
}

/** The first broken rule of a custom table, with the field it is about; null when it holds. */
export function pointsSystemProblem(
  system: Pick<PointsSystem, 'placementPoints' | 'pointsPerKill'>,
): { field: string; message: string } | null {
  const places = system.placementPoints;
  if (places.length > POINTS_LIMITS.maxPlaces) {
    return { field: 'placementPoints', message: POINTS_MESSAGES.places };
  }
  for (const [index, points] of places.entries()) {
    const field = `placementPoints[${index}]`;
    if (!isWhole(points, POINTS_LIMITS.maxPlacePoints)) {
      return { field, message: POINTS_MESSAGES.placePoints(index + 1) };
    }
    if (index > 0 && points > (places[index - 1] as number)) {
      return { field, message: POINTS_MESSAGES.notIncreasing(index + 1) };
    }
  }
  if (!isWhole(system.pointsPerKill, POINTS_LIMITS.maxPointsPerKill)) {
    return { field: 'pointsPerKill', message: POINTS_MESSAGES.perKill };
  }
  if (system.pointsPerKill === 0 && !places.some((points) => points > 0)) {
    return { field: 'placementPoints', message: POINTS_MESSAGES.scoresNothing };
  }
  return null;
}

/** The points system as a form and a request send it; a fixed preset's numbers are its own. */
export const pointsSystemSchema = object({
  preset: string<PointsPreset>()
    .oneOf([...POINTS_PRESETS], POINTS_MESSAGES.preset)
    .required(POINTS_MESSAGES.preset),
  placementPoints: array()
    .of(number().strict().typeError('Points for a place must be a number').required())
    .max(POINTS_LIMITS.maxPlaces, POINTS_MESSAGES.places)
    .default([]),
  pointsPerKill: number().strict().typeError(POINTS_MESSAGES.perKill).default(1),
}).test('points-system', function check(value) {
  if (!value || value.preset !== 'custom') return true;
  const problem = pointsSystemProblem({
    placementPoints: (value.placementPoints ?? []) as number[],
    pointsPerKill: value.pointsPerKill ?? 1,
  });
  return problem
    ? this.createError({
        path: `${this.path ? `${this.path}.` : ''}${problem.field}`,
        message: problem.message,
      })
    : true;
});

/** Points a finishing place scores (1 = Booyah); places beyond the table score 0. */
export const placementPointsFor = (system: PointsSystem, place: number): number =>
  system.placementPoints[place - 1] ?? 0;

/** A squad's finish in one match: its place and the kills of its four players. */
export interface SquadFinish {
  teamName: string;
  place: number;
  kills: readonly number[];
}

/** The result row SPEC §3 stores for a finish: position points from the table, Booyah = 1st. */
export function resultFromFinish(system: PointsSystem, finish: SquadFinish): ResultRow {
  const kill = (index: number) => finish.kills[index] ?? 0;
  return {
    teamName: finish.teamName,
    player1Kills: kill(0),
    player2Kills: kill(1),
    player3Kills: kill(2),
    player4Kills: kill(3),
    positionPoints: placementPointsFor(system, finish.place),
    matchParticipated: 1,
    booyah: finish.place === 1 ? 1 : 0,
  };
}

/** A points table as players read it: "1st 12 · 2nd 9 · ... · 1 per kill". */
export function describePointsSystem(system: PointsSystem): string[] {
  const places = system.placementPoints.map((points, index) => `${ordinal(index + 1)} ${points}`);
  const perKill = `${system.pointsPerKill} per kill`;
  return [...places, perKill];
}

/** One line for the audit and the console: "Free Fire standard: 1st 12, 2nd 9, ..., 1 per kill". */
export const pointsSystemText = (system: PointsSystem): string =>
  `${POINTS_PRESET_LABELS[system.preset]}: ${describePointsSystem(system).join(', ')}`;

/** Whether two systems score alike (a fixed preset compared by its own numbers). */
export const samePointsSystem = (a: PointsSystem, b: PointsSystem): boolean =>
  pointsSystemText(pointsSystemOf(a)) === pointsSystemText(pointsSystemOf(b));

export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}
