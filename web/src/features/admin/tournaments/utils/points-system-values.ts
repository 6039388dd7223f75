import {
  KILLS_ONLY_POINTS,
  type PointsPreset,
  STANDARD_POINTS,
  pointsSystemProblem,
} from '#common/points-systems';
import type { PointsPreset as GraphQLPreset, PointsSystemInput } from '../../../../generated/admin';

/** The points-system fieldset's values: a preset, and a custom table as typed (text). */
export interface PointsSystemFormValues {
  preset: GraphQLPreset;
  places: string[];
  perKill: string;
}

const textOf = (numbers: readonly number[]) => numbers.map(String);

/** A new tournament scores by the Free Fire standard until the organiser picks another. */
export const STANDARD_FORM_VALUES: PointsSystemFormValues = {
  preset: 'STANDARD',
  places: textOf(STANDARD_POINTS.placementPoints),
  perKill: String(STANDARD_POINTS.pointsPerKill),
};

/** A preset's own numbers, to start a custom table from (or show a fixed one). */
export function presetValues(preset: GraphQLPreset, current: PointsSystemFormValues) {
  if (preset === 'CUSTOM') return { ...current, preset };
  const system = preset === 'KILLS_ONLY' ? KILLS_ONLY_POINTS : STANDARD_POINTS;
  return {
    preset,
    places: textOf(system.placementPoints),
    perKill: String(system.pointsPerKill),
  };
}

export const pointsSystemFormValuesOf = (system: {
  preset: GraphQLPreset;
  placementPoints: readonly number[];
  pointsPerKill: number;
}): PointsSystemFormValues => ({
  preset: system.preset,
  places: textOf(system.placementPoints),
  perKill: String(system.pointsPerKill),
});

/** Blank places at the end are not places; a number typed is read as typed. */
const numbers = (places: readonly string[]) => {
  const list = places.map((place) => (place.trim() === '' ? Number.NaN : Number(place.trim())));
  while (list.length && Number.isNaN(list[list.length - 1])) list.pop();
  return list;
};

/** What the form sends: a fixed preset by name, a custom table with its numbers. */
export function toPointsSystemInput(values: PointsSystemFormValues): PointsSystemInput {
  if (values.preset !== 'CUSTOM') return { preset: values.preset };
  return {
    preset: 'CUSTOM',
    placementPoints: numbers(values.places),
    pointsPerKill: Number(values.perKill.trim() || Number.NaN),
  };
}

export const samePointsForm = (a: PointsSystemFormValues, b: PointsSystemFormValues) =>
  JSON.stringify(toPointsSystemInput(a)) === JSON.stringify(toPointsSystemInput(b));

type PointsErrors = { places?: string[]; perKill?: string; preset?: string };

/**
 * The custom table's first broken rule on its field, in the words the platform uses (so the
 * form refuses what it would refuse); a fixed preset has nothing to check.
 */
export function pointsSystemErrors(values: PointsSystemFormValues): PointsErrors | undefined {
  if (values.preset !== 'CUSTOM') return undefined;
  const placementPoints = numbers(values.places);
  const perKill = values.perKill.trim() === '' ? Number.NaN : Number(values.perKill.trim());
  const problem = pointsSystemProblem({ placementPoints, pointsPerKill: perKill });
  if (!problem) return undefined;
  const place = /^placementPoints\[(\d+)\]$/.exec(problem.field)?.[1];
  if (place !== undefined) {
    const places: string[] = [];
    places[Number(place)] = problem.message;
    return { places };
  }
  if (problem.field === 'pointsPerKill') return { perKill: problem.message };
  return { preset: problem.message };
}

/** The form's check beside its schema: the points table's errors, under `pointsSystem`. */
export const validatePointsSystem = (values: { pointsSystem: PointsSystemFormValues }) => {
  const errors = pointsSystemErrors(values.pointsSystem);
  return errors ? { pointsSystem: errors } : {};
};

export const presetOfForm = (preset: GraphQLPreset) => preset.toLowerCase() as PointsPreset;
